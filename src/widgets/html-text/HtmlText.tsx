/**
 * HTML text widget: sanitized HTML; embedded scripts run only from whitelisted sources (spec 3 §5);
 * optionally part of the page's shared filter (settings.filterSourceId, docs/host-messages.md).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../contract/widget';
import { partitionScripts } from '../../core/html/script-whitelist';
import { extractScripts } from './extract-scripts';
import { injectScripts } from './inject-scripts';
import { sanitizeHtml } from './sanitize';
import { applySelection } from './shared-filter';
import { createSharedFilterStore, type SharedFilterStore } from '../../state/shared-filter';
import type { HtmlTextSettings } from './settings';

const NONE: readonly string[] = [];

export function HtmlText({ settings, context }: WidgetProps<HtmlTextSettings>) {
  useSignals();
  const html = typeof settings.html === 'string' ? settings.html : '';
  const sourceId = typeof settings.filterSourceId === 'string' ? settings.filterSourceId.trim() : '';
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const scripts = useMemo(() => {
    const found = extractScripts(html);
    return { ...partitionScripts(found.sources, context.clientConfig?.whitelistUrls), inlineCount: found.inlineCount };
  }, [html, context.clientConfig]);
  const content = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<SharedFilterStore | null>(null);
  const selected = filter?.selected.value ?? NONE;

  useEffect(() => {
    for (const src of scripts.blocked) {
      console.warn(`[CongressPortal] html-text: blocked the embedded script ${src}: it is neither in the client's whitelistUrls nor a built-in social widget source.`);
    }
    if (scripts.inlineCount > 0) console.warn(`[CongressPortal] html-text: blocked ${scripts.inlineCount} inline script(s); only whitelisted <script src> run.`);
    if (!box.current || scripts.allowed.length === 0) return undefined;
    return injectScripts(box.current, scripts.allowed, context.nonce);
  }, [scripts, context.nonce]);

  useEffect(() => {
    if (!sourceId) return undefined;
    const store = createSharedFilterStore(context.host, sourceId);
    setFilter(store);
    return () => { store.dispose(); setFilter(null); };
  }, [sourceId, context.host]);

  useEffect(() => {
    if (sourceId && content.current) applySelection(content.current, selected);
  }, [sourceId, selected, clean]);

  const onClick = (event: React.MouseEvent) => {
    if (!filter) return;
    const trigger = (event.target as Element).closest?.('[data-share-filter]') as HTMLElement | null;
    if (!trigger || !content.current?.contains(trigger)) return;
    event.preventDefault();
    const value = trigger.dataset.shareFilter ?? '';
    filter.share(selected.length === 1 && selected[0] === value ? null : value); // a second click clears
  };

  const classes = ['cp-html-text', typeof settings.customClasses === 'string' ? settings.customClasses : ''].join(' ').trim();
  return (
    <div className={classes}>
      {/* Clicks are delegated to the [data-share-filter] elements of the sanitized HTML (buttons or links). */}
      <div ref={content} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      <div ref={box} hidden />
    </div>
  );
}
