/**
 * Privacy (`/privacy`, spec 1 §2): the client's page content of type privacy through the page-widget grid
 * (kept current by the 5 s updater), then the visitor's cookie choice with the cookie settings button and the
 * client's privacy policy link. Without a privacy page the route's own title stands above the cookie part.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { isOn } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import { CONSENT_SERVICES } from '../../core/tracking/consent-services';
import { Spinner } from '../../ui/Spinner';
import { Button } from '../../ui/Button';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { hasQueryKey } from '../router/query';
import { useLivePage } from '../data/use-live-page';
import { WidgetGrid } from '../grid/WidgetGrid';
import { useReportFailure } from '../telemetry/ScreenBoundary';

export interface PrivacyProps {
  onCookieSettings(): void;
}

export function Privacy({ onCookieSettings }: PrivacyProps) {
  useSignals();
  const portal = usePortal();
  const { t, api, clientConfig, consent } = portal;
  const router = useRouter();
  const page = useLivePage({ relation: 'client', id: api.client, type: 'privacy' });
  useReportFailure(page, 'Privacy');
  if (page.status === 'loading') return <Spinner label={t('state.loading')} />;
  const content = page.status === 'done' ? page.value : null;
  const { state, choice } = consent.consent.value;
  const services = CONSENT_SERVICES.filter((s) => choice[s])
    .map((s) => t(`privacy.service.${s}`))
    .join(', ');
  const policy = safeUrl(clientConfig?.cookiePrivacyPolicyUrl);
  const canChange = isOn(clientConfig?.cookieConsentEnabled);
  return (
    <>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {content?.title || t('route.Privacy')}
      </h1>
      {content ? (
        <WidgetGrid
          modules={content.modules ?? []}
          hidden={hasQueryKey(router.location.search, 'hidden')}
          context={portal}
        />
      ) : null}
      <section className="cp-portal-panel cp-privacy" aria-labelledby="cp-privacy-cookies">
        <h2 id="cp-privacy-cookies">{t('privacy.cookies')}</h2>
        <p>{state === 'accepted' ? t('privacy.state.accepted', { services }) : t(`privacy.state.${state}`)}</p>
        {consent.hostManaged.value ? (
          <p>{t('consent.hostManaged')}</p>
        ) : (
          canChange && (
            <Button variant="secondary" onClick={onCookieSettings}>
              {t('footer.cookieSettings')}
            </Button>
          )
        )}
        {policy ? (
          <p className="cp-privacy__policy">
            <a href={policy} target="_blank" rel="noopener noreferrer">
              {t('privacy.policy')}
              <span className="cp-visually-hidden"> {t('footer.newWindow')}</span>
            </a>
          </p>
        ) : null}
      </section>
    </>
  );
}
