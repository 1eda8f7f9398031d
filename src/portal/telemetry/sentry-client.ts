/**
 * The error-report client of the lazy "sentry" chunk (issue 10 item 11; loaded only with enableSentry and
 * error-monitoring consent): Sentry's own SDK used the way Sentry advises for code embedded in other sites —
 * a `BrowserClient` with its own `Scope`, never `Sentry.init()` (which would take over the host's global Sentry
 * state), no integrations, and so no global error or unhandled-rejection handlers: only errors the portal hands
 * over are reported, never the host page's. Sample rates 1 (errors) and 0.1 (traces; none are started yet).
 * No client reports (they would add a beacon on page hide). `close()` removes the client's document and window
 * listeners (portal unmount).
 */
import { BrowserClient, Scope, defaultStackParser, makeFetchTransport } from '@sentry/browser';
import { ERROR_REPORTING_SAMPLING } from '../../core/constants';

export interface PortalErrorClient {
  /** Sends one error event (unless sampled out) with the scope's tags plus `tags`; resolves to its id. Never throws. */
  capture(error: unknown, tags: Record<string, string>): Promise<string | null>;
  close(): void;
}

export interface PortalErrorClientOptions {
  dsn: string;
  environment?: string;
  release?: string;
  /** Tags of every event (client, locale). */
  tags?: Record<string, string>;
  /** Overrides for tests: the SDK's transport and sample rate. */
  transport?: ConstructorParameters<typeof BrowserClient>[0]['transport'];
  sampleRate?: number;
}

export function createErrorClient(options: PortalErrorClientOptions): PortalErrorClient {
  const client = new BrowserClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    transport: options.transport ?? makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [],
    sampleRate: options.sampleRate ?? ERROR_REPORTING_SAMPLING.sampleRate,
    tracesSampleRate: ERROR_REPORTING_SAMPLING.tracesSampleRate,
    sendClientReports: false,
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTags(options.tags ?? {});
  client.init();
  return {
    async capture(error, tags) {
      try {
        const event = scope.clone();
        event.setTags(tags);
        const id = event.captureException(error);
        return (await client.flush(5000)) ? id : null;
      } catch {
        return null;
      }
    },
    close() {
      void client.close();
    },
  };
}
