import { describe, expect, it } from 'vitest';
import { listingOfRoute, scopeLibrary } from '../../../src/portal/library/scope';
import { resolveRoute } from '../../../src/portal/router/resolve';

const CONFIG = {
  library: { id: 'client', defaultContentType: 'congressresources' },
  groups: { dms: { library: { id: 'group', defaultContentType: 'events' }, projects: ['a', 'b'] }, bare: {} },
  projects: { a: { group: 'dms' }, b: { group: 'dms', library: { id: 'project' } }, c: {} },
};

describe('spec 2 §2 library routes: the named children and their content types', () => {
  it.each([
    ['CongressResources', '', 'congressresources'],
    ['Events', '', 'events'],
    ['ProjectSlides', 'Project', 'slides'],
    ['GroupSpeakers', 'Group', 'speakers'],
    ['ProjectEvents', 'Project', 'events'],
  ])('%s is a %s listing of %s', (name, prefix, contentType) => {
    expect(listingOfRoute(name)).toEqual({ prefix, contentType });
  });
  it.each(['Library', 'EventDetail', 'Events2', 'ProjectLibrary', ''])('%j is not a listing', (name) => {
    expect(listingOfRoute(name)).toBeNull();
  });
  it('the empty child redirects to the default content type of client, group or project', () => {
    expect(resolveRoute('/library', { config: CONFIG }).name).toBe('CongressResources');
    expect(resolveRoute('/groups/dms/library', { config: CONFIG }).name).toBe('GroupEvents');
    expect(resolveRoute('/b/library', { config: CONFIG }).name).toBe('ProjectCongressResources');
  });
});

describe('spec 1 §3 library settings of a scope: project, else its group, else the client', () => {
  it.each([
    [{ project: 'b' }, 'project'],
    [{ project: 'a' }, 'group'],
    [{ project: 'c' }, 'client'],
    [{ group: 'dms' }, 'group'],
    [{ group: 'bare' }, 'client'],
    [{}, 'client'],
    [{ project: 'missing' }, 'client'],
  ])('%j → the %s library', (scope, id) => {
    expect((scopeLibrary(CONFIG, scope) as { id: string }).id).toBe(id);
  });
});
