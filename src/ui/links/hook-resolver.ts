/**
 * The host's link hooks for a mount's links, with one console warning per broken hook for the whole page. A lazy
 * chunk: host-link.ts imports it once a host has registered a hook, so pages without one never load it.
 */
import type { LinkDetail, LinkScope, ResolvedLink } from '../../core/links/link-hook';
import { resolveInScope, warnOncePerHook } from '../../core/links/resolve-link';

const problem = warnOncePerHook((message) => console.warn(`[CongressPortal] ${message}`));

/** A mount's link through the host's hooks and the URL gate (core `resolveInScope`). */
export function resolveWithHooks(
  scope: LinkScope,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
): ResolvedLink | null {
  return resolveInScope(scope, link, problem);
}
