import { asRecord } from '../values';

/**
 * Search is shown only for the 'extended' library type and when the route does not disable it (spec 2 §2,
 * spec 3 §2 Header). `routeDisablesSearch` is the route's own flag (route meta).
 */
export function isSearchEnabled(client: unknown, routeDisablesSearch?: unknown): boolean {
  return asRecord(client)?.librarytype === 'extended' && routeDisablesSearch !== true;
}
