import { describe, expect, it } from 'vitest';
import { topicClickTarget } from '../../../../src/core/library/topic-click';
import { searchSubmitTarget } from '../../../../src/core/library/search-submit';

const f = (topic: string) => `topics==${topic}`;

describe('spec 2 §2 topic click: target route by scope and detail type; nothing on lists in widget mode', () => {
  it.each([
    ['resource', { group: 'g', project: 'p' }, 'GroupCongressResources', { group: 'g' }],
    ['resource', { project: 'p', slug: 's' }, 'ProjectCongressResources', { project: 'p' }],
    ['resource', {}, 'CongressResources', {}],
    ['event', { group: 'g' }, 'GroupEvents', { group: 'g' }],
    ['event', { project: 'p' }, 'ProjectEvents', { project: 'p' }],
    ['event', null, 'Events', {}],
    ['speaker', { group: 'g' }, 'GroupLibrary', { group: 'g' }],
    ['speaker', { project: 'p' }, 'ProjectLibrary', { project: 'p' }],
    ['speaker', { id: '7' }, 'Library', {}],
  ])('%s detail with params %j → %s', (source, params, name, outParams) => {
    const t = topicClickTarget({
      source: source as 'resource',
      topic: 'Heart',
      current: { name: 'X', params, query: {} },
    });
    expect(t).toEqual({ name, params: outParams, query: { filter: f('Heart') } });
  });

  it('merges the topic filter into the current query and resets the page', () => {
    const t = topicClickTarget({
      source: 'resource',
      topic: 'Lung',
      current: { params: { project: 'p' }, query: { q: 'x', page: '3', filter: 'crtype==lecture' } },
    });
    expect(t?.query).toEqual({ q: 'x', filter: 'crtype==lecture;topics==Lung' });
  });

  it('on a list stays on the current route; in widget mode does nothing there', () => {
    const current = { name: 'ProjectEvents', params: { project: 'p' }, query: {} };
    expect(topicClickTarget({ source: 'list', topic: 'Heart', current })).toEqual({
      name: 'ProjectEvents',
      params: { project: 'p' },
      query: { filter: f('Heart') },
    });
    expect(topicClickTarget({ source: 'list', topic: 'Heart', current, widgetMode: true })).toBeNull();
    expect(topicClickTarget({ source: 'resource', topic: 'Heart', current, widgetMode: true })?.name).toBe(
      'ProjectCongressResources',
    );
  });

  it.each(['', '  ', null, 5])('ignores a blank or malformed topic %j', (topic) => {
    expect(topicClickTarget({ source: 'resource', topic, current: {} })).toBeNull();
  });
});

describe('spec 2 §2 / spec 3 §2 search submit target route', () => {
  it.each(['Home', 'SpeakerDetail', 'Packages', 'PackageDetail'])('from %s → Library with q', (name) => {
    expect(
      searchSubmitTarget({
        q: ' heart ',
        current: { name, params: { id: '1' }, query: { page: '2' } },
        scope: 'reset',
      }),
    ).toEqual({ name: 'Library', params: {}, query: { q: 'heart' } });
  });

  it.each([
    [{ group: 'g' }, 'GroupLibrary', { group: 'g' }],
    [{ project: 'p' }, 'ProjectLibrary', { project: 'p' }],
    [{}, 'Library', {}],
  ])("scope 'reset' with params %j → %s", (params, name, outParams) => {
    expect(
      searchSubmitTarget({ q: 'x', current: { name: 'CRDetail', params, query: { filter: 'a==b' } }, scope: 'reset' }),
    ).toEqual({ name, params: outParams, query: { q: 'x' } });
  });

  it('otherwise adds q to the current route (page reset, other query kept)', () => {
    expect(
      searchSubmitTarget({
        q: 'x',
        current: { name: 'ProjectEvents', params: { project: 'p' }, query: { page: '3', filter: 'a==b', q: 'old' } },
      }),
    ).toEqual({ name: 'ProjectEvents', params: { project: 'p' }, query: { filter: 'a==b', q: 'x' } });
  });

  it.each(['', '   ', null, undefined, 42])('ignores an empty submit %j', (q) => {
    expect(searchSubmitTarget({ q, current: { name: 'Home' } })).toBeNull();
  });
});
