import { describe, expect, it } from 'vitest';
import {
  channelLivestreams,
  currentEventKey,
  liveLanguageButtons,
  liveSlideshowOptions,
  liveStage,
  slideshowImages,
} from '../../../../src/core/live/live-player-view';
import { isKnownOverflowBehaviour, overflowShouldPlay } from '../../../../src/core/live/overflow';

const streams = [
  { id: 'en', URL: 'https://cdn.example.org/en.m3u8', language: 'en', tags: ['english'] },
  { id: 'de', URL: 'https://cdn.example.org/de.m3u8', language: 'de', tags: ['deutsch'] },
  { id: 'plain', URL: 'https://cdn.example.org/plain.m3u8' },
];
const event = { id: 7, title: 'Opening' };
const onAir = {
  slug: 'hall-a',
  paused: 0,
  currentEvent: event,
  livestreams: streams,
  infotext: 'Info',
  pausetext: 'Back soon',
};
const paused = { ...onAir, paused: 1 };
const offAir = { ...onAir, currentEvent: null };
const slideshow = {
  enableSlideshow: true,
  slideshowImages: ['https://img.example.org/1.jpg', 'javascript:alert(1)', { src: '/2.jpg' }],
};

describe('spec 3 §4 Live player: a stream starts when the channel has a current event and is not paused', () => {
  it('on air → the first stream matching the tag filter', () => {
    expect(liveStage({ channel: onAir, settings: {}, tags: ['deutsch'] })).toEqual({
      kind: 'stream',
      stream: streams[1],
      eventKey: '7',
    });
  });
  it('with no tags only livestreams without tags play (spec 3 §5)', () => {
    expect(liveStage({ channel: onAir, settings: {}, tags: [] })).toMatchObject({
      kind: 'stream',
      stream: { id: 'plain' },
    });
  });
  it('a language button choice selects another stream that passes the filter', () => {
    expect(liveStage({ channel: onAir, settings: {}, tags: ['english', 'deutsch'], chosenId: 'de' })).toMatchObject({
      stream: { id: 'de' },
    });
    expect(liveStage({ channel: onAir, settings: {}, tags: ['english'], chosenId: 'de' })).toMatchObject({
      stream: { id: 'en' },
    });
  });
  it("the current event's own livestreams win over the channel's", () => {
    const own = { id: 'own', URL: 'https://cdn.example.org/own.m3u8' };
    expect(channelLivestreams({ ...onAir, currentEvent: { ...event, livestreams: [own] } })).toEqual([own]);
    expect(channelLivestreams(onAir)).toEqual(streams);
  });
  it('a changed event is a new key (a new stream starts)', () => {
    expect(currentEventKey(onAir)).toBe('7');
    expect(currentEventKey({ currentEvent: { slug: 'x' } })).toBe('x');
    expect(currentEventKey(offAir)).toBe('');
  });
  it('no stream passing the filter → no stream, the info text', () => {
    expect(liveStage({ channel: onAir, settings: {}, tags: ['sign-language'] })).toEqual({
      kind: 'text',
      text: 'Info',
      paused: false,
    });
  });
});

describe('spec 3 §2, §4 Live player: paused → slideshow (enableSlideshow with images) or the pause text; off air → info text', () => {
  it('paused with a slideshow → the slideshow, images through the URL gate', () => {
    expect(liveStage({ channel: paused, settings: slideshow, tags: [] })).toEqual({
      kind: 'slideshow',
      images: ['https://img.example.org/1.jpg', '/2.jpg'],
    });
  });
  it('paused without slideshow → the pause text', () => {
    expect(liveStage({ channel: paused, settings: {}, tags: [] })).toEqual({
      kind: 'text',
      text: 'Back soon',
      paused: true,
    });
    expect(
      liveStage({ channel: paused, settings: { enableSlideshow: true, slideshowImages: [] }, tags: [] }),
    ).toMatchObject({ kind: 'text', paused: true });
  });
  it('the current event disappears → torn down, the info text (no slideshow off air)', () => {
    expect(liveStage({ channel: offAir, settings: slideshow, tags: [] })).toEqual({
      kind: 'text',
      text: 'Info',
      paused: false,
    });
  });
  it('bad input: no channel → text, nothing thrown', () => {
    expect(liveStage({ channel: null, settings: null, tags: [] })).toEqual({ kind: 'text', text: null, paused: false });
    expect(slideshowImages('x')).toEqual([]);
  });
});

describe('spec 3 §9 Live slideshow: autoplaySpeed 8000 ms, speed 1000 ms, fade', () => {
  it('defaults', () => {
    expect(liveSlideshowOptions(undefined)).toMatchObject({
      autoplay: true,
      autoplaySpeed: 8000,
      speed: 1000,
      fade: true,
    });
  });
  it('settings override them; bad numbers keep the defaults', () => {
    expect(liveSlideshowOptions({ autoplaySpeed: 3000, speed: 'x', fade: 0, autoplay: 'false' })).toMatchObject({
      autoplay: false,
      autoplaySpeed: 3000,
      speed: 1000,
      fade: false,
    });
  });
});

describe('spec 3 §2, §5 Language buttons only when showLanguageButtons is on', () => {
  it.each([
    [true, ['en', 'de']],
    [1, ['en', 'de']],
    [false, []],
    [undefined, []],
  ])('showLanguageButtons %j → %j', (flag, labels) => {
    expect(liveLanguageButtons(onAir, ['english', 'deutsch'], flag).map((b) => b.label)).toEqual(labels);
  });
});

describe('spec 3 §2 Overflow player behaviours decide whether the stream plays', () => {
  it.each([
    ['default', onAir, true],
    ['default', paused, false],
    ['default', offAir, false],
    ['ignorePause', paused, true],
    ['ignorePause', offAir, false],
    ['streamAlways', paused, true],
    ['streamAlways', offAir, true],
    ['bogus', paused, false],
    ['bogus', onAir, true],
  ])('behaviour %s', (behaviour, channel, plays) => {
    expect(liveStage({ channel, settings: { behaviour }, tags: [], overflow: true }).kind === 'stream').toBe(plays);
  });
  it('alwaysOnAir names channels (a comma list of slugs) that play regardless of events or pause', () => {
    expect(overflowShouldPlay(offAir, { alwaysOnAir: 'hall-b, hall-a' })).toBe(true);
    expect(overflowShouldPlay(offAir, { alwaysOnAir: 'hall-b' })).toBe(false);
  });
  it.each([
    [undefined, true],
    ['', true],
    ['default', true],
    ['streamAlways', true],
    ['ignorePause', true],
    ['always', false],
    [3, false],
  ])('unknown behaviour values are told apart (the widget warns once): %j → known %j', (value, known) => {
    expect(isKnownOverflowBehaviour(value)).toBe(known);
  });
});
