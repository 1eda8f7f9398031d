import { nonEmptyString } from '../values';

function projectPath(project: unknown, section: string, slug: unknown): string | null {
  const p = nonEmptyString(project);
  const s = nonEmptyString(slug);
  if (p === null || s === null) return null;
  return `/${encodeURIComponent(p)}/${section}/${encodeURIComponent(s)}`;
}

/** Spec 3 §2: the live channel default path /{project}/channels/{slug} (null without both parts). */
export function liveChannelPath(project: unknown, slug: unknown): string | null {
  return projectPath(project, 'channels', slug);
}

/** Spec 3 §2: the event library default path /{project}/events/{slug} (null without both parts). */
export function eventLibraryPath(project: unknown, slug: unknown): string | null {
  return projectPath(project, 'events', slug);
}
