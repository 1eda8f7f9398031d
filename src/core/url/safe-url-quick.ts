import { SAFE_URL_SCHEMES, safeUrl } from './safe-url';

/**
 * The URL gate's answer (./safe-url.ts `safeUrl`), read in one pass over the characters for the common value: no
 * controls or spaces anywhere, and up to the first `/`, `?`, `#` or `\` only printable ASCII without `&`. Every
 * URL the builders make themselves is such a value, and most that data brings. The gate's rules change nothing in
 * it: there is nothing to strip or remove, and what they decode or drop lies after that first separator, where it
 * cannot move it — and the part before it is all the gate decides on: no colon there is a relative URL, else the
 * text before the first colon must be one of the allowed schemes. Any other value goes to `safeUrl` itself, the one
 * set of rules.
 *
 * Why apart from `safeUrl`: the gate's six regular expressions are compiled on their first use on a page, which
 * cost the structured data's lazy chunk ≈ 0.3 ms of its 5 ms on a timetable page (docs/structured-data.md "Cost");
 * the runtime, which holds `safeUrl`, has no bytes to spare for this loop (docs/architecture.md "Size budgets").
 * @example safeUrlQuick('https://society.example/programme?a=1&b=2#talk-1') // as safeUrl: the value
 * safeUrlQuick('JavaScript:alert(1)') // null, as safeUrl
 */
export function safeUrlQuick(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return safeUrl(value);
  let colon = -1;
  let head = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // Controls and spaces anywhere, or before the first separator DEL, beyond ASCII or a character reference.
    if (c <= 0x20) return safeUrl(value);
    if (!head) continue;
    if (c >= 0x7f || c === 0x26) return safeUrl(value);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) head = false;
    else if (c === 0x3a && colon < 0) colon = i;
  }
  if (colon < 0) return value;
  const scheme = value.slice(0, colon).toLowerCase();
  return (SAFE_URL_SCHEMES as readonly string[]).includes(scheme) ? value : null;
}
