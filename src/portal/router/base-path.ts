/**
 * The portal lives under the mount's base path (`data-base-path`, clean paths, no hash). These helpers
 * translate between the host's `location.pathname` and the portal's own path, and never produce a URL
 * outside the base path.
 */

/** '/congress/' → '/congress'; '', '/' and non-strings → '' (the site root). Repeated slashes collapse. */
export function normalizeBasePath(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** '/library/' → '/library', '' → '/', '//a' → '/a'. */
export function normalizePath(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/**
 * The portal path of a host pathname, or null when the pathname is outside the base path
 * (`/congressional` is not inside `/congress`).
 */
export function portalPathOf(pathname: string, basePath: string): string | null {
  if (basePath === '') return normalizePath(pathname);
  if (pathname === basePath) return '/';
  if (!pathname.startsWith(`${basePath}/`)) return null;
  return normalizePath(pathname.slice(basePath.length));
}

/** The host URL (path + query + hash) of a portal path: always below the base path. */
export function hostUrlOf(basePath: string, portalPath: string, search = '', hash = ''): string {
  const path = normalizePath(portalPath);
  const full = basePath === '' ? path : path === '/' ? basePath : `${basePath}${path}`;
  const q = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${full}${q}${hash}`;
}
