/**
 * The route tree flattened once into leaf entries (full segment patterns, the chain of names from the
 * outermost route, the inherited access level), in matching order.
 */
import { ROUTES, type RouteAuth, type RouteDef, type RedirectContext, type RouteTarget } from './routes';

export interface FlatRoute {
  segments: string[];
  /** The leaf's name; absent on pure redirects. */
  name?: string;
  /** Names from the outermost route to this one (nested views). */
  chain: string[];
  auth: RouteAuth;
  redirect?: (ctx: RedirectContext) => RouteTarget;
}

const split = (path: string) => path.split('/').filter(Boolean);

export function flatten(
  defs: RouteDef[],
  parent: string[] = [],
  chain: string[] = [],
  auth: RouteAuth = 'checked',
): FlatRoute[] {
  return defs.flatMap((def) => {
    const segments = [...parent, ...split(def.path)];
    const names = def.name ? [...chain, def.name] : chain;
    const level = def.auth ?? auth;
    if (def.children) return flatten(def.children, segments, names, level);
    return [{ segments, name: def.name, chain: names, auth: level, redirect: def.redirect }];
  });
}

export const FLAT_ROUTES: readonly FlatRoute[] = flatten(ROUTES);

/** Name → full segment pattern, for every named route (a parent's path is also its '' child's path). */
export const PATTERNS: ReadonlyMap<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  const walk = (defs: RouteDef[], parent: string[]) =>
    defs.forEach((def) => {
      const segments = [...parent, ...split(def.path)];
      if (def.name) map.set(def.name, segments);
      if (def.children) walk(def.children, segments);
    });
  walk(ROUTES, []);
  return map;
})();
