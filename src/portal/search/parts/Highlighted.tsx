/** Matched words as `<mark>` elements built from text parts (core highlightParts): no HTML from data. */
import { highlightParts } from '../../../core/library/highlight';

export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
    <>{highlightParts(text, query).map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>
  );
}
