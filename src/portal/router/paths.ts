/** Paths of named routes: `pathFor('EventDetail', { project: 'dmc2026', slug: 'opening' })` → '/dmc2026/events/opening'. */
import { PATTERNS } from './table';

/** The portal path of a named route, or null for an unknown name or a missing required parameter. */
export function pathFor(name: string, params: Record<string, string> = {}): string | null {
  const pattern = PATTERNS.get(name);
  if (!pattern) return null;
  const parts: string[] = [];
  for (const part of pattern) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const key = part.replace(/^:|\?$/g, '');
    const value = params[key];
    if (value === undefined || value === '') {
      if (part.endsWith('?')) continue;
      return null;
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
}

/** True when `name` is a route of the table (menus may name routes that do not exist: spec 3). */
export const isRouteName = (name: unknown): boolean => typeof name === 'string' && PATTERNS.has(name);
