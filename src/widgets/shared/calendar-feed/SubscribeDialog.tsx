/**
 * "Subscribe in your calendar" (a lazy chunk of the timetable and the portal's favourites): the private feed's
 * webcal and https addresses with copy buttons, a QR code of the https address for the phone, the reminder, a new
 * address (after a confirmation) and switching it off; a guest gets a sign-in prompt and the public programme feed.
 * Rendered in the widget's or portal's shadow root by the accessible Dialog (focus trapped, returned on close).
 */
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { refreshedToken } from '../../../api/calendar-feed';
import { safeUrl } from '../../../core/url/safe-url';
import { createTranslate } from '../../../i18n/translate';
import { readSessionUser } from '../../../state/chat/session-user';
import { adoptStyles } from '../../../ui/adopt-styles';
import { Dialog } from '../../../ui/Dialog';
import { dialogStyles } from '../../../ui/part-styles';
import { QrCode } from '../../../ui/QrCode';
import { FeedField } from './FeedField';
import { calendarFeedMessages } from './messages';
import { calendarFeedStyles } from './styles';
import { type FeedSource, useFeed } from './use-feed';

/** What the dialog needs of a widget's or the portal's context. */
export interface FeedContext {
  root: ShadowRoot;
  nonce?: string;
  locale: string;
  client: string;
  api: { base: string };
}

export interface SubscribeDialogProps {
  context: FeedContext;
  project: string;
  /** Session link pattern with `{slug}`; default: this page with the session in the hash (the timetable's deep link). */
  link?: string;
  /** An access token, null for a guest; default: one refresh by the session cookie when the site has a signed-in user. */
  token?: () => Promise<string | null>;
  /** Where a guest signs in; without it the prompt is text only (a widget on a host page has no sign-in form). */
  onSignIn?: () => void;
  onClose(): void;
}

async function widgetToken(base: string): Promise<string | null> {
  return readSessionUser() ? refreshedToken(base) : null;
}

/** The https address through the URL gate, and the webcal address made from the gated one. */
function addresses(url: string): { https: string; webcal: string } | null {
  const https = safeUrl(url);
  return https && /^https?:\/\//i.test(https) ? { https, webcal: https.replace(/^https?:/i, 'webcal:') } : null;
}

type Confirm = 'regenerate' | 'revoke' | null;

export default function SubscribeDialog(props: SubscribeDialogProps) {
  const { context, project } = props;
  const { root, nonce, locale } = context;
  const t = useMemo(() => createTranslate(locale, [calendarFeedMessages]), [locale]);
  const base = context.api.base;
  const [source] = useState<FeedSource>(() => ({
    apiBase: base,
    client: context.client,
    project,
    link: props.link ?? `${location.origin}${location.pathname}${location.search}#{slug}`,
    token: props.token ?? (() => widgetToken(base)),
  }));
  useEffect(() => {
    const removeDialog = adoptStyles(root, dialogStyles, nonce);
    const removeOwn = adoptStyles(root, calendarFeedStyles, nonce);
    return () => {
      removeOwn();
      removeDialog();
    };
  }, [root, nonce]);
  const { view, act, retry } = useFeed(source);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [status, setStatus] = useState('');

  const run = async (action: Parameters<typeof act>[0], done: string) => {
    setConfirm(null);
    setStatus((await act(action)) ? done : t('calendarFeed.failed'));
  };

  let body: ReactNode;
  if (view.status === 'loading') body = <p role="status">{t('calendarFeed.loading')}</p>;
  else if (view.status === 'failed')
    body = (
      <div className="cp-feed__section">
        <p role="alert">{t('calendarFeed.failed')}</p>
        <button type="button" className="cp-button" onClick={retry}>
          {t('calendarFeed.retry')}
        </button>
      </div>
    );
  else {
    const { state, signedIn } = view;
    const own = state.feed ? addresses(state.feed.url) : null;
    const programme = addresses(state.programme.url);
    const main = own ?? (signedIn ? null : programme);
    body = (
      <>
        {signedIn ? (
          <p>{t('calendarFeed.private.intro')}</p>
        ) : (
          <div className="cp-feed__actions">
            <p>{t('calendarFeed.guest')}</p>
            {props.onSignIn ? (
              <button type="button" className="cp-button cp-button--primary" onClick={props.onSignIn}>
                {t('calendarFeed.signIn')}
              </button>
            ) : null}
          </div>
        )}
        {!signedIn ? <h3 className="cp-feed__heading">{t('calendarFeed.programme')}</h3> : null}
        {main ? (
          <div className="cp-feed__main">
            <div className="cp-feed__section">
              <a className="cp-button cp-button--primary" href={main.webcal}>
                {t('calendarFeed.subscribe')}
              </a>
              <FeedField label={t('calendarFeed.https')} value={main.https} t={t} />
              <FeedField label={t('calendarFeed.webcal')} value={main.webcal} t={t} />
            </div>
            <div className="cp-feed__section">
              <QrCode text={main.https} label={t('calendarFeed.qr')} margin={2} className="cp-feed__qr" />
              <p>{t('calendarFeed.qrHint')}</p>
            </div>
          </div>
        ) : null}
        {signedIn && state.feed ? (
          <>
            <div className="cp-feed__alarm">
              <label htmlFor="cp-feed-alarm">{t('calendarFeed.alarm')}</label>
              <select
                id="cp-feed-alarm"
                value={state.feed.alarm}
                onChange={(e) => void run({ alarm: Number(e.currentTarget.value) }, t('calendarFeed.alarmSaved'))}
              >
                {state.alarms.map((n) => (
                  <option key={n} value={n}>
                    {n ? t('calendarFeed.alarm.n', { n }) : t('calendarFeed.alarm.0')}
                  </option>
                ))}
              </select>
            </div>
            {confirm ? (
              <div className="cp-feed__confirm" role="group" aria-label={t(`calendarFeed.${confirm}`)}>
                <p>{t(`calendarFeed.${confirm}.confirm`)}</p>
                <div className="cp-feed__actions">
                  <button
                    type="button"
                    className="cp-button cp-button--primary"
                    onClick={() =>
                      void run(
                        confirm,
                        t(confirm === 'regenerate' ? 'calendarFeed.regenerated' : 'calendarFeed.revoked'),
                      )
                    }
                  >
                    {t(`calendarFeed.${confirm}.yes`)}
                  </button>
                  <button type="button" className="cp-button" onClick={() => setConfirm(null)}>
                    {t('calendarFeed.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="cp-feed__actions">
                <button type="button" className="cp-button" onClick={() => setConfirm('regenerate')}>
                  {t('calendarFeed.regenerate')}
                </button>
                <button type="button" className="cp-button" onClick={() => setConfirm('revoke')}>
                  {t('calendarFeed.revoke')}
                </button>
              </div>
            )}
          </>
        ) : null}
        {signedIn && !state.feed ? (
          <button type="button" className="cp-button cp-button--primary" onClick={() => void run('create', '')}>
            {t('calendarFeed.create')}
          </button>
        ) : null}
        {signedIn && programme ? (
          <div className="cp-feed__section">
            <h3>{t('calendarFeed.programme')}</h3>
            <p>{t('calendarFeed.programme.intro')}</p>
            <FeedField label={t('calendarFeed.programme')} value={programme.https} t={t} />
          </div>
        ) : null}
        <p className="cp-feed__status" role="status">
          {status}
        </p>
      </>
    );
  }
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('calendarFeed.title')}
      closeLabel={t('calendarFeed.close')}
      container={root}
    >
      <div className="cp-feed">{body}</div>
    </Dialog>
  );
}
