/**
 * Issue 12 item 4: the vendor stream adapters against the fakes of their public APIs the reference server serves
 * (demo/site/js/fake-sdk) — evaluated here as the page would run them, then reached through the adapters' own
 * lazy path (vendorAdapter → import → loadScriptGlobal finds the SDK's global).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamPlan } from '../../../src/core/live/stream-adapter';
import { vendorAdapter } from '../../../src/player/streams';

const FAKES = join(__dirname, '../../../demo/site/js/fake-sdk');
const run = (file: string) => new Function(readFileSync(join(FAKES, file), 'utf8'))();
const config = { streamSdks: { wowzaWebRTC: '/js/fake-sdk/wowza-webrtc.js', millicast: '/js/fake-sdk/millicast.js' } };

function fakeStream() {
  const stop = vi.fn();
  // The video's srcObject takes only a MediaStream (happy-dom checks it as browsers do).
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
  return { stop, stream };
}

let stopped: ReturnType<typeof fakeStream>;
beforeEach(() => {
  stopped = fakeStream();
  // happy-dom has no canvas capture; the fakes play a canvas stream in the browser.
  (HTMLCanvasElement.prototype as unknown as { captureStream(): unknown }).captureStream = () => stopped.stream;
  (HTMLCanvasElement.prototype as unknown as { getContext(): unknown }).getContext = () => ({
    fillRect() {},
    fillStyle: '',
  });
});
afterEach(() => {
  for (const name of ['WowzaWebRTCPlay', 'millicast', 'jwplayer'])
    delete (window as unknown as Record<string, unknown>)[name];
});

const target = (onFatal = vi.fn()) => ({
  video: document.createElement('video'),
  box: document.createElement('div'),
  autoPlay: false,
  onFatal,
});

describe('spec 3 §5 wowza/webRTC: the Wowza webRTC player with the parsed address', () => {
  it("plays into the player's video (srcObject) with sdpURL, application and stream; detach stops it", async () => {
    run('wowza-webrtc.js');
    const adapter = vendorAdapter(
      streamPlan({ URL: 'https://wowza.example,live,hall-a', type: 'wowza/webRTC' }, {}, config),
      {},
    )!;
    expect(adapter).toMatchObject({ name: 'wowza/webRTC', surface: 'video', eager: false });
    const t = target();
    const detach = await adapter.attach(t);
    expect(t.video.dataset.fakeSdk).toBe('wowza wss://wowza.example/webrtc-session.json live hall-a');
    expect(t.video.srcObject).toBe(stopped.stream);
    detach();
    expect(stopped.stop).toHaveBeenCalled();
    expect(t.video.srcObject).toBeNull();
    expect(t.onFatal).not.toHaveBeenCalled();
  });

  it("an unknown stream (the server's error) → onFatal; no SDK configured → attach rejects (the player shows its error state)", async () => {
    run('wowza-webrtc.js');
    const t = target();
    await vendorAdapter(streamPlan({ URL: 'h,live,missing', type: 'wowza/webRTC' }, {}, config), {})!.attach(t);
    await vi.waitFor(() => expect(t.onFatal).toHaveBeenCalled());
    await expect(
      vendorAdapter(streamPlan({ URL: 'h,live,x', type: 'wowza/webRTC' }, {}, null), {})!.attach(target()),
    ).rejects.toThrow(/no usable script URL/);
  });
});

describe('spec 3 §5 dolby/millicast: the Millicast viewer with stream name and subscriber token', () => {
  it("connects through the Director's token generator and plays into the video; detach stops", async () => {
    run('millicast.js');
    const spy = vi.spyOn(
      (window as unknown as { millicast: { Director: { getSubscriber(o: unknown): unknown } } }).millicast.Director,
      'getSubscriber',
    );
    const t = target();
    const detach = await vendorAdapter(
      streamPlan({ URL: 'hallA/tok', type: 'dolby/millicast' }, {}, config),
      {},
    )!.attach(t);
    expect(spy).toHaveBeenCalledWith({ streamName: 'hallA', subscriberToken: 'tok' });
    expect(t.video.dataset.fakeSdk).toBe('millicast hallA');
    detach();
    expect(stopped.stop).toHaveBeenCalled();
  });

  it('a refused subscriber token → attach rejects', async () => {
    run('millicast.js');
    await expect(
      vendorAdapter(streamPlan({ URL: 'hallA/denied', type: 'dolby/millicast' }, {}, config), {})!.attach(target()),
    ).rejects.toThrow('Unauthorized');
  });
});

describe('spec 3 §8 JW Player: key errors and a missing player component are fatal', () => {
  const plan = streamPlan(
    { URL: 'https://media.example/live.m3u8' },
    { jwplayerLibrary: '/js/fake-sdk/jwplayer.js' },
    null,
  );
  it.each([
    ['', 100011],
    ['invalid-x', 100012],
    ['expired-x', 100013],
  ])('key "%s" → fatal with code %i', async (key, code) => {
    run('jwplayer.js');
    const t = target();
    await vendorAdapter(plan, { jwplayerKey: key })!.attach(t);
    await vi.waitFor(() =>
      expect(t.onFatal).toHaveBeenCalledWith(expect.objectContaining({ name: 'JwPlayerError', code })),
    );
  });

  it('a library that defines no player function → attach rejects (missing player component)', async () => {
    run('jwplayer-broken.js');
    await expect(vendorAdapter(plan, { jwplayerKey: 'k' })!.attach(target())).rejects.toThrow(
      'meta-player webcomponent could not be loaded',
    );
  });

  it('a good key: a player in the box with the stream; a free-edition key warns; detach removes it', async () => {
    run('jwplayer.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = target();
    const detach = await vendorAdapter(plan, {
      jwplayerKey: 'free-1',
      autostart: true,
      disableJwplayerAutostart: true,
    })!.attach(t);
    await vi.waitFor(() => expect(t.box.querySelector('video')).not.toBeNull());
    expect(t.box.querySelector('[data-jw-autostart]')?.getAttribute('data-jw-autostart')).toBe('false');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('free-edition'));
    detach();
    expect(t.box.children).toHaveLength(0);
    warn.mockRestore();
  });
});
