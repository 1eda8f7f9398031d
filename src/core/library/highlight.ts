/** A piece of a text, marked when it is one of the query's words (spec 2 §2: matched words highlighted). */
export interface TextPart {
  text: string;
  match: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into plain and matched parts for the words of `query` (case-insensitive; each word also as the
 * start of a longer word, as the server matches prefixes). Pure text: the UI builds its highlight elements
 * from these parts, never HTML from data. Longer words win where two overlap; at most 10 words are used.
 * @example highlightParts('Heart failure', 'fail') // [{ text: 'Heart ', match: false }, { text: 'fail', match: true }, { text: 'ure', match: false }]
 */
export function highlightParts(text: unknown, query: unknown): TextPart[] {
  const t = typeof text === 'string' ? text : '';
  if (!t) return [];
  const words = (typeof query === 'string' ? query : '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return [{ text: t, match: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of t.matchAll(pattern)) {
    const at = m.index ?? 0;
    if (m[0].length === 0) continue;
    if (at > last) parts.push({ text: t.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < t.length) parts.push({ text: t.slice(last), match: false });
  return parts;
}
