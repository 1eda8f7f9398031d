/**
 * Structured data (issue deliverable "Structured data"; Bad input: "never a field that fails the URL gate or contains
 * HTML"): the rules under the builders — plain text, offsets in the project's zone across DST, ISO 8601 durations,
 * URLs through the gate, cancelled and moved sessions — and the builders' output typed by schema-dts.
 */
import type { Event as SchemaEvent, Person, VideoObject, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  isoDuration,
  linkOf,
  plainText,
  recordingVideo,
  sessionEvent,
  speakerPerson,
  structuredGraph,
  zonedIso,
} from '../../../../src/core/structured-data';
import { demoChannels, demoConfig, demoEvents, demoResources, env } from './real-data';

const links = { page: 'https://host.example/p.html', api: 'https://api.example/api' };
const scope = {
  links,
  zone: 'Europe/Berlin',
  organizer: null,
  rooms: new Map(),
  congress: null,
  venue: null,
  image: null,
};
const session = (patch: Record<string, unknown>) => ({
  id: 1,
  slug: 's1',
  project: 'dmc2026',
  title: 'Talk',
  location: 'Hall A',
  datestart: '2026-03-04T09:00:00+01:00',
  dateend: '2026-03-04T10:00:00+01:00',
  ...patch,
});

describe('plain text: no HTML in any string', () => {
  it.each([
    ['<p>Heart &amp; <b>lung</b></p>', 'Heart & lung'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;after', 'alert(1) after'],
    ['<img src=x onerror=alert(1)>Title', 'Title'],
    ['a < b and c > d', 'a < b and c > d'],
    ['Line\\nbreak', 'Line break'],
    ['<p>&nbsp;</p>', null],
    [42, null],
  ])('%j → %j', (input, expected) => expect(plainText(input)).toBe(expected));
  it('cuts long text at a word and ends it with …', () => {
    expect(plainText('one two three four five', 14)).toBe('one two three…');
  });
});

describe('dates: ISO 8601 with an offset — their own, else that of the project zone, across daylight saving time', () => {
  it.each([
    ['2026-03-29T00:30:00Z', 'Europe/Berlin', '2026-03-29T01:30:00+01:00'],
    ['2026-03-29T01:30:00Z', 'Europe/Berlin', '2026-03-29T03:30:00+02:00'],
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', '2026-10-25T02:30:00+01:00'],
    ['2018-08-25T10:00:00+02:00', '+02:00', '2018-08-25T10:00:00+02:00'],
    ['2018-08-25T10:00:00+02:00', 'Etc/GMT-2', '2018-08-25T10:00:00+02:00'],
    ['2026-03-04T09:00:00+01:00', 'Not/AZone', '2026-03-04T09:00:00+01:00'],
    ['2026-03-04T09:00:00+01:00', null, '2026-03-04T09:00:00+01:00'],
    ['2026-03-04T08:00:00Z', null, '2026-03-04T08:00:00Z'],
    ['2026-03-29T03:30:00+02:00', 'Europe/Berlin', '2026-03-29T03:30:00+02:00'],
    ['2026-03-04T09:00:00.000+0100', 'Europe/Berlin', '2026-03-04T09:00:00+01:00'],
    ['2026-03-04T08:00:00+00:00', 'Europe/Berlin', '2026-03-04T08:00:00+00:00'],
    ['not a date', 'Europe/Berlin', null],
  ])('%s in %s → %s', (value, zone, expected) => expect(zonedIso(value, zone)).toBe(expected));
});

describe('durations: ISO 8601', () => {
  it.each([
    [3725, 'PT1H2M5S'],
    [3600, 'PT1H'],
    [90, 'PT1M30S'],
    [0, 'PT0S'],
    ['1440', 'PT24M'],
    [12.4, 'PT12S'],
    [-1, null],
    [Number.NaN, null],
    [null, null],
  ])('%j → %j', (seconds, expected) => expect(isoDuration(seconds)).toBe(expected));
});

describe('URLs: every one through the URL gate, absolute, http(s) only; a refused one drops the field', () => {
  it.each([
    ['/api/assets/file/a.svg', 'https://api.example/api/assets/file/a.svg'],
    ['https://cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['javascript:alert(1)', null],
    [' JaVa\tScRiPt:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['mailto:a@b.example', null],
    ['&#106;avascript:alert(1)', null],
  ])('%s → %s', (value, expected) => expect(absoluteUrl(value, 'https://api.example/api')).toBe(expected));

  it('a session whose image and speaker page fail the gate keeps neither', () => {
    const e = sessionEvent(
      session({ image: 'javascript:alert(1)', speakers: [{ id: 7, firstname: 'Ada', lastname: 'L' }] }),
      { ...scope, links: { ...links, patterns: { speaker: 'javascript:alert(###id###)' } } },
    ) as any;
    expect(e.image).toBeUndefined();
    expect(e.performer).toEqual([{ '@type': 'Person', name: 'Ada L' }]);
  });
  it('a recording with a refused thumbnail falls back to its first slide; refused sources give no contentUrl', () => {
    const r = {
      ...demoResources.find((x) => Number(x.status) === 6 && Number(x.free) === 1),
      thumbnail: { url: 'javascript:x' },
    };
    const v = recordingVideo(
      r,
      {
        sources: [{ src: 'vbscript:x', type: 'video/mp4' }],
        slides: [
          { inpoint: 0, title: '<b>One</b>', event: { medium: { asset: { url: 'data:x' } } } },
          { inpoint: 5, title: 'Two', image: '/s2.svg' },
        ],
      },
      { ...scope, thumbnail: null },
    ) as any;
    expect(v.thumbnailUrl).toBe('https://api.example/s2.svg');
    expect(v.contentUrl).toBeUndefined();
    expect(v.hasPart.map((c: any) => c.name)).toEqual(['One', 'Two']);
  });
  it('a URL pattern that fails the gate falls back to the page link (never a javascript: @id)', () => {
    const l = { ...links, patterns: { event: 'javascript:go(###slug###)' } };
    expect(linkOf('event', { slug: 'x', project: 'p' }, l)).toBe('https://host.example/p.html#x');
  });
  it('the portal routes are the canonical pages when a portal is mounted', () => {
    const l = { ...links, portal: 'https://host.example/congress/' };
    expect(linkOf('event', { slug: 'a b', project: 'dmc2026' }, l)).toBe(
      'https://host.example/congress/dmc2026/events/a%20b',
    );
    expect(linkOf('cr', { slug: 'r', project: 'dmc2026' }, l)).toBe('https://host.example/congress/dmc2026/crs/r');
    expect(linkOf('speaker', { id: 5 }, l)).toBe('https://host.example/congress/speakers/5');
    expect(linkOf('channel', { slug: 'hall-a', project: 'dmc2026' }, l)).toBe(
      'https://host.example/congress/dmc2026/channels/hall-a',
    );
  });
  it("a session that names no project links to its list's project in the portal", () => {
    const event = { ...demoEvents[0], project: undefined };
    const graph = structuredGraph(
      { kind: 'sessions', project: 'dmc2026', events: [event], channels: demoChannels },
      { ...env(demoConfig), links: { ...links, portal: 'https://host.example/congress' } },
    );
    expect(graph.map((n) => n['@id'])).toContain(
      `https://host.example/congress/dmc2026/events/${encodeURIComponent(event.slug)}`,
    );
  });
});

describe("references: the items every session points at are named without the host page's query", () => {
  it('the congress and the rooms: page path and fragment; sessions and the congress url keep the full link', () => {
    const page = 'https://society.example/programme?tx_cal%5Bview%5D=list&cHash=0123456789abcdef';
    const graph = structuredGraph(
      { kind: 'sessions', project: 'dmc2026', events: demoEvents, channels: demoChannels },
      env(demoConfig, page),
    ) as any[];
    const congress = graph.find((n) => n['@id'].endsWith('#congress-dmc2026'));
    expect(congress['@id']).toBe('https://society.example/programme#congress-dmc2026');
    expect(congress.url).toBe(`${page}#congress-dmc2026`);
    const places = graph.filter((n) => n['@type'] === 'Place');
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p['@id']).toMatch(/^https:\/\/society\.example\/programme#place-dmc2026-/);
    const sessions = graph.filter((n) => n.superEvent);
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      expect(s['@id'].startsWith(`${page}#`)).toBe(true);
      expect(s.superEvent['@id']).toBe(congress['@id']);
    }
  });
});

describe('event status: scheduled, cancelled and rescheduled as the data says; attendance by what the data says', () => {
  it.each([
    [{}, 'https://schema.org/EventScheduled', undefined],
    [{ cancelled: true }, 'https://schema.org/EventCancelled', undefined],
    [{ status: 'canceled' }, 'https://schema.org/EventCancelled', undefined],
    [
      { previousStartDate: '2026-03-03T09:00:00+01:00' },
      'https://schema.org/EventRescheduled',
      '2026-03-03T09:00:00+01:00',
    ],
    [{ previousStartDate: '2026-03-04T09:00:00+01:00' }, 'https://schema.org/EventScheduled', undefined],
  ])('%j → %s', (patch, status, previous) => {
    const e = sessionEvent(session(patch), scope) as any;
    expect(e.eventStatus).toBe(status);
    expect(e.previousStartDate).toBe(previous);
  });
  it('on site only: offline; streamed room: mixed; no room but a stream: online', () => {
    const rooms = new Map([['hall-a', { name: 'Hall A', address: 'Centre', streamed: true, url: null }]]);
    const s = { ...scope, rooms };
    expect((sessionEvent(session({ channelSlug: 'hall-a', onsiteOnly: 'true' }), s) as any).eventAttendanceMode).toBe(
      'https://schema.org/OfflineEventAttendanceMode',
    );
    expect((sessionEvent(session({ channelSlug: 'hall-a' }), s) as any).eventAttendanceMode).toBe(
      'https://schema.org/MixedEventAttendanceMode',
    );
    expect(
      (
        sessionEvent(session({ channelSlug: 'hall-a', location: null }), {
          ...s,
          rooms: new Map([['hall-a', { name: null, address: null, streamed: true, url: null }]]),
        }) as any
      ).eventAttendanceMode,
    ).toBe('https://schema.org/OnlineEventAttendanceMode');
  });
  it('a session missing a required property (name, start, location) is left out', () => {
    expect(sessionEvent(session({ title: '<p></p>' }), scope)).toBeNull();
    expect(sessionEvent(session({ datestart: 'soon' }), scope)).toBeNull();
    expect(sessionEvent(session({ location: null }), scope)).toBeNull();
  });
});

describe('speaker pages: Person', () => {
  it('name, title, affiliation, vita as text, image through the gate', () => {
    const p = speakerPerson(
      {
        id: 9,
        firstname: 'Wim',
        lastname: 'Rossi',
        title: 'PD Dr.',
        organization: 'KI',
        vita: 'A\\n<b>B</b>',
        image: '/a.svg',
        city: 'Vienna',
        country: 'Austria',
      },
      { ...links, portal: 'https://host.example/congress' },
    ) as any;
    expect(p).toMatchObject({
      name: 'Wim Rossi',
      honorificPrefix: 'PD Dr.',
      description: 'A B',
      image: 'https://api.example/a.svg',
    });
    expect(p['@id']).toBe('https://host.example/congress/speakers/9');
  });
});

describe('builder output is assignable to the schema-dts types (checked by tsc)', () => {
  it('Event, VideoObject and Person with @context', () => {
    const [congress, first] = structuredGraph(
      { kind: 'sessions', project: 'dmc2026', events: demoEvents.slice(0, 1), channels: demoChannels },
      env(demoConfig),
    );
    const event: WithContext<SchemaEvent> = { '@context': 'https://schema.org', ...(first as SchemaEvent & object) };
    const pictured = demoResources.find((r) => r.thumbnail?.url && Number(r.status) === 6 && Number(r.consent) !== 0);
    const video: VideoObject | null = recordingVideo(pictured, null, { ...scope });
    const person: Person | null = speakerPerson(
      { id: 1, firstname: 'A' },
      { ...links, portal: 'https://host.example/c' },
    );
    expect(congress['@id']).not.toBe(first['@id']);
    expect(event['@context']).toBe('https://schema.org');
    expect(video).toMatchObject({ '@type': 'VideoObject' });
    expect(person).toMatchObject({ '@type': 'Person', name: 'A' });
  });
});
