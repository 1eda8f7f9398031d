/**
 * Plain text for JSON-LD (issue: "structured data never includes a field that contains HTML"). API texts carry
 * markup (`Overview`, `infotext`, `vita`) and imported schedules carry broken markup; search engines show these
 * strings as text, so every tag goes, character references are decoded, and whatever reads as a tag after decoding
 * (`&lt;script&gt;`) goes too. Whitespace collapses to single spaces; the literal backslash-n of agenda and vita
 * texts is a line break in the source, so it becomes a space as well.
 */
const TAG = /<\/?[a-z!?][^>]*>?/gi;
const REF = /&(#\d+|#x[0-9a-f]+|[a-z]+);/gi;
/** Anything plainText would change: markup, references, backslash-n, or whitespace other than single spaces. */
const PLAIN_NEEDS_WORK = /[<&\\\t\n\r\f\v\u00a0]|\s\s|^\s|\s$/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(ref: string, body: string): string {
  if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? ref;
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
}

/**
 * The text of `value` without markup, at most `max` characters (cut at a word and ended with "…"); null for
 * anything but a string with visible text.
 * @example plainText('<p>Heart &amp; <b>lung</b></p>') // 'Heart & lung'
 * plainText('&lt;script&gt;alert(1)&lt;/script&gt;x') // 'alert(1)x'
 */
export function plainText(value: unknown, max = 0): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // Most values (names, rooms, titles) are plain already: one test instead of five replacements.
  if (!PLAIN_NEEDS_WORK.test(value) && (max <= 0 || value.length <= max)) return value;
  let text = value.replace(TAG, ' ');
  if (text.includes('&')) text = text.replace(REF, decode).replace(TAG, ' ');
  text = text.replace(/\\n/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  if (max > 0 && text.length > max) {
    const cut = text.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    text = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
  }
  return text;
}
