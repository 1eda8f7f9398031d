import { describe, expect, it } from 'vitest';
import { convertSchedule } from '../../demo/server/schedule/frab';
import { makeFrab } from '../fixtures/schedules/make-frab';

type Talk = Record<string, unknown>;

/** A one-talk schedule whose talk carries the given url and logo. */
function withLinks(url: unknown, logo: unknown) {
  const json = makeFrab({ roomCount: 1, talks: 1, days: ['2026-03-04'] });
  const talk = (Object.values(json.schedule.conference.days[0].rooms)[0] as Talk[])[0];
  Object.assign(talk, { url, logo });
  return convertSchedule(json, 'links.json', 0).events[0];
}

describe('ARCHITECTURE Links and URLs: imported schedule links and images pass the core URL gate', () => {
  it.each([
    'javascript:alert(1)',
    ' \u0001JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('%j is dropped from eventDetailsLink and image; the talk is still imported', (bad) => {
    const event = withLinks(bad, bad);
    expect(event.eventDetailsLink).toBeNull();
    expect((event as unknown as { image: unknown }).image).toBeNull();
    expect(event.title).toBe('Talk 1 in Hall A');
  });

  it('relative links resolve against the schedule base_url; absolute http(s) links are kept', () => {
    const event = withLinks('events/7.html', 'https://cdn.example.org/7.png');
    expect(event.eventDetailsLink).toBe('https://example.org/schedule/events/7.html');
    expect((event as unknown as { image: unknown }).image).toBe('https://cdn.example.org/7.png');
  });
});
