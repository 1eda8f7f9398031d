/**
 * Puts JSON-LD for what a widget or portal screen shows into the host page's `<head>` while it is mounted (see
 * docs/structured-data.md). The builders and the head manager are a lazy chunk (./head.ts) requested in an idle
 * period after the widget has painted, so the first paint pays nothing for them; the script is updated when the
 * data changes and removed when the component unmounts. `structuredData: false` on the mount turns it off.
 */
import { useEffect } from 'react';
import type { ClientConfig } from '../../../core/types';
import type { StructuredDataInput } from '../../../core/structured-data/graph';
import type { LinkBase } from '../../../core/structured-data/urls';

/** What the hook needs of a widget's or the portal's context. */
export interface StructuredDataHost {
  client: string;
  clientConfig: ClientConfig | null;
  api: { base: string };
  nonce?: string;
  structuredData?: boolean;
}

/** Where links point beyond the page itself: the portal's base path (absolute), URL patterns, a live link. */
export type StructuredDataLinks = Omit<LinkBase, 'page' | 'api'>;

/** Runs `task` in an idle period (a timer where the browser has no idle callbacks); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Publishes `input` (memoise it: a new object means new data) for as long as the calling component is mounted.
 * `null` publishes nothing (data still loading, or nothing to describe). New data replaces the mount's script after
 * the next idle period; one effect, so the widget's chunk carries no more than the call into the lazy one.
 */
export function useStructuredData(
  host: StructuredDataHost,
  input: StructuredDataInput | null,
  links?: StructuredDataLinks,
): void {
  const { client, clientConfig, nonce, structuredData } = host;
  const api = host.api.base;
  const { portal, patterns, live } = links ?? {};
  useEffect(() => {
    if (structuredData === false || !input) return undefined;
    let unpublish: (() => void) | undefined;
    let gone = false;
    const cancel = whenIdle(() => {
      import('./head').then(
        ({ publish }) => {
          if (!gone) unpublish = publish(input, { client, clientConfig, api, portal, patterns, live }, nonce);
        },
        () => undefined, // structured data is an extra: a chunk that fails to load leaves the page as it is
      );
    });
    return () => {
      gone = true;
      cancel();
      unpublish?.();
    };
  }, [structuredData, input, client, clientConfig, api, nonce, portal, patterns, live]);
}
