/**
 * The one URL gate (shared/ARCHITECTURE.md "Links and URLs", issue 8 §3): every `href`, `src` or navigation
 * target built from settings, API data, imported schedules or a `redirect` query passes here first.
 *
 * preact/compat, unlike React 19, does not block `javascript:` URLs, so in script-tag builds this is the only
 * guard. The check reads the value the way a browser's URL parser will (WHATWG URL: leading and trailing C0
 * controls and spaces are dropped, tabs and newlines anywhere are removed, the scheme is case-insensitive),
 * and then allows only:
 * - absolute URLs with the schemes http, https, mailto and tel;
 * - relative URLs: paths (`/a`, `a/b`, `./a`, `../a`), protocol-relative `//host/a`, queries `?a` and
 *   fragments `#a`.
 * Everything else — `javascript:`, `vbscript:`, `data:`, `blob:`, `file:`, any unknown scheme, and any value
 * whose first segment holds a colon once invisible characters are removed and character references decoded
 * — gives null: the caller
 * renders no link (the text still shows) and no image.
 *
 * @example
 * safeUrl('https://example.org/a') // 'https://example.org/a'
 * safeUrl('  /talks/42 ')           // '/talks/42'
 * safeUrl('\u0001JaVa\tScRiPt:alert(1)') // null
 */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Leading/trailing C0 controls and space (WHATWG URL "strip leading and trailing C0 control or space"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls are what this pattern strips
const EDGE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** ASCII tab and newlines, which the URL parser removes anywhere in the input. */
const TAB_NEWLINE = /[\t\n\r]/g;
/**
 * Characters a reader cannot see but which a lenient parser (or a future one) might skip: all C0/C1 controls,
 * DEL, spaces of every kind, zero-width characters, soft hyphen, BOM. Only used to decide whether the first
 * segment *looks like* a scheme; such a value is refused rather than guessed at.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 controls are among the characters refused
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** HTML character references a value may still carry when it will later pass through HTML (`&#106;`, `&colon;`). */
const CHAR_REF = /&(?:#(\d+)|#x([0-9a-f]+)|(colon|tab|newline));?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

function decodeCharRefs(text: string): string {
  return text.replace(CHAR_REF, (ref, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()];
    const code = dec !== undefined ? Number(dec) : parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}

export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.replace(EDGE, '').replace(TAB_NEWLINE, '');
  if (url === '') return null;
  // The part before the first '/', '?' or '#' is where a scheme would be; a colon there means "scheme".
  // Character references are decoded for this decision only, so `&#106;avascript:` is refused as well.
  const head = decodeCharRefs(url)
    .replace(INVISIBLE, '')
    .split(/[/?#\\]/, 1)[0];
  if (!head.includes(':')) return url;
  const scheme = SCHEME.exec(head)?.[1].toLowerCase();
  return scheme !== undefined && (SAFE_URL_SCHEMES as readonly string[]).includes(scheme) ? url : null;
}

/**
 * True for absolute http(s) URLs and protocol-relative '//host' URLs. Here rather than with the redirects
 * (which use it too) so that the runtime's theme takes it without the redirect rules (issue 8 item 9).
 */
export function isAbsoluteUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}
