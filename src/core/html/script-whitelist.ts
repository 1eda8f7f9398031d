/**
 * Which `<script src>` embedded in an HTML text may run (spec 3 §5): only sources in the client's
 * `whitelistUrls` or one of the two built-in social widget sources; trailing slashes are ignored. Pure and
 * total: malformed input is simply not allowed.
 */

/** The two built-in social widget sources (docs/widgets/html-text.md: X/Twitter posts and Instagram posts). */
export const BUILTIN_SOCIAL_SCRIPT_SOURCES = [
  'https://platform.twitter.com/widgets.js',
  'https://www.instagram.com/embed.js',
] as const;

/**
 * `HTTPS://Platform.Twitter.com/widgets.js/` → `https://platform.twitter.com/widgets.js`; a protocol-relative
 * `//host/x.js` counts as https. Scheme and host compare case-insensitively, the path as written.
 * Anything that is not an absolute http(s) URL → null.
 */
export function normalizeScriptUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (text.startsWith('//')) text = `https:${text}`;
  const match = /^(https?):\/\/([^/?#]+)(.*)$/i.exec(text);
  if (!match) return null;
  const rest = match[3].replace(/\/+$/, '').replace(/\/+(?=[?#])/, '');
  return `${match[1].toLowerCase()}://${match[2].toLowerCase()}${rest}`;
}

export function isScriptAllowed(src: unknown, whitelistUrls: unknown): boolean {
  const normalized = normalizeScriptUrl(src);
  if (normalized === null) return false;
  const list = [...BUILTIN_SOCIAL_SCRIPT_SOURCES, ...(Array.isArray(whitelistUrls) ? whitelistUrls : [])];
  return list.some((entry) => normalizeScriptUrl(entry) === normalized);
}

/** Splits script sources into those that may run (deduplicated, in order) and those that are blocked. */
export function partitionScripts(
  sources: readonly unknown[],
  whitelistUrls: unknown,
): { allowed: string[]; blocked: string[] } {
  const allowed: string[] = [];
  const blocked: string[] = [];
  for (const src of Array.isArray(sources) ? sources : []) {
    if (isScriptAllowed(src, whitelistUrls)) {
      if (!allowed.includes(String(src).trim())) allowed.push(String(src).trim());
    } else {
      blocked.push(String(src));
    }
  }
  return { allowed, blocked };
}
