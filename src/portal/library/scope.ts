/** The listing's scope (spec 1 §2): route name → content type and prefix; the library settings that apply. */
import type { ContentType } from '../../core/library/content-type';
import { entityOf } from '../app-context';

const VIEWS: Record<string, ContentType> = {
  CongressResources: 'congressresources',
  Events: 'events',
  Slides: 'slides',
  Speakers: 'speakers',
};
export const VIEW_OF: Record<ContentType, string> = {
  congressresources: 'CongressResources',
  events: 'Events',
  slides: 'Slides',
  speakers: 'Speakers',
};

/** 'ProjectEvents' → { prefix: 'Project', contentType: 'events' }; null for routes that are not listings. */
export function listingOfRoute(name: string): { prefix: '' | 'Group' | 'Project'; contentType: ContentType } | null {
  const m = /^(Group|Project)?(CongressResources|Events|Slides|Speakers)$/.exec(name);
  return m ? { prefix: (m[1] ?? '') as '' | 'Group' | 'Project', contentType: VIEWS[m[2]] } : null;
}

const record = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The library settings of a scope (spec 1 §3: client, group and project each have `library`): the project's, else
 * its group's, else the client's; a group's, else the client's.
 */
export function scopeLibrary(config: unknown, scope: { project?: string; group?: string }): unknown {
  const client = record(config)?.library;
  if (scope.group) return record(entityOf(config, 'groups', scope.group))?.library ?? client;
  if (scope.project) {
    const project = record(entityOf(config, 'projects', scope.project));
    const group = typeof project?.group === 'string' ? record(entityOf(config, 'groups', project.group)) : null;
    return project?.library ?? group?.library ?? client;
  }
  return client;
}
