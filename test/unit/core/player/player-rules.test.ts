import { describe, expect, it } from 'vitest';
import { playerSettings } from '../../../../src/core/content/player-settings';
import {
  activeSlideIndex,
  clampTime,
  formatMediaTime,
  inpointSeconds,
  mediaKind,
  mediaSources,
  parseVtt,
  pickSource,
  playbackEngine,
  playerErrorSessionId,
  playerKeyAction,
  PLAYER_ERROR_KEY,
  resolveMediaUrl,
  searchableTranscript,
  searchTranscript,
  slideTimeline,
  startTimeFromQuery,
  subtitleTracks,
  textTracks,
  vttTime,
} from '../../../../src/core/player';

const BASE = 'http://127.0.0.1:8080/api/';
const HLS = { src: 'http://x/streams/demo/index.m3u8', type: 'application/vnd.apple.mpegurl' };
const MP4 = { src: 'http://x/streams/demo/clip.mp4', type: 'video/mp4' };

describe('issue 11 item 4: HLS through hls.js only where the browser cannot play it; light build unless subtitles are in the playlist; MP4 natively', () => {
  it.each([
    ['mp4', '', false, 'native'],
    ['mp4', '', true, 'native'],
    ['hls', 'maybe', false, 'native'],
    ['hls', 'probably', true, 'native'],
    ['hls', '', false, 'hls.js/light'],
    ['hls', '', true, 'hls.js'],
  ] as const)('%s, canPlayType %j, subtitles in playlist %s → %s', (kind, can, subs, engine) => {
    expect(playbackEngine(kind, can, subs)).toBe(engine);
  });
  it.each([
    [HLS, 'hls'],
    [MP4, 'mp4'],
    [{ src: '/a/b.M3U8?token=1', type: '' }, 'hls'],
    [{ src: '/a.mp4', type: 'application/x-mpegURL' }, 'hls'],
    [{ src: '/a.m3u8.mp4', type: '' }, 'mp4'],
  ] as const)('%j is %s', (source, kind) => {
    expect(mediaKind(source)).toBe(kind);
  });
  it('auto takes the first source; a preference takes the first of its kind, else the first', () => {
    expect(pickSource([HLS, MP4])).toBe(HLS);
    expect(pickSource([HLS, MP4], 'mp4')).toBe(MP4);
    expect(pickSource([MP4], 'hls')).toBe(MP4);
    expect(pickSource([])).toBeNull();
  });
});

describe('ARCHITECTURE "Links and URLs": every media, track and slide URL passes the URL gate, relative ones resolve against the API base', () => {
  it.each([
    ['/streams/demo/clip.mp4', 'http://127.0.0.1:8080/streams/demo/clip.mp4'],
    ['https://cdn.example/v.m3u8', 'https://cdn.example/v.m3u8'],
    ['javascript:alert(1)', null],
    ['  JaVaScRiPt:alert(1)', null],
    ['data:video/mp4;base64,AAAA', null],
    [42, null],
    ['', null],
  ])('%j → %j', (src, out) => {
    expect(resolveMediaUrl(src, BASE)).toBe(out);
  });
  it('drops sources without a usable URL', () => {
    expect(mediaSources([{ src: 'javascript:x', type: 'video/mp4' }, { src: '/v.mp4' }, null, 'x'], BASE)).toEqual([
      { src: 'http://127.0.0.1:8080/v.mp4', type: '' },
    ]);
  });
});

describe('spec 2 §3 slide inpoint and issue 11 item 4 slides synchronised with inpoint', () => {
  it.each([
    [0, 0],
    [90, 90],
    ['12.5', 12.5],
    ['01:30', 90],
    ['1:02:03', 3723],
    [-1, null],
    ['abc', null],
    [null, null],
  ])('inpoint %j → %j s', (v, s) => {
    expect(inpointSeconds(v)).toBe(s);
  });
  const items = [
    { id: 3, inpoint: 8, title: 'Three', event: { medium: { asset: { url: '/s/3.svg' } } } },
    { id: 1, inpoint: 0, title: 'One', event: { medium: { asset: { url: '/s/1.svg' } } } },
    { id: 2, inpoint: '00:04', event: { medium: { asset: { url: '/s/2.svg' } } } },
    { id: 4, inpoint: 'soon', event: { medium: { asset: { url: '/s/4.svg' } } } },
    { id: 5, inpoint: 10, event: { medium: { asset: { url: 'javascript:alert(1)' } } } },
  ];
  const slides = slideTimeline(items, BASE);
  it('sorts by inpoint and drops items without inpoint or a gated image', () => {
    expect(slides.map((s) => [s.id, s.inpoint])).toEqual([
      ['1', 0],
      ['2', 4],
      ['3', 8],
    ]);
    expect(slides[0].image).toBe('http://127.0.0.1:8080/s/1.svg');
  });
  it.each([
    [-1, -1],
    [0, 0],
    [3.99, 0],
    [4, 1],
    [7.5, 1],
    [8, 2],
    [999, 2],
  ])('at %s s the active slide is %i', (t, i) => {
    expect(activeSlideIndex(slides, t)).toBe(i);
  });
  it('without slides nothing is active', () => {
    expect(activeSlideIndex([], 5)).toBe(-1);
  });
});

describe('issue 11 item 4 transcript search: search the transcript cues, list matches with times', () => {
  const vtt =
    'WEBVTT\n\nNOTE a comment --> not a cue\n\n1\n00:00:02.000 --> 00:00:04.000 align:start\n<v Wim>My name is Wim &amp; this is <b>imaging</b>.\n\n00:04.000 --> 00:06.000\nFirst, the patients:\nrehabilitation.\n\n00:00:00.000 --> 00:00:02.000\nGood morning, imaging fans.\n\nbad --> 00:01.000\nskipped\n';
  const cues = parseVtt(vtt);
  it('parses WebVTT cues to plain text, skipping NOTE blocks and unreadable times', () => {
    expect(cues).toEqual([
      { start: 2, end: 4, text: 'My name is Wim & this is imaging.' },
      { start: 4, end: 6, text: 'First, the patients: rehabilitation.' },
      { start: 0, end: 2, text: 'Good morning, imaging fans.' },
    ]);
    expect(vttTime('01:02:03.500')).toBe(3723.5);
    expect(vttTime('3.5')).toBeNull();
  });
  it('finds cues with every word, case-insensitive, in time order, with the matched ranges', () => {
    expect(searchTranscript(cues, 'IMAGING')).toEqual([
      { start: 0, text: 'Good morning, imaging fans.', ranges: [[14, 21]] },
      { start: 2, text: 'My name is Wim & this is imaging.', ranges: [[25, 32]] },
    ]);
    expect(searchTranscript(cues, 'wim imaging').map((m) => m.start)).toEqual([2]);
  });
  it.each([[''], ['   '], ['.*'], ['<script>'], ['(']])(
    'bad input %j is searched as plain text and finds nothing',
    (q) => {
      expect(searchTranscript(cues, q)).toEqual([]);
    },
  );
  it('a 2,000-character query is cut, not a crash; the limit caps the list', () => {
    expect(searchTranscript(cues, 'a'.repeat(2000))).toEqual([]);
    expect(searchTranscript(cues, 'i', 1)).toHaveLength(1);
  });
});

describe('spec 3 §2 query t (timestamp seconds) and spec 2 §4 share at the current time', () => {
  it.each([
    ['30', undefined, 30],
    ['12.5', undefined, 12.5],
    ['90', 12, 12],
    ['-3', undefined, null],
    ['1m', undefined, null],
    ['', undefined, null],
    [null, undefined, null],
  ])('t=%j (duration %j) starts at %j', (t, d, s) => {
    expect(startTimeFromQuery(t, d)).toBe(s);
  });
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3723, '1:02:03'],
    [NaN, '0:00'],
    [-4, '0:00'],
  ])('%s s reads %s', (s, text) => {
    expect(formatMediaTime(s)).toBe(text);
  });
  it('clamps seeks into the recording', () => {
    expect(clampTime(-3, 12)).toBe(0);
    expect(clampTime(15, 12)).toBe(12);
    expect(clampTime(15, NaN)).toBe(15);
  });
});

describe("issue 11 item 4 keyboard shortcuts act only while the player has focus, never over a control's own keys", () => {
  it.each([
    [' ', 'player', { type: 'toggle-play' }],
    ['k', 'player', { type: 'toggle-play' }],
    ['K', 'button', { type: 'toggle-play' }],
    ['ArrowLeft', 'player', { type: 'seek-by', seconds: -5 }],
    ['ArrowRight', 'button', { type: 'seek-by', seconds: 5 }],
    ['ArrowUp', 'player', { type: 'volume-by', delta: 0.1 }],
    ['ArrowDown', 'player', { type: 'volume-by', delta: -0.1 }],
    ['f', 'player', { type: 'toggle-fullscreen' }],
    ['m', 'slider', { type: 'toggle-mute' }],
    ['c', 'player', { type: 'toggle-captions' }],
    [' ', 'button', null],
    ['ArrowLeft', 'slider', null],
    ['k', 'text-field', null],
    ['f', 'menu', null],
    ['x', 'player', null],
    ['Enter', 'player', null],
  ] as const)('%j on %s → %j', (key, target, action) => {
    expect(playerKeyAction(key, target)).toEqual(action);
  });
  it('no action with a modifier key (browser and host shortcuts)', () => {
    expect(playerKeyAction('f', 'player', true)).toBeNull();
  });
});

describe('spec 1 §8 / spec 3 §8 player failure: playerCouldNotBeLoaded with a session id', () => {
  it('the text key and a readable 4-4-4 id from the injected random source', () => {
    expect(PLAYER_ERROR_KEY).toBe('playerCouldNotBeLoaded');
    let n = 0;
    const id = playerErrorSessionId(() => ((n++ * 7) % 36) / 36);
    expect(id).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    expect(playerErrorSessionId(() => 1)).toBe('zzzz-zzzz-zzzz');
  });
});

describe('spec 1 §3 transcript languages (the 28 codes) per project, overridden per resource; subtitles and search switch on their setting', () => {
  const files = [
    { language: 'de', src: '/t.de.vtt' },
    { language: 'en', src: '/t.en.vtt' },
    { language: 'xx', src: '/t.xx.vtt' },
    { language: 'fr', src: 'javascript:1' },
  ];
  const project = { enableSubtitles: 1, enableTranscriptSearch: 1, selectedTranscriptLanguages: '["en","de","fr"]' };
  it("keeps the files in the setting's languages and order, only the 28 codes, only gated URLs", () => {
    expect(textTracks(files, ['en', 'de', 'fr'], BASE).map((f) => f.language)).toEqual(['en', 'de']);
    expect(textTracks(files, [], BASE)).toEqual([]);
  });
  it("the resource's meta_selectedTranscriptLanguages overrides the project's list", () => {
    const settings = playerSettings(project, { meta_selectedTranscriptLanguages: 'de' });
    expect(subtitleTracks(files, settings, BASE).map((f) => f.language)).toEqual(['de']);
  });
  it('meta_activateSubtitles "false" switches subtitles off; meta_searchInTranscript "false" switches search off', () => {
    expect(subtitleTracks(files, playerSettings(project, { meta_activateSubtitles: 'false' }), BASE)).toEqual([]);
    expect(
      searchableTranscript(files, playerSettings(project, { meta_searchInTranscript: 'false' }), 'en', BASE),
    ).toBeNull();
  });
  it("search reads the transcript in the page's language, else the first one", () => {
    const settings = playerSettings(project, {});
    expect(searchableTranscript(files, settings, 'de', BASE)?.language).toBe('de');
    expect(searchableTranscript(files, settings, 'ja', BASE)?.language).toBe('en');
  });
});
