/**
 * Login (spec 1 §2): the client's login page content, then either "already logged in" (with continue and sign
 * out) or the client's sign-in methods (core `signInMethods`); an `error` query (OAuth2 return) is shown as its
 * message followed by 'Please try again later' (core `loginErrorMessage`). After a sign-in the user goes to query
 * `redirect` (through the one redirect check), else the default redirect URL, else '/' (core `signInTarget`).
 * A user kept in the cookie is restored by one refresh before the forms are offered. While signed out, the
 * auto-login frame runs when the client names a provider.
 */
import { useEffect, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { loginErrorMessage } from '../../core/session/oauth2-error';
import { autoLoginProvider, signInMethods, signInTarget } from '../../core/session/sign-in';
import { Spinner } from '../../ui/Spinner';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { queryObject, hasQueryKey } from '../router/query';
import { useAsync } from '../data/use-async';
import { loadPage } from '../data/content';
import { WidgetGrid } from '../grid/WidgetGrid';
import { portalSession } from '../session';
import { MethodForm, type SignInRun } from './methods';
import { OAuth2Link } from './OAuth2Link';
import { AutoLogin } from './AutoLogin';
import { go } from './go';

/** The message and the suffix read as two sentences ('unknown error. Please try again later.'). */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export function Login() {
  useSignals();
  const portal = usePortal();
  const { t, clientConfig, api } = portal;
  const router = useRouter();
  const { session } = portalSession(portal);
  const query = queryObject(router.location.search);
  const state = session.state.value;
  const restoring = !state.signedIn && !!state.user && state.login.status !== 'failed';
  useEffect(() => {
    if (restoring) void session.token();
  }, [restoring, session]);

  const page = useAsync(`login-page:${api.client}`, (signal) =>
    loadPage(api, { relation: 'client', id: api.client, type: 'login', slug: 'login' }, signal),
  );
  const error = loginErrorMessage(query.error);
  const after = () => signInTarget({ redirect: query.redirect, defaultRedirectUrl: clientConfig?.defaultRedirectUrl });
  const run: SignInRun = async (auth, login) => {
    const result = await session.signIn(auth, login);
    if ('error' in result) return false;
    go(router, after());
    return true;
  };
  const provider = autoLoginProvider(clientConfig);
  const name = state.user
    ? String(state.user.name ?? [state.user.firstname, state.user.lastname].filter(Boolean).join(' '))
    : '';

  let body: ReactNode;
  if (state.signedIn) {
    body = (
      <section className="cp-signin-card" aria-labelledby="cp-signin-already">
        <h2 id="cp-signin-already">{name ? t('login.alreadyLoggedInAs', { name }) : t('login.alreadyLoggedIn')}</h2>
        <div className="cp-signin-actions">
          <button type="button" className="cp-button cp-button--primary" onClick={() => go(router, after())}>
            {t('login.continue')}
          </button>
          <Link className="cp-button cp-button--secondary" to={{ name: 'Logout' }}>
            {t('login.logout')}
          </Link>
        </div>
      </section>
    );
  } else if (restoring) {
    body = <Spinner label={t('login.signingIn')} />;
  } else {
    body = signInMethods(clientConfig).map((m) =>
      m.kind === 'oauth2' ? (
        <OAuth2Link key={`oauth2:${m.provider}`} provider={m.provider} redirect={query.redirect} />
      ) : (
        <MethodForm key={m.kind} kind={m.kind} t={t} run={run} />
      ),
    );
  }

  return (
    <div className="cp-signin">
      <section className="cp-signin__intro" aria-labelledby="cp-portal-title">
        <h1 id="cp-portal-title" tabIndex={-1}>
          {t('login.title')}
        </h1>
        {page.status === 'done' && page.value?.modules?.length ? (
          <WidgetGrid
            modules={page.value.modules}
            hidden={hasQueryKey(router.location.search, 'hidden')}
            context={portal}
          />
        ) : (
          <p className="cp-portal__lead">{t('login.lead')}</p>
        )}
      </section>
      <div className="cp-signin__methods">
        {error ? (
          <div className="cp-signin-error" role="alert">
            <p className="cp-signin-error__title">{t('login.failed')}</p>
            <p>
              {sentence(error)} {sentence(t('login.tryAgainLater'))}
            </p>
          </div>
        ) : null}
        {body}
        {provider && !state.signedIn && !restoring ? <AutoLogin provider={provider} run={run} /> : null}
      </div>
    </div>
  );
}
