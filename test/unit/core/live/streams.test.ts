import { describe, expect, it } from 'vitest';
import { parseStreamAddress } from '../../../../src/core/live/stream-address';
import {
  activeLivestream,
  languageButtons,
  filterLivestreams,
  livestreamFilterTags,
  livestreamMatchesTags,
} from '../../../../src/core/live/tag-filter';
import { choosePreroll } from '../../../../src/core/live/preroll';

describe('spec 3 §5 Stream address: webRTC comma form without protocol; RTS@S and millicast split on "/"', () => {
  it.each([
    [
      { type: 'wowza/webRTC', URL: 'wss://edge.example.org/webrtc-session.json,live,hall-a' },
      { kind: 'webrtc', server: 'edge.example.org/webrtc-session.json', application: 'live', streamName: 'hall-a' },
    ],
    [
      { type: 'wowza/webRTC', URL: 'edge.example.org, live , hall-a' },
      { kind: 'webrtc', server: 'edge.example.org', application: 'live', streamName: 'hall-a' },
    ],
    [{ type: 'wowza/webRTC', URL: 'wss://edge.example.org,live' }, { kind: 'invalid' }],
    [{ type: 'wowza/webRTC', URL: 'wss://,live,a' }, { kind: 'invalid' }],
    [
      { type: 'wowza/RTS@S', URL: 'hallA/subscriberToken' },
      { kind: 'subscriber', provider: 'wowza/RTS@S', streamName: 'hallA', token: 'subscriberToken' },
    ],
    [
      { type: 'dolby/millicast', URL: 'hallB' },
      { kind: 'subscriber', provider: 'dolby/millicast', streamName: 'hallB', token: '' },
    ],
    [{ type: 'dolby/millicast', URL: '/token' }, { kind: 'invalid' }],
    [
      { type: null, URL: 'https://cdn/x.m3u8' },
      { kind: 'url', url: 'https://cdn/x.m3u8', loop: false },
    ],
    [{ URL: 'https://cdn/x.m3u8?loop' }, { kind: 'url', url: 'https://cdn/x.m3u8', loop: true }],
    [{ type: 'wowza/webRTC' }, { kind: 'invalid' }],
    [{ URL: '' }, { kind: 'invalid' }],
    [null, { kind: 'invalid' }],
    ['https://cdn/x.m3u8', { kind: 'invalid' }],
  ])('%j → %j', (stream, expected) => {
    expect(parseStreamAddress(stream)).toEqual(expected);
  });
});

const streams = [
  { id: 1, URL: 'u1', tags: ['de'] },
  { id: 2, URL: 'u2', tags: ['en', 'vip'] },
  { id: 3, URL: 'u3', tags: [] },
  { id: 4, URL: 'u4' },
  { id: 5, URL: '', tags: ['en'] },
];

describe('spec 3 §5 Tag filter: query tag or project tags; external matches untagged; no tags → only untagged', () => {
  it.each([
    ['en', null, ['en']],
    ['en,vip', ['de'], ['en', 'vip']],
    ['', ['de'], ['de']],
    [null, 'de, external', ['de', 'external']],
    [undefined, undefined, []],
    [7, null, ['7']],
  ])('query %j and project tags %j → %j', (query, project, expected) => {
    expect(livestreamFilterTags(query, project)).toEqual(expected);
  });

  it.each([
    [['en'], [2]],
    [['de'], [1]],
    [['external'], [3, 4]],
    [
      ['de', 'external'],
      [1, 3, 4],
    ],
    [[], [3, 4]],
    [['fr'], []],
  ])('tags %j → streams %j (streams without URL are left out)', (tags, ids) => {
    expect(filterLivestreams(streams, tags).map((s) => s.id)).toEqual(ids);
  });

  it('tolerates malformed streams and tags', () => {
    expect(filterLivestreams('x', ['en'])).toEqual([]);
    expect(livestreamMatchesTags({ tags: 'en' }, ['en'])).toBe(true);
    expect(livestreamMatchesTags(null, [])).toBe(true);
  });
});

describe('spec 3 §4 Live player: the first stream matching the tag filter becomes active; a language choice picks another', () => {
  it('takes the first matching stream', () => {
    expect(activeLivestream(streams, ['en', 'de'])?.id).toBe(1);
    expect(activeLivestream(streams, [])?.id).toBe(3);
  });

  it('a chosen stream wins when it passes the filter, else the first match', () => {
    expect(activeLivestream(streams, ['en', 'de'], 2)?.id).toBe(2);
    expect(activeLivestream(streams, ['en', 'de'], '2')?.id).toBe(2);
    expect(activeLivestream(streams, ['de'], 2)?.id).toBe(1);
  });

  it('no matching stream → null', () => {
    expect(activeLivestream(streams, ['fr'])).toBeNull();
    expect(activeLivestream(null, [])).toBeNull();
  });
});

describe('spec 3 §5 Preroll: only non-empty strings; one chosen at random', () => {
  const list = ['a.mp4', '', '  ', null, 3, 'b.mp4', 'c.mp4'];
  it.each([
    [0, 'a.mp4'],
    [0.34, 'b.mp4'],
    [0.999, 'c.mp4'],
    [1, 'c.mp4'],
    [-1, 'a.mp4'],
    [Number.NaN, 'a.mp4'],
  ])('random %s → %s', (r, expected) => {
    expect(choosePreroll(list, () => r)).toBe(expected);
  });

  it.each([null, [], ['', ' '], 'a.mp4', [{ url: 'x' }]])('no valid preroll in %j → null', (bad) => {
    expect(choosePreroll(bad, () => 0.5)).toBeNull();
  });
});

describe('spec 3 §2/§5 Language buttons only when showLanguageButtons is on', () => {
  const withLanguages = [
    { id: 1, URL: 'u1', language: 'en' },
    { id: 2, URL: 'u2', shortname: 'DE' },
    { id: 3, URL: 'u3', tags: ['vip'], language: 'fr' },
    { id: 4, URL: 'u4' },
  ];
  it.each([
    [
      true,
      [
        { id: '1', label: 'en' },
        { id: '2', label: 'DE' },
        { id: '4', label: '4' },
      ],
    ],
    [
      '1',
      [
        { id: '1', label: 'en' },
        { id: '2', label: 'DE' },
        { id: '4', label: '4' },
      ],
    ],
    [false, []],
    [undefined, []],
  ])('showLanguageButtons %j → %j', (on, expected) => {
    expect(languageButtons(withLanguages, [], on)).toEqual(expected);
  });
});
