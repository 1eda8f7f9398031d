/** Client name used when the host gives none: localhost, numeric hosts and empty input (ARCHITECTURE, spec 1 §1). */
export const DEFAULT_CLIENT_NAME = 'demo';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Generic second-level labels under two-letter country domains (esc.co.uk, congress.com.au): skipped. */
const COUNTRY_SECOND_LEVELS = ['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'or', 'ne', 'go'];

/** Lower-cased host name without protocol, credentials, path, port, IPv6 brackets or trailing dots. */
function bareHost(host: unknown): string {
  if (typeof host !== 'string') return '';
  let h = host.trim().toLowerCase();
  h = h.replace(/^[a-z][a-z0-9+.-]*:\/\//, ''); // "https://x" → "x"
  h = h.split(/[/?#]/)[0] ?? '';
  h = h.slice(h.lastIndexOf('@') + 1);
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined); // "[::1]:8080"
  if ((h.match(/:/g) ?? []).length > 1) return h; // bare IPv6 "::1"
  h = h.split(':')[0] ?? '';
  return h.replace(/\.+$/, '');
}

function isNumericHost(h: string): boolean {
  return IPV4.test(h) || h.includes(':') || /^[\d.]+$/.test(h);
}

/**
 * Client-name fallback when the host lookup fails (spec 1 §1, spec 3 §1 and §8): the second-level name of the
 * host, or `demo` for localhost, numeric hosts (IPv4, IPv6) and empty input. Under a two-letter country domain a
 * generic second level (co, com, org, …) is skipped: `www.esc.co.uk` → `esc`.
 * @example clientNameFromHost('www.esc.org') // 'esc'
 * @example clientNameFromHost('congress.nordic.example:8443') // 'nordic'
 */
export function clientNameFromHost(host: string): string {
  const h = bareHost(host);
  if (!h || isNumericHost(h)) return DEFAULT_CLIENT_NAME;
  const labels = h.split('.').filter(Boolean);
  if (labels.length === 0 || labels[labels.length - 1] === 'localhost') return DEFAULT_CLIENT_NAME;
  let index = labels.length >= 2 ? labels.length - 2 : 0;
  const tld = labels[labels.length - 1];
  if (index > 0 && tld.length === 2 && COUNTRY_SECOND_LEVELS.includes(labels[index])) index -= 1;
  const name = labels[index];
  return name || DEFAULT_CLIENT_NAME;
}
