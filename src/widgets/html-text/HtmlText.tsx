/**
 * HTML text widget: sanitized HTML; embedded scripts run only from whitelisted sources (spec 3 §5);
 * optionally part of the page's shared filter (settings.filterSourceId, docs/host-messages.md).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../contract/widget';
import { partitionScripts } from '../../core/html/script-whitelist';
import { extractScripts } from './extract-scripts';
import { injectScripts } from './inject-scripts';
import { sanitizeInto } from '../../ui/html/sanitize';
import type { SharedFilterStore } from '../../state/shared-filter';
import { createValue, useValue } from '../../state/value';
import type { HtmlTextSettings } from './settings';

type FilterPart = typeof import('./filter');

/** Read while the text takes no part in a shared filter. */
const EMPTY = createValue<readonly string[]>([]);

export function HtmlText({ settings, context }: WidgetProps<HtmlTextSettings>) {
  const html = typeof settings.html === 'string' ? settings.html : '';
  const sourceId = typeof settings.filterSourceId === 'string' ? settings.filterSourceId.trim() : '';
  // The sanitized content is written into the element by the sanitizer itself (the browser's setHTML where it
  // exists), not re-parsed from a string; `shown` counts the contents written, for the shared filter below.
  const [shown, setShown] = useState(0);
  const scripts = useMemo(() => {
    const found = extractScripts(html);
    return { ...partitionScripts(found.sources, context.clientConfig?.whitelistUrls), inlineCount: found.inlineCount };
  }, [html, context.clientConfig]);
  const content = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<{ store: SharedFilterStore; part: FilterPart } | null>(null);
  const selected = useValue(filter?.store.selected ?? EMPTY);
  /** A share button's value clicked before the filter's chunk came (null: clear); undefined: none. */
  const early = useRef<string | null | undefined>(undefined);

  useLayoutEffect(() => {
    const el = content.current;
    if (!el) return undefined;
    let current = true;
    const done = sanitizeInto(el, html);
    if (done)
      void done.then(() => {
        if (current) setShown((n) => n + 1);
      });
    else setShown((n) => n + 1);
    return () => {
      current = false;
    };
  }, [html]);

  useEffect(() => {
    for (const src of scripts.blocked) {
      console.warn(
        `[CongressPortal] html-text: blocked the embedded script ${src}: it is neither in the client's whitelistUrls nor a built-in social widget source.`,
      );
    }
    if (scripts.inlineCount > 0)
      console.warn(
        `[CongressPortal] html-text: blocked ${scripts.inlineCount} inline script(s); only whitelisted <script src> run.`,
      );
  }, [scripts]);

  // Keyed by the allowed sources' text, not the list object: the configuration arriving after the first render
  // rebuilt the list, and the embed scripts were removed and requested again (a host's Twitter script ran twice).
  const allowedKey = scripts.allowed.join('\n');
  useEffect(() => {
    if (!box.current || allowedKey === '') return undefined;
    return injectScripts(box.current, allowedKey.split('\n'), context.nonce);
  }, [allowedKey, context.nonce]);

  // The filter's code is a lazy chunk (./filter.ts), requested only by a text that names a filter source.
  useEffect(() => {
    if (!sourceId) return undefined;
    let store: SharedFilterStore | undefined;
    let current = true;
    import('./filter').then(
      (part) => {
        if (!current) return;
        store = part.createSharedFilterStore(context.host, sourceId);
        if (early.current !== undefined) store.share(early.current);
        early.current = undefined;
        setFilter({ store, part });
      },
      (error: unknown) => {
        if (current)
          console.error(`[CongressPortal] html-text: the shared filter "${sourceId}" could not be loaded.`, error);
      },
    );
    return () => {
      current = false;
      early.current = undefined;
      store?.dispose();
      setFilter(null);
    };
  }, [sourceId, context.host]);

  // biome-ignore lint/correctness/useExhaustiveDependencies(shown): newly shown HTML gets the selection again
  useEffect(() => {
    if (filter && content.current) filter.part.applySelection(content.current, selected);
  }, [filter, selected, shown]);

  const onClick = (event: React.MouseEvent) => {
    if (!sourceId) return;
    const trigger = (event.target as Element).closest?.('[data-share-filter]') as HTMLElement | null;
    if (!trigger || !content.current?.contains(trigger)) return;
    event.preventDefault();
    const value = trigger.dataset.shareFilter ?? '';
    const next = selected.length === 1 && selected[0] === value ? null : value; // a second click clears
    // A click before the filter's chunk has come is shared once it has.
    if (filter) filter.store.share(next);
    else early.current = next;
  };

  const classes = ['cp-html-text', typeof settings.customClasses === 'string' ? settings.customClasses : '']
    .join(' ')
    .trim();
  return (
    <div className={classes}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: clicks are delegated to
          the [data-share-filter] elements of the sanitized HTML (buttons or links, which take keys themselves) */}
      <div ref={content} onClick={onClick} />
      <div ref={box} hidden />
    </div>
  );
}
