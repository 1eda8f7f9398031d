import { asRecord, isOn, nonEmptyString } from '../values';

/** The chrome every page of a project or group carries (spec 1 §2). */
export interface ScopeChrome {
  kind: 'project' | 'group';
  name: string;
  /** The scope's asset names (`projectAssets` / `groupAssets`): the header banner is shown only if it exists. */
  assetNames: Record<string, unknown> | null;
  /** The live badge: a live project that is not a preview (preview projects never show as live, spec 1 §1). */
  live: boolean;
}

/**
 * Spec 1 §2 routes `/{project}` ("Header banner, live badge") and `/groups/{group}` ("Header with banner"): the
 * header belongs to the scope's route and so to all of its children — home, pages, library, channels, schedule and
 * detail pages — not to the home page alone. Null outside a project or group, for an unknown one, and on the
 * SingleWidget route (widget routes bypass the page chrome, spec 3 §2).
 */
export function scopeChrome(
  config: unknown,
  route: { chain: readonly string[]; params: Record<string, string | undefined> },
): ScopeChrome | null {
  const root = route.chain[0];
  const kind = root === 'Project' ? 'project' : root === 'Group' ? 'group' : null;
  if (!kind) return null;
  const name = nonEmptyString(route.params[kind]);
  const entity = name ? asRecord(asRecord(asRecord(config)?.[`${kind}s`])?.[name]) : null;
  if (!name || !entity) return null;
  return {
    kind,
    name,
    assetNames: asRecord(entity[kind === 'project' ? 'projectAssets' : 'groupAssets']),
    live: kind === 'project' && isOn(entity.live) && !isOn(entity.preview),
  };
}
