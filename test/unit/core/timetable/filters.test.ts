import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  matchesSearch,
  normalizeTimetableSettings,
  passesTopicTypeFilter,
  sessionPasses,
  toSession,
  topicOptions,
  typeOptions,
} from '../../../../src/core/timetable';

const settings = normalizeTimetableSettings({ censoredEvents: [{ field: 'slug', value: 'secret' }] });
const s = (over: Record<string, unknown>) =>
  toSession({ id: over.slug, slug: 'x', datestart: '2026-03-04T09:00:00Z', title: 'Keynote', ...over }, settings)!;

describe('spec 3 §5 Timetable list search matches case-insensitively on the displayed title', () => {
  it.each([
    ['title match, other case', s({ title: 'Heart Failure Update' }), 'heart FAIL', true],
    ['no match', s({ title: 'Heart' }), 'lung', false],
    [
      'censored: searches the type, not the hidden title',
      s({ slug: 'secret', title: 'Hidden', type: 'Workshop' }),
      'hidden',
      false,
    ],
    ['censored: the type is found', s({ slug: 'secret', title: 'Hidden', type: 'Workshop' }), 'work', true],
    ['untitled: the untitled text is found', s({ title: '' }), 'UNTIT', true],
    ['empty query passes', s({}), '  ', true],
  ])('%s', (_n, session, q, expected) => {
    expect(matchesSearch(session, q, 'untitled')).toBe(expected);
  });
});

describe('spec 3 §5 Timetable topic and type filters combine: none chosen all pass, else first topic or type in the set', () => {
  const a = s({ topics: ['Cardio', 'Lung'], type: 'Talk' });
  it.each([
    ['nothing chosen', [], [], true],
    ['first topic chosen', ['Cardio'], [], true],
    ['second topic only does not count', ['Lung'], [], false],
    ['type chosen', [], ['Talk'], true],
    ['other type', [], ['Workshop'], false],
    ['topic misses, type hits', ['Lung'], ['Talk'], true],
    ['both miss', ['Lung'], ['Workshop'], false],
  ])('%s', (_n, topics, types, expected) => {
    expect(passesTopicTypeFilter(a, topics, types)).toBe(expected);
  });
});

describe('spec 3 §5 Timetable topics are sorted case-insensitively in the topic filter', () => {
  it('sorts main topics ignoring case and drops duplicates and blanks', () => {
    const list = [
      s({ topics: ['beta'] }),
      s({ topics: ['Alpha', 'zeta'] }),
      s({ topics: ['Gamma'] }),
      s({ topics: [] }),
      s({ topics: ['beta'] }),
    ];
    expect(topicOptions(list)).toEqual(['Alpha', 'beta', 'Gamma']);
    expect(typeOptions([s({ type: 'talk' }), s({ type: 'Break' }), s({ type: '' })])).toEqual(['Break', 'talk']);
  });
});

describe('Timetable room filter and only-my-favourites', () => {
  const a = s({ slug: 'a', channelSlug: 'hall-a' });
  const ctx = {
    untitledText: 'untitled',
    isFavourite: (id: string) => id === 'a',
    roomOf: (x: typeof a) => x.channelSlug,
  };
  it.each([
    ['room chosen', { rooms: ['hall-a'] }, true],
    ['other room chosen', { rooms: ['hall-b'] }, false],
    ['favourites only, is favourite', { favouritesOnly: true }, true],
  ])('%s', (_n, over, expected) => {
    expect(sessionPasses(a, { ...EMPTY_FILTER, ...over }, ctx)).toBe(expected);
  });
  it('favourites only hides a session that is not in the agenda', () => {
    expect(sessionPasses(s({ slug: 'b' }), { ...EMPTY_FILTER, favouritesOnly: true }, ctx)).toBe(false);
  });
});
