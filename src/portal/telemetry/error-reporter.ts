/**
 * Error reporting of the portal (spec 1 §8; issue 10 item 11): errors the portal catches itself (its screen
 * boundary, content that failed to load and put up the error page) go to the client's Sentry DSN — only with
 * enableSentry and the visitor's error-monitoring consent. The client code is a lazy chunk
 * (./sentry-client.ts), imported on the first report that may be sent, never on the first route.
 */
import { isOn } from '../../core/live/values';
import { parseDsn } from '../../core/tracking/error-report';
import type { PortalContext } from '../../contract/portal';

export type ReportError = (error: unknown, tags?: Record<string, string>) => void;

type Client = { captureException(error: unknown, scope: import('./sentry-client').PortalScope, url?: string): Promise<string | null> };
let pending: Promise<{ client: Client; Scope: typeof import('./sentry-client').PortalScope } | null> | null = null;
let pendingDsn: string | null = null;

export function createErrorReporter(context: Pick<PortalContext, 'clientConfig' | 'consent' | 'client' | 'locale'>): ReportError {
  return (error, tags = {}) => {
    const config = context.clientConfig;
    const dsn = parseDsn(config?.sentryDsn);
    if (!isOn(config?.enableSentry) || !dsn || !context.consent.consent.value.choice.errorMonitoring) return;
    if (!pending || pendingDsn !== dsn.dsn) {
      pendingDsn = dsn.dsn;
      pending = import('./sentry-client').then(
        ({ EnvelopeClient, PortalScope }) => ({ client: new EnvelopeClient({ dsn, environment: 'portal' }), Scope: PortalScope }),
        () => { pending = null; return null; },
      );
    }
    void pending.then((loaded) => {
      if (!loaded) return;
      const scope = new loaded.Scope().setTag('client', context.client).setTag('locale', context.locale);
      for (const [key, value] of Object.entries(tags)) scope.setTag(key, value);
      return loaded.client.captureException(error, scope, typeof location === 'undefined' ? undefined : location.href);
    });
  };
}
