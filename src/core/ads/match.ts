import type { Advertisement } from '../types';
import { asArray, asRecord, isOn, splitList, toNumber } from '../values';
import { parsePlacementRules, type ParsedPlacementRule } from './placement-rules';

/** Where an advertisement could appear: the route's ad tags, the active filter values, module values. */
export interface AdContext {
  /** Ad tags of the current route (location rules). */
  adTags?: unknown;
  /** Active filter values (filter rules). */
  activeFilters?: unknown;
  /** Values per module name on the page (module rules); a rule without moduleName looks at all. */
  moduleValues?: Record<string, unknown> | null;
}

/** Spec 1 §5: an advertisement needs at least one visible module (a module without layout.hide). */
export function hasVisibleModule(ad: unknown): boolean {
  return asArray<unknown>(asRecord(ad)?.modules).some((m) => {
    const module = asRecord(m);
    return module !== null && !isOn(asRecord(module.layout)?.hide);
  });
}

function overlaps(values: string[], candidates: unknown): boolean {
  const set = new Set(splitList(candidates));
  return values.some((v) => set.has(v));
}

function ruleMatches(rule: ParsedPlacementRule, context: AdContext): boolean {
  if (rule.name === 'location') return overlaps(rule.values, context.adTags);
  if (rule.name === 'filter') return overlaps(rule.values, context.activeFilters);
  const modules = asRecord(context.moduleValues) ?? {};
  const names = rule.moduleName !== null ? [rule.moduleName] : Object.keys(modules);
  return names.some((name) => overlaps(rule.values, modules[name]));
}

/**
 * Spec 1 §5 Advertisement matching: at least one visible module; every location rule overlaps the
 * route's ad tags; every filter or module rule matches the active filters or module values. An
 * advertisement without any usable rule (none, or bad JSON) does not match.
 */
export function advertisementMatches(ad: unknown, context: AdContext): boolean {
  if (!hasVisibleModule(ad)) return false;
  const rules = parsePlacementRules(asRecord(ad)?.placement_rules);
  return rules.length > 0 && rules.every((rule) => ruleMatches(rule, context));
}

/** Spec 1 §9: advertisements sorted by boost descending (missing boost counts as 0; stable). */
export function sortByBoost<T>(ads: unknown): T[] {
  return asArray<T>(ads)
    .filter((ad) => asRecord(ad) !== null)
    .map((ad, index) => ({ ad, index, boost: toNumber(asRecord(ad)?.boost) ?? 0 }))
    .sort((a, b) => b.boost - a.boost || a.index - b.index)
    .map((e) => e.ad);
}

/** The advertisements to show in a context: the matching ones, highest boost first. */
export function matchingAdvertisements(ads: unknown, context: AdContext): Advertisement[] {
  return sortByBoost<Advertisement>(ads).filter((ad) => advertisementMatches(ad, context));
}
