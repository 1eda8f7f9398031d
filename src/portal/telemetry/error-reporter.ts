/**
 * Error reporting of the portal (spec 1 §8; issue 10 item 11): errors the portal catches itself (its screen
 * boundary, content that failed to load and put up the error page) go to the client's Sentry DSN — only with
 * enableSentry and the visitor's error-monitoring consent. Sentry's SDK is a lazy chunk (./sentry-client.ts),
 * imported on the first report that may be sent, never on the first route; one client per portal mount,
 * closed on unmount.
 */
import { isOn } from '../../core/values';
import { parseDsn } from '../../core/tracking/error-report';
import type { PortalContext } from '../../contract/portal';
import type { PortalErrorClient } from './sentry-client';

export type ReportError = (error: unknown, tags?: Record<string, string>) => void;

export interface ErrorReporter {
  report: ReportError;
  dispose(): void;
}

export function createErrorReporter(
  context: Pick<PortalContext, 'clientConfig' | 'consent' | 'client' | 'locale'>,
): ErrorReporter {
  let pending: Promise<PortalErrorClient | null> | null = null;
  let pendingDsn: string | null = null;
  let disposed = false;
  const close = () => {
    void pending?.then((client) => client?.close());
    pending = null;
  };
  return {
    report(error, tags = {}) {
      const config = context.clientConfig;
      const dsn = parseDsn(config?.sentryDsn);
      if (disposed || !isOn(config?.enableSentry) || !dsn || !context.consent.consent.value.choice.errorMonitoring)
        return;
      if (!pending || pendingDsn !== dsn.dsn) {
        close();
        pendingDsn = dsn.dsn;
        pending = import('./sentry-client').then(
          ({ createErrorClient }) => (disposed ? null : createErrorClient({ dsn: dsn.dsn, environment: 'portal' })),
          () => {
            pending = null;
            return null;
          },
        );
      }
      void pending.then((client) =>
        client?.capture(error, { client: context.client, locale: context.locale, ...tags }),
      );
    },
    dispose() {
      disposed = true;
      close();
    },
  };
}
