/**
 * Structured data (issue deliverable "Structured data"): every item meets the required and recommended properties of
 * Google's Event and Video rich results, checked on real data — the imported 36C3 schedule and the demo library.
 * The checklist is Google Search Central's ("Event (Event) structured data"; "Video (VideoObject, Clip,
 * BroadcastEvent) structured data").
 */
import { describe, expect, it } from 'vitest';
import { SESSIONS_MAX, structuredGraph, type GraphNode } from '../../../../src/core/structured-data';
import {
  c3,
  c3Config,
  demoChannels,
  demoCollection,
  demoConfig,
  demoEvents,
  demoResources,
  demoTimeline,
  env,
  strings,
} from './real-data';

/** Google's checklist. `recommended` leaves out only what the data never has (see `notInData`). */
const GOOGLE = {
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'organizer', 'performer', 'image'],
    /** offers: no prices in the API; image: emitted when the session or project has one. */
    notInData: ['offers', 'image'],
    nested: {
      Place: { required: ['name'], requiredWhenKnown: ['address'] },
      VirtualLocation: { required: ['url'] },
      organizer: { recommended: ['name', 'url'] },
      performer: { recommended: ['name'] },
      rescheduled: { recommended: ['previousStartDate'] },
    },
  },
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'duration', 'embedUrl', 'contentUrl', 'hasPart'],
    /** contentUrl only for free resources; hasPart only with a slide timeline; expires/regions: not in the data. */
    notInData: ['expires', 'regionsAllowed', 'ineligibleRegion', 'interactionStatistic'],
    Clip: { required: ['name', 'startOffset', 'url'], recommended: ['endOffset'] },
    BroadcastEvent: { required: ['isLiveBroadcast', 'startDate'], recommended: ['endDate'] },
  },
} as const;

const has = (o: Record<string, unknown>, key: string) =>
  o[key] !== undefined && o[key] !== null && o[key] !== '' && !(Array.isArray(o[key]) && !(o[key] as []).length);
const missing = (o: Record<string, unknown>, keys: readonly string[]) => keys.filter((k) => !has(o, k));
const locations = (e: any): any[] => (Array.isArray(e.location) ? e.location : [e.location]);

function expectNoHtmlAndAbsoluteUrls(graph: GraphNode[]): void {
  for (const { key, value } of strings(graph)) {
    expect(value, key).not.toMatch(/<\/?[a-z!]|&(lt|gt|amp|nbsp|#\d+);/i);
    if (/^(@id|url|embedUrl|contentUrl|thumbnailUrl|image)$/.test(key)) expect(value, key).toMatch(/^https?:\/\//);
  }
}

/**
 * A list of sessions shares the organiser, the rooms and the congress as items of their own, referenced by `@id`
 * (JSON-LD node references, which Google resolves within the page): the checklist reads the item a reference names.
 */
function resolver(graph: any[]) {
  const byId = new Map(graph.map((n) => [n['@id'], n]));
  return (value: any) => (value && Object.keys(value).length === 1 && value['@id'] ? byId.get(value['@id']) : value);
}
const eventsOf = (graph: any[]) => graph.filter((n) => n['@type'] === 'Event');

describe('Google Event rich result on the imported 36C3 schedule', () => {
  const graph = structuredGraph(
    { kind: 'sessions', project: '36c3', events: c3.events, channels: c3.channels, collection: c3.collection },
    env(c3Config),
  ) as any[];
  const resolve = resolver(graph);
  const congress = graph.find((n) => n['@id'].endsWith('#congress-36c3'));
  const sessions = eventsOf(graph).filter((n) => n !== congress);

  it('has the congress and every session, each with the required properties', () => {
    expect(congress.name).toBe('36th Chaos Communication Congress');
    expect(sessions).toHaveLength(c3.events.length);
    for (const e of eventsOf(graph)) expect(missing(e, GOOGLE.Event.required), e.name).toEqual([]);
  });
  it('has the recommended properties the data holds: endDate, attendance, status, organizer, performer (description on the page of one session)', () => {
    const expected = GOOGLE.Event.recommended.filter(
      (k) => !(GOOGLE.Event.notInData as readonly string[]).includes(k) && k !== 'description',
    );
    for (const e of sessions) {
      const gaps = missing(e, expected).filter(
        (k) => !(k === 'performer' && !c3.events.find((x) => x.slug === e['@id'].split('#')[1])?.speakers?.length),
      );
      expect(gaps, e.name).toEqual([]);
      expect(resolve(e.organizer)).toMatchObject({
        '@type': 'Organization',
        name: 'Chaos Computer Club',
        url: 'https://society.example/',
      });
      for (const p of e.performer ?? [])
        expect(missing(p, GOOGLE.Event.nested.performer.recommended).length).toBeLessThan(2);
      expect(e.superEvent).toEqual({ '@id': congress['@id'] });
    }
  });
  it('places each session in its room (Place) and, streamed, online (VirtualLocation with url): mixed attendance', () => {
    for (const e of sessions) {
      const kinds = locations(e).map((l) => resolve(l)['@type']);
      expect(kinds).toEqual(['Place', 'VirtualLocation']);
      expect(e.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
      for (const l of locations(e).map(resolve)) {
        const rule = GOOGLE.Event.nested[l['@type'] as 'Place' | 'VirtualLocation'];
        expect(missing(l, rule.required)).toEqual([]);
      }
    }
  });
  it('every reference names an item of the block', () => {
    for (const e of sessions)
      for (const ref of [e.organizer, e.superEvent, ...locations(e)])
        expect(resolve(ref), JSON.stringify(ref)).toBeTruthy();
  });
  it('keeps the offset of Europe/Berlin, also for sessions after midnight', () => {
    const late = sessions.find((e) => e['@id'].endsWith('#36c3-90004-sleepless_workshop'));
    expect(late.startDate).toBe('2019-12-28T03:00:00+01:00');
    expect(late.endDate).toBe('2019-12-28T04:00:00+01:00');
  });
  it('carries no HTML and only absolute http(s) URLs', () => expectNoHtmlAndAbsoluteUrls(graph));
});

describe('Google Event rich result on the demo congress (dmc2026)', () => {
  const input = {
    kind: 'sessions' as const,
    project: 'dmc2026',
    events: demoEvents,
    channels: demoChannels,
    collection: demoCollection,
  };
  const graph = structuredGraph(input, env(demoConfig)) as any[];
  const resolve = resolver(graph);
  const congress = graph.find((n) => n['@id'].endsWith('#congress-dmc2026'));
  const sessions = eventsOf(graph).filter((n) => n !== congress);
  it('the congress: collection dates and venue, organised by the society (the project group)', () => {
    expect(congress).toMatchObject({
      name: 'Demo Medical Congress 2026',
      startDate: '2026-03-04T00:00:00+01:00',
      endDate: '2026-03-06T23:59:59+01:00',
    });
    expect(resolve(congress.organizer)).toMatchObject({ name: 'Demo Medical Society' });
    expect(locations(congress)[0]).toEqual({ '@type': 'Place', name: 'Congress Centre', address: 'Congress Centre' });
  });
  it(`every session written (the next ${SESSIONS_MAX}): required properties, the room with its address, and the recommended ones`, () => {
    expect(demoEvents.length).toBeGreaterThan(SESSIONS_MAX);
    expect(sessions.length).toBe(SESSIONS_MAX);
    for (const e of sessions) {
      expect(missing(e, GOOGLE.Event.required)).toEqual([]);
      expect(missing(e, ['endDate', 'eventAttendanceMode', 'eventStatus', 'organizer'])).toEqual([]);
      const place = locations(e)
        .map(resolve)
        .find((l) => l['@type'] === 'Place');
      expect(
        missing(place, [...GOOGLE.Event.nested.Place.required, ...GOOGLE.Event.nested.Place.requiredWhenKnown]),
      ).toEqual([]);
    }
    expect(sessions.filter((e) => e.performer?.length).length).toBeGreaterThan(sessions.length / 2);
  });
  it('the page of one session describes it in full: description as plain text, organizer and room inline', () => {
    const one = demoEvents.find((e) => /<[a-z]/i.test(String(e.Overview)));
    const [event] = eventsOf(
      structuredGraph({ ...input, events: [one], single: true }, env(demoConfig)) as any[],
    ).filter((n) => n.superEvent);
    expect(missing(event, ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'organizer'])).toEqual([]);
    expect(event.description).not.toMatch(/</);
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: 'Demo Medical Society' });
    expect(locations(event)[0]).toMatchObject({ '@type': 'Place', name: one.location, address: expect.any(String) });
  });
  it('carries no HTML (Overview is markup in the data) and only absolute http(s) URLs', () =>
    expectNoHtmlAndAbsoluteUrls(graph));
});

describe('Google Video rich result on the demo library', () => {
  const published = demoResources.filter((r) => Number(r.status) === 6 && Number(r.consent) !== 0).slice(0, 200);
  const media = Object.fromEntries(
    published.map((r) => [
      String(r.id),
      {
        duration: 3600,
        sources: [
          { src: '/streams/demo/index.m3u8', type: 'application/vnd.apple.mpegurl' },
          { src: '/streams/demo/clip.mp4', type: 'video/mp4' },
        ],
        slides: demoTimeline.filter((s) => s.congressresource?.id === r.id),
      },
    ]),
  );
  const graph = structuredGraph(
    { kind: 'recordings', project: 'dmc2026', resources: published, media },
    env(demoConfig),
  ) as any[];
  it('every published recording with a thumbnail or slides becomes a VideoObject with the required and recommended properties', () => {
    // thumbnailUrl is required: a recording with neither a thumbnail nor a slide image is left out, not published half.
    const pictured = published.filter((r) => r.thumbnail?.url || media[String(r.id)].slides.length);
    expect(pictured.length).toBeLessThan(published.length);
    expect(graph.map((v) => v['@id'])).toEqual(pictured.map((r) => `https://society.example/programme.html#${r.slug}`));
    for (const v of graph) {
      expect(missing(v, GOOGLE.VideoObject.required)).toEqual([]);
      expect(missing(v, ['description', 'duration', 'embedUrl'])).toEqual([]);
      expect(v.duration).toBe('PT1H');
    }
  });
  it('contentUrl for free resources only, the progressive file before the playlist', () => {
    for (const v of graph) {
      const r = published.find((x) => v['@id'].endsWith(`#${x.slug}`));
      if (Number(r.free) === 1) expect(v.contentUrl).toBe('https://api.example/streams/demo/clip.mp4');
      else expect(v.contentUrl).toBeUndefined();
    }
  });
  it('chapters: a Clip per slide with startOffset, endOffset and a url that starts playback there', () => {
    const withSlides = graph.filter((v) => v.hasPart);
    expect(withSlides.length).toBeGreaterThan(0);
    for (const v of withSlides) {
      for (const clip of v.hasPart) {
        expect(missing(clip, [...GOOGLE.VideoObject.Clip.required, ...GOOGLE.VideoObject.Clip.recommended])).toEqual(
          [],
        );
        expect(clip.endOffset).toBeGreaterThan(clip.startOffset);
        expect(new URL(clip.url).searchParams.get('t')).toBe(String(clip.startOffset));
      }
    }
  });
  it('a channel on air: a live VideoObject whose publication is a BroadcastEvent with isLiveBroadcast', () => {
    const channel = { ...demoChannels[0], currentEvent: demoEvents[0] };
    const [live] = structuredGraph(
      { kind: 'live', project: 'dmc2026', channels: [channel, demoChannels[1]] },
      env(demoConfig),
    ) as any[];
    expect(missing(live, GOOGLE.VideoObject.required)).toEqual([]);
    expect(
      missing(live.publication, [
        ...GOOGLE.VideoObject.BroadcastEvent.required,
        ...GOOGLE.VideoObject.BroadcastEvent.recommended,
      ]),
    ).toEqual([]);
    expect(live.publication).toMatchObject({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
    expect(live.thumbnailUrl).toBe('https://api.example/api/demo/live/preview/preview_1700001.jpg');
  });
  it('carries no HTML (infotext is markup in the data) and only absolute http(s) URLs', () =>
    expectNoHtmlAndAbsoluteUrls(graph));
});
