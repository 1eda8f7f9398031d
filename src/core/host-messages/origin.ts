/**
 * Origin allow-list of the host message bus (ARCHITECTURE.md shadow-root checklist: "check event.origin
 * against the allow-list"). Pure. Origins compare as scheme://host[:port], lower-case, without trailing
 * slash or path and without a default port; the opaque origin "null" is never allowed. The one wildcard is
 * a whole port (`http://localhost:*`, as client configurations write it); host wildcards are rejected
 * (./wildcards.ts words them).
 */
import { entriesOf, WHOLE_PORT } from './wildcards';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `HTTPS://Example.org:443/path/` → `https://example.org`; anything that is not an http(s) origin → null. */
export function normalizeOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text === 'null' || text.includes('*')) return null;
  const match = /^(https?):\/\/([^/?#:]+|\[[0-9a-f:.]+\])(?::(\d+))?(?:[/?#].*)?$/i.exec(text);
  if (!match) return null;
  const scheme = `${match[1].toLowerCase()}:`;
  const port = match[3] && match[3] !== DEFAULT_PORTS[scheme] ? `:${Number(match[3])}` : '';
  return `${scheme}//${match[2].toLowerCase()}${port}`;
}

/** An allow-list entry: an origin, or `scheme://host:*` for any port of that host. */
export function normalizeOriginPattern(value: unknown): string | null {
  if (typeof value === 'string') {
    const match = WHOLE_PORT.exec(value.trim());
    if (match) return `${match[1].toLowerCase()}:*`;
  }
  return normalizeOrigin(value);
}

/** Splits `data-allowed-origins` ("a, b c") and client lists into normalized origins, dropping bad ones. */
export function toOriginList(...sources: unknown[]): string[] {
  const out = new Set<string>();
  for (const source of sources) {
    for (const item of entriesOf(source)) {
      const origin = normalizeOriginPattern(item);
      if (origin) out.add(origin);
    }
  }
  return [...out];
}

export function isOriginAllowed(origin: unknown, allowList: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  const anyPort = `${normalized.replace(/:\d+$/, '')}:*`;
  return allowList.includes(normalized) || allowList.includes(anyPort);
}
