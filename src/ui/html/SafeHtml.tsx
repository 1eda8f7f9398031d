/**
 * HTML from the data in its own element, written through the SDK's one sanitizer (never `dangerouslySetInnerHTML`).
 * The element and the effect that fills it live and die together: a widget that shows a skeleton first and this
 * element later still gets its text (a ref in the parent, filled by the parent's effect, stayed empty when the
 * markup was known before the element existed).
 */
import { useLayoutEffect, useRef } from 'react';
import { sanitizeInto } from './sanitize';

export interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
  hidden?: boolean;
}

export function SafeHtml({ html, className, id, hidden }: SafeHtmlProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) void sanitizeInto(box.current, html);
  }, [html]);
  return <div ref={box} id={id} className={className} hidden={hidden} />;
}
