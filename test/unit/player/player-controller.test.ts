import { describe, expect, it, vi } from 'vitest';
import { PlayerController } from '../../../src/player/controller/player-controller';
import { nextCaption } from '../../../src/player/controller/caption-tracks';
import type { StreamAdapter } from '../../../src/player/streams/types';

/** A TextTrackList stand-in: iterable (the controller reads it with Array.from) and an event target. */
class FakeTrackList extends EventTarget {
  tracks: { kind: string; language: string; mode: string }[] = [];
  [Symbol.iterator]() {
    return this.tracks[Symbol.iterator]();
  }
}

/** A `<video>` stand-in: the properties and events the controller reads, nothing rendered. */
class FakeVideo extends EventTarget {
  paused = true;
  ended = false;
  currentTime = 0;
  duration = Number.NaN;
  volume = 1;
  muted = false;
  playbackRate = 1;
  readyState = 0;
  error: unknown = null;
  textTracks = new FakeTrackList();
  playResult: () => Promise<void> = () => Promise.resolve();
  play = vi.fn(() => {
    const result = this.playResult();
    return result.then(() => {
      this.paused = false;
      this.dispatchEvent(new Event('play'));
    });
  });
  pause = vi.fn(() => {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  metadata(duration: number) {
    this.duration = duration;
    this.readyState = 1;
    this.dispatchEvent(new Event('loadedmetadata'));
  }
  addTrack(kind: string, language: string) {
    this.textTracks.tracks.push({ kind, language, mode: 'disabled' });
    this.textTracks.dispatchEvent(new Event('addtrack'));
  }
}

const asVideo = (video: FakeVideo) => video as unknown as HTMLVideoElement;

type Attach = StreamAdapter['attach'];

function adapter(eager: boolean, attach: Attach = vi.fn(() => Promise.resolve(vi.fn()))) {
  return { name: 'test', surface: 'video', eager, attach } satisfies StreamAdapter;
}

function setup(startTime: number | null = null) {
  const reportError = vi.fn(() => 'ABC123');
  const controller = new PlayerController({ startTime, reportError });
  const video = new FakeVideo();
  const changes = vi.fn();
  controller.subscribe(changes);
  return { controller, video, reportError, changes };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('player controller (the on-demand player, spec 2 §8)', () => {
  it('attaches native media at once and hls.js only on the first play', async () => {
    const eager = setup();
    const native = adapter(true);
    eager.controller.connect(asVideo(eager.video), native, false);
    await flush();
    expect(native.attach).toHaveBeenCalledTimes(1);
    expect(eager.controller.getState().attached).toBe(true);

    const lazy = setup();
    const hls = adapter(false);
    lazy.controller.connect(asVideo(lazy.video), hls, false);
    await flush();
    expect(hls.attach).not.toHaveBeenCalled();
    await lazy.controller.play();
    expect(hls.attach).toHaveBeenCalledTimes(1);
    expect(lazy.controller.getState().started).toBe(true);
    expect(lazy.video.play).toHaveBeenCalled();
  });

  it("starts at a shared link's t once metadata arrives, clamped to the duration", async () => {
    const { controller, video } = setup(90);
    controller.watchMedia(asVideo(video));
    controller.connect(asVideo(video), adapter(true), false);
    expect(controller.displayTime()).toBe(90);
    video.metadata(60);
    expect(video.currentTime).toBeLessThanOrEqual(60);
    expect(controller.getState().pendingTime).toBeNull();
  });

  it('remembers a seek made before the media can seek, and seeks at once afterwards', async () => {
    const { controller, video } = setup();
    controller.watchMedia(asVideo(video));
    controller.connect(asVideo(video), adapter(false), false);
    controller.seek(42);
    expect(controller.getState().pendingTime).toBe(42);
    expect(controller.displayTime()).toBe(42);
    await controller.play();
    video.metadata(600);
    expect(video.currentTime).toBe(42);
    controller.seek(100);
    expect(video.currentTime).toBe(100);
  });

  it('autostarts once, muted when the browser wants a gesture (spec 3 §3 autostart)', async () => {
    const { controller, video } = setup();
    let calls = 0;
    video.playResult = () =>
      calls++ === 0 ? Promise.reject(new DOMException('gesture', 'NotAllowedError')) : Promise.resolve();
    const stop = controller.connect(asVideo(video), adapter(true), true);
    await flush();
    await flush();
    expect(video.muted).toBe(true);
    expect(video.play).toHaveBeenCalledTimes(2);
    stop();
    controller.connect(asVideo(video), adapter(true), true);
    await flush();
    expect(video.play).toHaveBeenCalledTimes(2);
  });

  it('shows the big play button again when a click-less play is refused', async () => {
    const { controller, video } = setup();
    video.playResult = () => Promise.reject(new DOMException('gesture', 'NotAllowedError'));
    controller.connect(asVideo(video), adapter(true), false);
    await controller.play();
    await flush();
    expect(controller.getState().started).toBe(false);
  });

  it('reports a failure once, with a session id (spec 3 §8 playerCouldNotBeLoaded)', async () => {
    const { controller, video, reportError } = setup();
    controller.connect(asVideo(video), adapter(true), false);
    video.dispatchEvent(new Event('error'));
    video.dispatchEvent(new Event('error'));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(controller.getState().errorId).toBe('ABC123');
  });

  it('detaches the stream when disconnected, also when the attach finishes later', async () => {
    const { controller, video } = setup();
    const detach = vi.fn();
    let resolve: (value: () => void) => void = () => undefined;
    const slow = adapter(
      true,
      vi.fn(() => new Promise<() => void>((r) => (resolve = r))),
    );
    const stop = controller.connect(asVideo(video), slow, false);
    stop();
    resolve(detach);
    await flush();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(controller.getState().attached).toBe(false);
  });

  it('follows the media state from its events and notifies only on change', () => {
    const { controller, video, changes } = setup();
    const stop = controller.watchMedia(asVideo(video));
    const before = changes.mock.calls.length;
    video.dispatchEvent(new Event('timeupdate'));
    expect(changes.mock.calls.length).toBe(before);
    video.currentTime = 5;
    video.dispatchEvent(new Event('timeupdate'));
    expect(controller.getState().media.time).toBe(5);
    stop();
    video.currentTime = 9;
    video.dispatchEvent(new Event('timeupdate'));
    expect(controller.getState().media.time).toBe(5);
  });

  it('runs keyboard shortcuts: seek, volume, mute, captions (spec 2 §8 keyboard)', () => {
    const { controller, video } = setup();
    controller.watchMedia(asVideo(video));
    const fullscreen = vi.fn();
    const context = { languages: ['de', 'en'], locale: 'en', fullscreen };
    controller.run({ type: 'volume-by', delta: -0.25 }, context);
    expect(video.volume).toBe(0.75);
    controller.run({ type: 'toggle-mute' }, context);
    expect(video.muted).toBe(true);
    controller.run({ type: 'seek-by', seconds: 10 }, context);
    expect(controller.getState().pendingTime).toBe(10);
    controller.run({ type: 'toggle-fullscreen' }, context);
    expect(fullscreen).toHaveBeenCalled();
    controller.run({ type: 'toggle-captions' }, context);
    expect(controller.getState().caption).toBe('en');
    controller.run({ type: 'toggle-captions' }, context);
    expect(controller.getState().caption).toBe('');
  });

  it('shows only the chosen subtitle track and lists the playlist languages', () => {
    const { controller, video } = setup();
    controller.watchTracks(asVideo(video), true, ['de']);
    video.addTrack('subtitles', 'de');
    video.addTrack('subtitles', 'fr');
    video.addTrack('metadata', 'xx');
    expect(controller.getState().playlistLanguages).toEqual(['fr']);
    controller.chooseCaption('fr');
    expect(video.textTracks.tracks.map((track) => track.mode)).toEqual(['disabled', 'showing', 'disabled']);
  });

  it('toggles a panel open and closed', () => {
    const { controller } = setup();
    controller.togglePanel('slides');
    expect(controller.getState().panel).toBe('slides');
    controller.togglePanel('search');
    expect(controller.getState().panel).toBe('search');
    controller.togglePanel('search');
    expect(controller.getState().panel).toBeNull();
  });
});

describe('nextCaption (the captions key)', () => {
  it.each([
    ['en', '', ['de', 'en'], 'de', ''],
    ['', 'fr', ['de', 'fr'], 'en', 'fr'],
    ['', '', ['de', 'en'], 'en', 'en'],
    ['', '', ['de', 'fr'], 'en', 'de'],
  ])('from %j (last %j, offered %j, page %j) to %j', (current, last, languages, locale, expected) => {
    expect(nextCaption(current, last, languages, locale)).toBe(expected);
  });
});
