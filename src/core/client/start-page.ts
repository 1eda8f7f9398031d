import { asRecord, isOn, nonEmptyString } from '../values';

export type StartRedirect =
  | { kind: 'library'; resetFilters: true }
  | { kind: 'project'; project: string }
  | { kind: 'none' };

/**
 * Home start redirect (spec 1 §2, §4): startpage.redirectSlug 'library' resets filters and goes to Library; a slug
 * equal to a project name goes to that Project; otherwise Home stays.
 */
export function startPageRedirect(client: unknown): StartRedirect {
  const c = asRecord(client);
  const slug = nonEmptyString(asRecord(c?.startpage)?.redirectSlug);
  if (!slug) return { kind: 'none' };
  if (slug === 'library') return { kind: 'library', resetFilters: true };
  const projects = asRecord(c?.projects);
  return projects && asRecord(projects[slug]) ? { kind: 'project', project: slug } : { kind: 'none' };
}

/**
 * ProjectHome without widgets (spec 1 §2): redirects to ProjectChannels when the project is live, else to
 * ProjectLibrary; with visible widgets it stays (null).
 */
export function projectHomeRedirect(
  project: unknown,
  hasVisibleWidgets: boolean,
): 'ProjectChannels' | 'ProjectLibrary' | null {
  if (hasVisibleWidgets) return null;
  return isOn(asRecord(project)?.live) ? 'ProjectChannels' : 'ProjectLibrary';
}
