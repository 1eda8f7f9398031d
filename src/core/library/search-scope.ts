import { visibleProjects } from '../client/visible-projects';
import { asRecord, nonEmptyString } from '../values';
import type { RouteLocation } from './route';

/** The scope switch's value for every project (spec 3 §2 Header). */
export const SEARCH_SCOPE_ALL = 'all';

/**
 * Spec 3 §2 Header "Scope switch: 'all' goes to Home, anything else goes to Project with that name". A blank value
 * goes nowhere (null).
 */
export function searchScopeTarget(value: unknown): RouteLocation | null {
  const scope = nonEmptyString(value);
  if (scope === null) return null;
  if (scope === SEARCH_SCOPE_ALL) return { name: 'Home', params: {}, query: {} };
  return { name: 'Project', params: { project: scope }, query: {} };
}

/**
 * The choices of the scope switch: 'all', then the visible projects (preview projects are hidden from project
 * lists, spec 1 §6) in configuration order. The current value is the route's project when it is one of them, else
 * 'all'.
 */
export function searchScopeChoices(
  config: unknown,
  currentProject: unknown,
): { value: string; choices: { value: string; title: string | null }[] } {
  const projects = visibleProjects(asRecord(config)?.projects);
  const current = nonEmptyString(currentProject);
  return {
    value: projects.some((p) => p.name === current) ? current! : SEARCH_SCOPE_ALL,
    choices: [{ value: SEARCH_SCOPE_ALL, title: null }, ...projects.map((p) => ({ value: p.name, title: p.title }))],
  };
}
