import { describe, expect, it } from 'vitest';
import {
  dataLayerEntry,
  HOST_ANALYTICS_EVENTS,
  hostAnalyticsEventOf,
  hostAnalyticsFields,
  hostAnalyticsTarget,
  matomoEntry,
} from '../../../../src/core/tracking/host-analytics';

describe('issue 29 deliverable 5: data-analytics names the host tool', () => {
  it.each([
    ['datalayer', 'datalayer'],
    ['dataLayer', 'datalayer'],
    ['gtm', 'datalayer'],
    ['matomo', 'matomo'],
  ])('%s → %s', (value, target) => {
    expect(hostAnalyticsTarget(value)).toEqual({ target, warning: null });
  });

  it('anything else pushes nothing and says what was expected', () => {
    expect(hostAnalyticsTarget('ga4')).toEqual({
      target: null,
      warning: 'data-analytics expected "datalayer" or "matomo" but received "ga4"; no events are pushed',
    });
  });
});

describe('issue 29 deliverable 5: which widget events are analytics events', () => {
  it.each(HOST_ANALYTICS_EVENTS.map((e) => [e, e]))('%s is pushed as %s', (type, event) => {
    expect(hostAnalyticsEventOf(type)).toBe(event);
  });
  it.each([
    ['Widget.SetFilter', 'filter'],
    ['Widget.AddFilter', 'filter'],
    ['timetable.session', null],
    ['ready', null],
  ])('%s → %s', (type, event) => {
    expect(hostAnalyticsEventOf(type)).toBe(event);
  });
});

describe('issue 29 deliverable 5: event fields', () => {
  it('keeps the documented fields, floors the position, names filter values and on/off states', () => {
    expect(
      hostAnalyticsFields({
        widget: 'ondemand-player',
        project: 'dmc',
        kind: 'resource',
        id: 'talk-1',
        title: ' Opening ',
        position: 12.7,
        secret: 'not pushed',
      }),
    ).toEqual({
      widget: 'ondemand-player',
      project: 'dmc',
      kind: 'resource',
      id: 'talk-1',
      title: 'Opening',
      position: 12,
    });
    expect(hostAnalyticsFields({ sourceId: 'topic', filterValue: 'Cardiology' })).toEqual({ value: 'Cardiology' });
    expect(hostAnalyticsFields({ value: true })).toEqual({ value: 'on' });
    expect(hostAnalyticsFields({ position: -1, title: '' })).toEqual({});
  });

  it('trims long strings to 200 characters', () => {
    expect(hostAnalyticsFields({ query: 'x'.repeat(500) }).query).toHaveLength(200);
  });
});

describe('issue 29 deliverable 5: formats of the host tools', () => {
  const fields = { widget: 'ondemand-player', kind: 'resource', id: 'talk-1', title: 'Opening', position: 0 };

  it('dataLayer: GTM event congress_<name> with congress_ fields', () => {
    expect(dataLayerEntry('play', fields)).toEqual({
      event: 'congress_play',
      congress_widget: 'ondemand-player',
      congress_kind: 'resource',
      congress_id: 'talk-1',
      congress_title: 'Opening',
      congress_position: 0,
    });
  });

  it.each([
    ['play', fields, ['trackEvent', 'Congress', 'play', 'Opening', 0]],
    ['search', { query: 'heart' }, ['trackEvent', 'Congress', 'search', 'heart']],
    ['navigate', { url: '/p/x', id: 'x' }, ['trackEvent', 'Congress', 'navigate', 'x']],
    ['filter', { widget: 'library' }, ['trackEvent', 'Congress', 'filter', 'library']],
  ] as const)('Matomo: %s → %j', (event, f, command) => {
    expect(matomoEntry(event, f)).toEqual(command);
  });
});

describe('issue 29 deliverable 5: what the portal and the widgets post, as pushed', () => {
  // One row per event the portal or a widget posts on the host bus: the payload as posted → the dataLayer entry.
  it.each([
    ['search (the portal search submitted)', 'search', { query: 'heart failure' }, { congress_query: 'heart failure' }],
    [
      'favourite (the portal’s favourite button, a resource saved)',
      'favourite',
      { type: 'congressresource', id: '42', saved: true },
      { congress_kind: 'resource', congress_id: '42', congress_value: 'on' },
    ],
    [
      'favourite (the timetable’s star, a session taken off)',
      'favourite',
      { type: 'event', id: '7', saved: false, title: 'Opening' },
      { congress_kind: 'session', congress_id: '7', congress_title: 'Opening', congress_value: 'off' },
    ],
    [
      'like (a resource liked)',
      'like',
      { type: 'congressresources', id: '42', liked: true, title: 'Keynote' },
      { congress_kind: 'resource', congress_id: '42', congress_title: 'Keynote', congress_value: 'on' },
    ],
    [
      'like (a slide unliked)',
      'like',
      { type: 'timelineitems', id: '3', liked: false },
      { congress_kind: 'slide', congress_id: '3', congress_value: 'off' },
    ],
    [
      'share (by email)',
      'share',
      { type: 'congressresource', id: '42', via: 'email', url: 'https://example.org/p/crs/keynote', title: 'Keynote' },
      {
        congress_kind: 'resource',
        congress_id: '42',
        congress_title: 'Keynote',
        congress_url: 'https://example.org/p/crs/keynote',
        congress_value: 'email',
      },
    ],
  ] as const)('%s', (_, type, payload, entry) => {
    const event = hostAnalyticsEventOf(type);
    expect(event).toBe(type);
    const fields = hostAnalyticsFields({ widget: 'portal', ...payload });
    expect(dataLayerEntry(type, fields)).toEqual({ event: `congress_${type}`, congress_widget: 'portal', ...entry });
  });

  it.each([
    ['search', { query: 'heart failure' }, ['trackEvent', 'Congress', 'search', 'heart failure']],
    [
      'favourite',
      { type: 'event', id: '7', saved: true, title: 'Opening' },
      ['trackEvent', 'Congress', 'favourite', 'Opening'],
    ],
    ['like', { type: 'congressresources', id: '42', liked: true }, ['trackEvent', 'Congress', 'like', '42']],
    [
      'share',
      { type: 'congressresource', id: '42', via: 'copy', title: 'Keynote' },
      ['trackEvent', 'Congress', 'share', 'Keynote'],
    ],
  ] as const)('Matomo: %s as posted → %j', (type, payload, command) => {
    expect(matomoEntry(type, hostAnalyticsFields(payload))).toEqual(command);
  });

  it('an item type the tables do not know passes as the kind; an explicit kind wins over the type', () => {
    expect(hostAnalyticsFields({ type: 'speaker', id: '9' })).toEqual({ kind: 'speaker', id: '9' });
    expect(hostAnalyticsFields({ kind: 'channel', type: 'event', id: 'hall-a' })).toEqual({
      kind: 'channel',
      id: 'hall-a',
    });
  });
});
