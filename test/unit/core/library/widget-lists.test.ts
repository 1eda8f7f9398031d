import { describe, expect, it } from 'vitest';
import { listDate } from '../../../../src/core/i18n-dates/list-date';
import {
  allowedStatuses,
  extraFilterClauses,
  inIdOrder,
  parseIds,
  widgetItemLink,
  widgetListLayout,
  widgetListLimit,
  widgetListRequest,
  widgetListSort,
} from '../../../../src/core/library/widget-lists';

describe('spec 3 §9 widget defaults: limit from settings, default 8', () => {
  it.each([
    [undefined, 8],
    ['', 8],
    [0, 8],
    [-3, 8],
    ['abc', 8],
    [{}, 8],
    [12, 12],
    ['5', 5],
    [2.7, 2],
    [99999, 2017],
  ])('%j → %d', (value, expected) => {
    expect(widgetListLimit(value)).toBe(expected);
  });
});

describe('spec 3 §9 widget defaults: layout tiles', () => {
  it.each([
    [undefined, 'tiles'],
    ['nonsense', 'tiles'],
    ['list', 'list'],
    ['TABLE', 'list'],
    ['slider', 'slider'],
    ['slideshow', 'slider'],
    [3, 'tiles'],
  ])('%j → %s', (value, expected) => {
    expect(widgetListLayout(value)).toBe(expected);
  });
  it('resources-table: the table unless a layout is set', () => {
    expect(widgetListRequest('resources-table', { ids: '1' }).layout).toBe('list');
    expect(widgetListRequest('resources-table', { ids: '1', layout: 'tiles' }).layout).toBe('tiles');
    expect(widgetListRequest('resources-list', { ids: '1' }).layout).toBe('tiles');
  });
});

describe('spec 3 §9 widget defaults: mode latest (newest first); another mode by start ascending (spec 3 §7)', () => {
  it.each([
    [undefined, '-datestart'],
    ['latest', '-datestart'],
    ['LATEST', '-datestart'],
    ['chronological', 'datestart'],
  ])('%j → %s', (mode, expected) => {
    expect(widgetListSort(mode)).toBe(expected);
  });
});

describe('spec 3 §9 widget defaults: allowed status 6', () => {
  it.each([
    [undefined, ['6']],
    ['', ['6']],
    [6, ['6']],
    ['1, 6', ['1', '6']],
    [
      [4, 6],
      ['4', '6'],
    ],
    ['any', []],
    ['x', []],
  ])('%j → %j', (value, expected) => {
    expect(allowedStatuses(value)).toEqual(expected);
  });
});

describe('spec 3 §5: library content type events, slides, speakers, else congress resources; smart library slides, else congress resources', () => {
  it.each([
    ['events', 'events', 'congressresources'],
    ['slides', 'slides', 'slides'],
    ['speakers', 'speakers', 'congressresources'],
    ['posters', 'congressresources', 'congressresources'],
    [undefined, 'congressresources', 'congressresources'],
    [42, 'congressresources', 'congressresources'],
  ])('%j → library %s, smart %s', (contenttype, library, smart) => {
    expect(widgetListRequest('library', { contenttype }).contentType).toBe(library);
    expect(widgetListRequest('smart-video-library', { contenttype }).contentType).toBe(smart);
  });
  it('the setting may be called type as well', () => {
    expect(widgetListRequest('library', { type: 'events' }).contentType).toBe('events');
  });
});

describe('spec 3 §7 library-type resources in widgets: scope, status, crtype, channel, active filters, extraFilter; limit', () => {
  it('congress resources of the project, status 6, newest first, 8', () => {
    expect(widgetListRequest('library', {}, { project: 'dmc2026' }).params).toEqual({
      type: 'congressresource',
      project: 'dmc2026',
      filter: 'status==6',
      sort: '-datestart',
      limit: '8',
    });
  });
  it('the settings project wins over the mount point; crtype, shared topics and extra clauses are filters', () => {
    const { params } = widgetListRequest(
      'library',
      { project: 'p2', crtype: 'lecture, eposter', extraFilter: 'type==Lecture;bad clause', limit: 4 },
      { project: 'dmc2026', topics: ['Oncology', 'A;B'] },
    );
    expect(params).toEqual({
      type: 'congressresource',
      project: 'p2',
      filter: 'status==6;crtype==lecture|eposter;topics==Oncology|A\\;B;type==Lecture',
      sort: '-datestart',
      limit: '4',
    });
  });
  it("events: no status filter (their status is the clock's), channels by slug", () => {
    expect(widgetListRequest('library', { contenttype: 'events', channel: 'hall-a' }).params).toEqual({
      type: 'event',
      filter: 'channels.slug==hall-a',
      sort: '-datestart',
      limit: '8',
    });
  });
  it('speakers: no filter, no date sort; slides: the timeline type', () => {
    expect(widgetListRequest('library', { contenttype: 'speakers' }, { topics: ['X'] }).params).toEqual({
      type: 'speaker',
      limit: '8',
    });
    expect(widgetListRequest('smart-video-library', { contenttype: 'slides' }).params).toEqual({
      type: 'timeline',
      sort: '-datestart',
      limit: '8',
    });
  });
  it('extraFilter keeps only field OP value clauses', () => {
    expect(extraFilterClauses('a==1; b~=x ;junk;;c>2026-01-01')).toEqual(['a==1', 'b~=x', 'c>2026-01-01']);
    expect(extraFilterClauses(7)).toEqual([]);
  });
});

describe('spec 3 §3 resources list: ids, type; spec 3 §7 resource search by ids', () => {
  it('ids by exact byIds, type congress resource or event, in the order given', () => {
    expect(widgetListRequest('resources-list', { ids: '3, 1,3', type: 'events' }, { project: 'dmc2026' })).toEqual({
      contentType: 'events',
      layout: 'tiles',
      ids: ['3', '1'],
      params: { type: 'event', project: 'dmc2026', exact: 'byIds', query: '3,1', limit: '2' },
    });
    expect(widgetListRequest('resources-table', { ids: [5, 6] }).params).toEqual({
      type: 'congressresource',
      filter: 'status==6',
      exact: 'byIds',
      query: '5,6',
      limit: '2',
    });
  });
  it.each([[''], [[]], [null], ['  ,  '], [{}], ['<script>']])('empty or unusable ids %j: no request', (ids) => {
    expect(widgetListRequest('resources-list', { ids }).params).toBeNull();
  });
  it('parseIds: numbers and strings, blanks and duplicates dropped', () => {
    expect(parseIds([1, '2', ' ', 1, 'a b', 'x-1'])).toEqual(['1', '2', 'x-1']);
  });
  it('an answer comes back in the order of the ids; unknown items dropped', () => {
    expect(inIdOrder([{ id: 1 }, { id: 2 }, { id: 9 }], ['2', '1'])).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('spec 3 §2 widget mode links: URL patterns per kind, through the URL gate, top window', () => {
  const patterns = { cr: '/cr/###slug###', event: '/ev/###slug###', speaker: '/sp/###id###-###lastname###' };
  it.each([
    ['congressresources', { slug: 'a' }, '/cr/a'],
    ['events', { slug: 'e' }, '/ev/e'],
    ['speakers', { id: 7, lastname: 'Rossi' }, '/sp/7-Rossi'],
    ['slides', { congressresource: { slug: 'a' }, inpoint: 42.5 }, '/cr/a?t=42'],
  ] as const)('%s → %s', (type, item, href) => {
    expect(widgetItemLink(type, item, patterns)).toEqual({ href, target: '_top' });
  });
  it('no pattern, a missing slug or a script scheme: no link', () => {
    expect(widgetItemLink('congressresources', { slug: 'a' }, {})).toBeNull();
    expect(widgetItemLink('congressresources', { slug: 'a' }, { cr: 'javascript:alert(###slug###)' })).toBeNull();
    expect(widgetItemLink('slides', { congressresource: null }, patterns)).toBeNull();
    expect(widgetItemLink('events', 'garbage', patterns)).toBeNull();
  });
});

describe('spec 2 §9 date format PP in the project zone (default Europe/Berlin), Intl', () => {
  it.each([
    ['2026-03-04T08:00:00+01:00', 'en', undefined, 'Mar 4, 2026'],
    ['2026-03-04T08:00:00+01:00', 'de', undefined, '4. März 2026'],
    ['2026-03-04T23:30:00Z', 'en', undefined, 'Mar 5, 2026'],
    ['2026-03-04T23:30:00Z', 'en', 'America/New_York', 'Mar 4, 2026'],
    ['2026-03-04T23:30:00Z', 'en', 'Not/AZone', 'Mar 5, 2026'],
    ['2026-03-04 09:00', 'de', 'Asia/Tokyo', '4. März 2026'],
    ['garbage', 'en', undefined, ''],
    [42, 'en', undefined, ''],
  ] as const)('%j %s %s → %j', (date, language, zone, expected) => {
    expect(listDate(date, language, zone)).toBe(expected);
  });
});
