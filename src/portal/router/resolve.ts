/**
 * Matches a portal path against the route table (spec 1 §2): the first entry in table order wins;
 * redirects are followed (at most 5 hops); an unknown path, a badly encoded segment or a redirect loop ends
 * on PageNotFound; an unknown project ends on Home.
 */
import { HOME, NOT_FOUND, type RouteAuth, type RouteTarget } from './routes';
import { FLAT_ROUTES, type FlatRoute } from './table';
import { pathFor } from './paths';

export interface RouteMatch {
  name: string;
  /** Names from the outermost route (nested views), e.g. ['Project', 'ProjectLibrary', 'ProjectEvents']. */
  chain: string[];
  params: Record<string, string>;
  auth: RouteAuth;
  /** The portal path finally shown (after redirects), without query. */
  path: string;
  /** True when redirects were followed: the URL must be replaced by `path`. */
  redirected: boolean;
}

export interface ResolveContext {
  /** The client configuration (projects, groups, library defaults). */
  config: unknown;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Parameters of `route` for `segments`, or null when it does not match. */
function matchRoute(route: FlatRoute, segments: string[]): Record<string, string> | null {
  const pattern = route.segments;
  const optional = pattern.length > 0 && pattern[pattern.length - 1].endsWith('?');
  if (segments.length > pattern.length || segments.length < pattern.length - (optional ? 1 : 0)) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    const value = segments[i];
    if (part.startsWith(':')) {
      if (value === undefined) continue; // the optional last parameter
      const decoded = decode(value);
      if (decoded === null || decoded === '') return null;
      params[part.replace(/^:|\?$/g, '')] = decoded;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function projectExists(config: unknown, name: string | undefined): boolean {
  const projects = (config as { projects?: unknown } | null)?.projects;
  return !!name && !!projects && typeof projects === 'object' && Object.hasOwn(projects, name);
}

function find(path: string): { route: FlatRoute; params: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  for (const route of FLAT_ROUTES) {
    const params = matchRoute(route, segments);
    if (params) return { route, params };
  }
  return null;
}

export function resolveRoute(path: string, ctx: ResolveContext): RouteMatch {
  let current = path;
  let redirected = false;
  for (let hop = 0; hop < 6; hop += 1) {
    const found = find(current);
    let target: RouteTarget | null = null;
    if (!found) target = NOT_FOUND;
    else if (found.route.redirect) target = found.route.redirect({ params: found.params, config: ctx.config });
    else if ('project' in found.params && !projectExists(ctx.config, found.params.project)) target = HOME;
    if (!target && found) {
      const { route, params } = found;
      return { name: route.name!, chain: route.chain, params, auth: route.auth, path: current, redirected };
    }
    const next = pathFor(target!.name, target!.params);
    if (next === null) break;
    redirected = true;
    current = next;
  }
  return {
    name: 'PageNotFound',
    chain: ['PageNotFound'],
    params: {},
    auth: 'none',
    path: '/page-not-found',
    redirected: true,
  };
}
