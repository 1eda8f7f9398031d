/** Spec 1 §2 route table: every path of the table, its name, nested chain, parameters and redirects. */
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../src/portal/router/resolve';
import { pathFor, isRouteName } from '../../../src/portal/router/paths';
import { defaultLibraryView } from '../../../src/portal/router/routes';
import { hostUrlOf, normalizeBasePath, portalPathOf } from '../../../src/portal/router/base-path';
import { hasQueryKey, queryObject, withStickyQuery } from '../../../src/portal/router/query';

const config = {
  library: { defaultContentType: 'congressresources' },
  projects: { dmc2026: { name: 'dmc2026', library: { defaultContentType: 'events' } }, nsc2026: { name: 'nsc2026' } },
  groups: { cardio: { name: 'cardio', library: { defaultContentType: 'events' } }, neuro: { name: 'neuro' } },
};
const at = (path: string, cfg: unknown = config) => resolveRoute(path, { config: cfg });

describe('spec 1 §2 route table: every path resolves to its named route', () => {
  it.each([
    ['/', 'Home', 'checked', {}],
    ['/error-page', 'ErrorPage', 'none', {}],
    ['/page-not-found', 'PageNotFound', 'none', {}],
    ['/login', 'Login', 'none', {}],
    ['/no-access', 'NoAccess', 'none', {}],
    ['/oauth2-finish', 'OAuth2Finish', 'none', {}],
    ['/tokengrave', 'TokenGrave', 'none', {}],
    ['/logout', 'Logout', 'none', {}],
    ['/frontchannel-logout', 'FrontchannelLogout', 'none', {}],
    ['/tracking-test', 'TrackingTest', 'required', {}],
    ['/favourites', 'Favourites', 'checked', {}],
    ['/library/congressresources', 'CongressResources', 'checked', {}],
    ['/library/events', 'Events', 'checked', {}],
    ['/library/slides', 'Slides', 'checked', {}],
    ['/library/speakers', 'Speakers', 'checked', {}],
    ['/privacy', 'Privacy', 'none', {}],
    ['/accessibility', 'AccessibilityStatement', 'none', {}],
    ['/packages', 'Packages', 'checked', {}],
    ['/packages/basics-101', 'PackageDetail', 'checked', { slugOrSku: 'basics-101' }],
    ['/spotlights', 'Spotlights', 'checked', {}],
    ['/spotlights/SKU-9', 'SpotlightDetail', 'checked', { slugOrSku: 'SKU-9' }],
    ['/education', 'Education', 'checked', {}],
    ['/education/ecg', 'EducationItemDetail', 'checked', { slug: 'ecg' }],
    ['/pages/imprint', 'Page', 'checked', { slug: 'imprint' }],
    ['/groups/cardio', 'GroupHome', 'checked', { group: 'cardio' }],
    ['/groups/cardio/library/slides', 'GroupSlides', 'checked', { group: 'cardio' }],
    ['/speakers/42', 'SpeakerDetail', 'checked', { id: '42' }],
    ['/dmc2026', 'ProjectHome', 'checked', { project: 'dmc2026' }],
    ['/dmc2026/pages/venue', 'ProjectPage', 'checked', { project: 'dmc2026', slug: 'venue' }],
    ['/dmc2026/channels', 'ProjectChannels', 'checked', { project: 'dmc2026' }],
    ['/dmc2026/schedule', 'ProjectSchedule', 'checked', { project: 'dmc2026' }],
    ['/dmc2026/library/speakers', 'ProjectSpeakers', 'checked', { project: 'dmc2026' }],
    ['/dmc2026/crs/abstract-7', 'CRDetail', 'checked', { project: 'dmc2026', slug: 'abstract-7' }],
    ['/dmc2026/events/opening', 'EventDetail', 'checked', { project: 'dmc2026', slug: 'opening' }],
    ['/dmc2026/channels/hall-a', 'ChannelDetail', 'checked', { project: 'dmc2026', slug: 'hall-a' }],
    ['/dmc2026/widgets/liveplayer', 'SingleWidget', 'widget', { project: 'dmc2026', widget: 'liveplayer' }],
    [
      '/dmc2026/widgets/overflowplayer/hall-b',
      'SingleWidget',
      'widget',
      { project: 'dmc2026', widget: 'overflowplayer', name: 'hall-b' },
    ],
  ])('%s is %s (auth %s)', (path, name, auth, params) => {
    const match = at(path);
    expect(match).toMatchObject({ name, auth, params, path, redirected: false });
  });

  it('nested children carry the chain of their parents', () => {
    expect(at('/dmc2026/library/events').chain).toEqual(['Project', 'ProjectLibrary', 'ProjectEvents']);
    expect(at('/groups/cardio').chain).toEqual(['Group', 'GroupHome']);
    expect(at('/library/slides').chain).toEqual(['Library', 'Slides']);
  });

  it('parameters are decoded; a badly encoded one is PageNotFound', () => {
    expect(at('/dmc2026/crs/caf%C3%A9').params.slug).toBe('café');
    expect(at('/dmc2026/crs/%E0%A4%A').name).toBe('PageNotFound');
  });

  it('trailing and repeated slashes do not change the route', () => {
    expect(at('/library/events/').name).toBe('Events');
    expect(at('//privacy').name).toBe('Privacy');
  });
});

describe('spec 1 §2 redirects', () => {
  it.each([
    ['/favorites → /favourites', '/favorites', 'Favourites', '/favourites'],
    ['library default (client: congressresources)', '/library', 'CongressResources', '/library/congressresources'],
    ['project library default (project: events)', '/dmc2026/library', 'ProjectEvents', '/dmc2026/library/events'],
    [
      'project library default (none: congressresources)',
      '/nsc2026/library',
      'ProjectCongressResources',
      '/nsc2026/library/congressresources',
    ],
    ['group library default from the group', '/groups/cardio/library', 'GroupEvents', '/groups/cardio/library/events'],
    [
      'group library default without one',
      '/groups/neuro/library',
      'GroupCongressResources',
      '/groups/neuro/library/congressresources',
    ],
    ['group events into the group library', '/groups/neuro/events', 'GroupEvents', '/groups/neuro/library/events'],
    ['group slides into the group library', '/groups/neuro/slides', 'GroupSlides', '/groups/neuro/library/slides'],
    [
      'group speakers into the group library',
      '/groups/neuro/speakers',
      'GroupSpeakers',
      '/groups/neuro/library/speakers',
    ],
    ['project events into the project library', '/dmc2026/events', 'ProjectEvents', '/dmc2026/library/events'],
    ['project slides into the project library', '/dmc2026/slides', 'ProjectSlides', '/dmc2026/library/slides'],
    ['project speakers into the project library', '/dmc2026/speakers', 'ProjectSpeakers', '/dmc2026/library/speakers'],
    ['an unknown project goes Home', '/nope2099', 'Home', '/'],
    ['an unknown project below goes Home', '/nope2099/library/events', 'Home', '/'],
    ['a single widget of an unknown project goes Home', '/nope2099/widgets/liveplayer', 'Home', '/'],
    ['any other path is PageNotFound', '/dmc2026/no/such/thing', 'PageNotFound', '/page-not-found'],
    ['a deep unknown path is PageNotFound', '/dmc2026/crs/a/b', 'PageNotFound', '/page-not-found'],
  ])('%s', (_title, path, name, finalPath) => {
    expect(at(path)).toMatchObject({ name, path: finalPath, redirected: true });
  });

  it('the library default is congressresources unless the client says events', () => {
    expect(defaultLibraryView({ defaultContentType: 'events' })).toBe('Events');
    expect(defaultLibraryView({ defaultContentType: 'EVENTS' })).toBe('Events');
    expect(defaultLibraryView({ defaultContentType: 'bogus' })).toBe('CongressResources');
    expect(defaultLibraryView(null)).toBe('CongressResources');
  });

  it('without a client configuration every project counts as unknown (Home), other routes still match', () => {
    expect(at('/dmc2026', null).name).toBe('Home');
    expect(at('/library', null).name).toBe('CongressResources');
  });
});

describe('paths of named routes', () => {
  it.each([
    ['Home', {}, '/'],
    ['Favourites', {}, '/favourites'],
    ['Project', { project: 'dmc2026' }, '/dmc2026'],
    ['ProjectLibrary', { project: 'dmc2026' }, '/dmc2026/library'],
    ['EventDetail', { project: 'dmc2026', slug: 'a b/c' }, '/dmc2026/events/a%20b%2Fc'],
    ['SingleWidget', { project: 'dmc2026', widget: 'liveplayer' }, '/dmc2026/widgets/liveplayer'],
    ['SingleWidget', { project: 'dmc2026', widget: 'liveplayer', name: 'x' }, '/dmc2026/widgets/liveplayer/x'],
    ['GroupSpeakers', { group: 'cardio' }, '/groups/cardio/library/speakers'],
  ])('%s %j → %s', (name, params, path) => {
    expect(pathFor(name, params as Record<string, string>)).toBe(path);
  });

  it('an unknown name or a missing parameter gives no path', () => {
    expect(pathFor('Nope')).toBeNull();
    expect(pathFor('EventDetail', { project: 'dmc2026' })).toBeNull();
    expect(isRouteName('ChannelDetail')).toBe(true);
    expect(isRouteName('Bogus')).toBe(false);
  });

  it('every named route round-trips: its path resolves to itself', () => {
    const params = { project: 'dmc2026', group: 'cardio', slug: 's', slugOrSku: 'k', id: '1', widget: 'liveplayer' };
    for (const name of [
      'Home',
      'Login',
      'Favourites',
      'Events',
      'PackageDetail',
      'GroupHome',
      'ProjectChannels',
      'CRDetail',
      'ChannelDetail',
    ]) {
      expect(at(pathFor(name, params)!).name).toBe(name);
    }
  });
});

describe('clean paths under the base path', () => {
  it.each([
    ['/congress', '/congress'],
    ['/congress/', '/congress'],
    ['congress', '/congress'],
    ['/', ''],
    ['', ''],
    [undefined, ''],
    ['/a//b/', '/a/b'],
    ['/x?y#z', '/x'],
  ])('base path %j → %j', (input, out) => expect(normalizeBasePath(input)).toBe(out));

  it.each([
    ['/congress', '/congress', '/'],
    ['/congress/', '/congress', '/'],
    ['/congress/dmc2026/library', '/congress', '/dmc2026/library'],
    ['/congressional', '/congress', null],
    ['/index.html', '/congress', null],
    ['/dmc2026', '', '/dmc2026'],
  ])('host path %s under %j is portal path %j', (pathname, base, path) => {
    expect(portalPathOf(pathname, base)).toBe(path);
  });

  it('host URLs are always below the base path', () => {
    expect(hostUrlOf('/congress', '/')).toBe('/congress');
    expect(hostUrlOf('/congress', '/library', '?page=2', '#x')).toBe('/congress/library?page=2#x');
    expect(hostUrlOf('/congress', '//evil.example')).toBe('/congress/evil.example');
    expect(hostUrlOf('', '//evil.example')).toBe('/evil.example');
  });
});

describe('query parameters honoured on every route', () => {
  it('fakenow and hidden travel with a navigation; the target wins; others do not travel', () => {
    expect(withStickyQuery('page=2', '?fakenow=2026-03-04T10:00:00%2B01:00&hidden&q=x')).toBe(
      '?page=2&fakenow=2026-03-04T10%3A00%3A00%2B01%3A00&hidden=',
    );
    expect(withStickyQuery('fakenow=1', '?fakenow=2')).toBe('?fakenow=1');
    expect(withStickyQuery('', '?q=1')).toBe('');
  });

  it('hidden counts with or without a value; queries read as objects', () => {
    expect(hasQueryKey('?hidden', 'hidden')).toBe(true);
    expect(hasQueryKey('?x=1', 'hidden')).toBe(false);
    expect(queryObject('?a=1&a=2&b=')).toEqual({ a: '1', b: '' });
  });
});
