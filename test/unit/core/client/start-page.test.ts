import { describe, expect, it } from 'vitest';
import { projectHomeRedirect, startPageRedirect } from '../../../../src/core/client/start-page';

const projects = { esc2026: { name: 'esc2026' } };

describe("spec 1 §2 / §4 Home start redirect: 'library' resets filters and goes to Library; a project name goes to Project", () => {
  it.each([
    [
      { startpage: { redirectSlug: 'library' }, projects },
      { kind: 'library', resetFilters: true },
    ],
    [
      { startpage: { redirectSlug: 'esc2026' }, projects },
      { kind: 'project', project: 'esc2026' },
    ],
    [{ startpage: { redirectSlug: 'unknown' }, projects }, { kind: 'none' }],
    [{ startpage: { redirectSlug: '' }, projects }, { kind: 'none' }],
    [{ startpage: null }, { kind: 'none' }],
    [{ startpage: { redirectSlug: 'esc2026' } }, { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%j → %j', (client, expected) => {
    expect(startPageRedirect(client)).toEqual(expected);
  });
});

describe('spec 1 §2 ProjectHome without widgets: ProjectChannels when live, else ProjectLibrary', () => {
  it.each([
    [{ live: 1 }, false, 'ProjectChannels'],
    [{ live: true }, false, 'ProjectChannels'],
    [{ live: 0 }, false, 'ProjectLibrary'],
    [null, false, 'ProjectLibrary'],
    [{ live: 1 }, true, null],
  ])('%j widgets %s → %j', (project, widgets, expected) => {
    expect(projectHomeRedirect(project, widgets)).toBe(expected);
  });
});
