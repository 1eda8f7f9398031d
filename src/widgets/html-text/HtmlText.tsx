/** HTML text widget: sanitized HTML; embedded scripts run only from whitelisted sources (spec 3 §5). */
import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../embed/contract';
import { partitionScripts } from '../../core/html/script-whitelist';
import { extractScripts } from './extract-scripts';
import { injectScripts } from './inject-scripts';
import { sanitizeHtml } from './sanitize';
import type { HtmlTextSettings } from './settings';

export function HtmlText({ settings, context }: WidgetProps<HtmlTextSettings>) {
  const html = typeof settings.html === 'string' ? settings.html : '';
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const scripts = useMemo(() => {
    const found = extractScripts(html);
    return { ...partitionScripts(found.sources, context.clientConfig?.whitelistUrls), inlineCount: found.inlineCount };
  }, [html, context.clientConfig]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const src of scripts.blocked) {
      console.warn(`[congress-portal] html-text: blocked the embedded script ${src}: it is neither in the client's whitelistUrls nor a built-in social widget source.`);
    }
    if (scripts.inlineCount > 0) console.warn(`[congress-portal] html-text: blocked ${scripts.inlineCount} inline script(s); only whitelisted <script src> run.`);
    if (!box.current || scripts.allowed.length === 0) return undefined;
    return injectScripts(box.current, scripts.allowed, context.nonce);
  }, [scripts, context.nonce]);

  const classes = ['cp-html-text', typeof settings.customClasses === 'string' ? settings.customClasses : ''].join(' ').trim();
  return (
    <div className={classes}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
      <div ref={box} hidden />
    </div>
  );
}
