import { safeRedirectPath } from './redirects';

/** Longest `redirect` value accepted; longer ones are dropped rather than carried around in URLs. */
const MAX_REDIRECT_LENGTH = 2048;
const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The one check every `redirect` value of the portal passes (spec 1 §2 Login/NoAccess/gift code; issue 10
 * "Bad input"): a path inside the portal, never another origin, never a script URL. Accepts a portal path
 * ('/dmc2026/crs/a?page=2#x'); rejects absolute URLs (`https://evil.example`), protocol-relative ones
 * (`//evil.example`, `/\evil.example`), any scheme (`javascript:…`, in any spelling), backslashes, control
 * characters and whitespace anywhere, and values over 2048 characters. Returns the normalised path
 * (dot segments resolved, query and hash kept) or null.
 * @example portalRedirectPath('/dmc2026/library?page=2') // '/dmc2026/library?page=2'
 * @example portalRedirectPath('//evil.example') // null
 */
export function portalRedirectPath(value: unknown): string | null {
  const raw = safeRedirectPath(value);
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return null;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil' is '//evil') and read '\' as '/'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a path with a control character is refused
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
