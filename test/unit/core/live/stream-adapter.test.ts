import { describe, expect, it } from 'vitest';
import {
  isFreeEdition,
  isJwKeyError,
  jwSetup,
  streamPlan,
  wowzaSdpUrl,
} from '../../../../src/core/live/stream-adapter';
import { overlayAction } from '../../../../src/core/live/overlay-mode';

const sdks = {
  streamSdks: {
    wowzaWebRTC: 'https://cdn.example/wowza.js',
    millicast: 'https://cdn.example/millicast.js',
    millicastAccountId: 'acc1',
  },
};

describe('spec 3 §3 Livestream type, §5 Stream address: the adapter that plays a stream', () => {
  it('wowza/webRTC "server,application,stream" (protocol removed) → the Wowza adapter with its signalling URL and the configured SDK', () => {
    expect(streamPlan({ URL: 'https://wowza.example:443, live , hall-a', type: 'wowza/webRTC' }, {}, sdks)).toEqual({
      adapter: 'wowza/webRTC',
      sdk: 'https://cdn.example/wowza.js',
      sdpUrl: 'wss://wowza.example:443/webrtc-session.json',
      application: 'live',
      streamName: 'hall-a',
    });
    expect(wowzaSdpUrl('h.example')).toBe('wss://h.example/webrtc-session.json');
  });

  it('dolby/millicast and wowza/RTS@S "stream/token" → the Millicast viewer (account from configuration)', () => {
    for (const type of ['dolby/millicast', 'wowza/RTS@S']) {
      expect(streamPlan({ URL: 'hallA/tok123', type }, {}, sdks)).toEqual({
        adapter: 'dolby/millicast',
        sdk: 'https://cdn.example/millicast.js',
        accountId: 'acc1',
        streamName: 'hallA',
        token: 'tok123',
      });
    }
  });

  it("the widget settings' streamSdks win over the client configuration's; no SDK configured → sdk null (the player reports it)", () => {
    expect(
      streamPlan({ URL: 'a,b,c', type: 'wowza/webRTC' }, { streamSdks: { wowzaWebRTC: '/own.js' } }, sdks),
    ).toMatchObject({ sdk: '/own.js' });
    expect(streamPlan({ URL: 'a,b,c', type: 'wowza/webRTC' }, {}, null)).toMatchObject({ sdk: null });
  });

  it('bad input: a malformed webRTC address (not three parts), a missing URL → invalid (a clear state, nothing thrown)', () => {
    expect(streamPlan({ URL: 'only-a-host', type: 'wowza/webRTC' }, {}, sdks)).toEqual({ adapter: 'invalid' });
    expect(streamPlan({ URL: 'https://,app,', type: 'wowza/webRTC' }, {}, sdks)).toEqual({ adapter: 'invalid' });
    expect(streamPlan(null, null, null)).toEqual({ adapter: 'invalid' });
    expect(streamPlan({ URL: ' /tok', type: 'dolby/millicast' }, {}, sdks)).toEqual({ adapter: 'invalid' });
  });

  it('a plain URL → the native / HLS default ("?loop" noted); with jwplayerLibrary in the settings → JW Player', () => {
    expect(streamPlan({ URL: '/s/index.m3u8?loop', type: 'hls' }, {}, null)).toEqual({
      adapter: 'media',
      url: '/s/index.m3u8',
      loop: true,
    });
    expect(streamPlan({ URL: '/s/index.m3u8' }, { jwplayerLibrary: '/jw.js' }, null)).toEqual({
      adapter: 'jwplayer',
      url: '/s/index.m3u8',
      library: '/jw.js',
    });
  });
});

describe('spec 3 §3 JW Player settings, §5 free edition, §8 player key codes', () => {
  it("jwplayerKey is passed; autostart follows the widget's autostart unless disableJwplayerAutostart", () => {
    expect(jwSetup('u', { jwplayerKey: 'k', autostart: true })).toEqual({
      file: 'u',
      key: 'k',
      autostart: true,
      width: '100%',
    });
    expect(jwSetup('u', { jwplayerKey: 'k', autostart: true, disableJwplayerAutostart: 1 }).autostart).toBe(false);
    expect(jwSetup('u', { autostart: false })).toEqual({ file: 'u', autostart: false, width: '100%' });
  });

  it('100011 (no key), 100012 (invalid key or no token), 100013 (expired) are key errors; others are not', () => {
    expect([100011, 100012, '100013'].map(isJwKeyError)).toEqual([true, true, true]);
    expect([100010, 102000, null, undefined].map(isJwKeyError)).toEqual([false, false, false, false]);
  });

  it('a player that says its edition is "free" has a free-edition key (the adapter warns)', () => {
    expect(isFreeEdition('free')).toBe(true);
    expect(isFreeEdition('FREE')).toBe(true);
    expect([isFreeEdition('enterprise'), isFreeEdition(undefined)]).toEqual([false, false]);
  });
});

describe('spec 3 §2 Event overlay dialog: the one button, in the order details, meet the experts, live (not onsite-only), library', () => {
  const targets = { live: '/live?c=a', library: '/library#a' };
  it("the event's own links come first, in order", () => {
    expect(
      overlayAction(
        { eventDetailsLink: 'https://e.example/d', meetTheExpertsLink: 'https://e.example/m' },
        'live',
        targets,
      ),
    ).toEqual({ kind: 'eventDetails', href: 'https://e.example/d' });
    expect(overlayAction({ meetTheExpertsLink: 'https://e.example/m' }, 'library', targets)).toEqual({
      kind: 'meetTheExperts',
      href: 'https://e.example/m',
    });
  });
  it('live mode: the live button, not for onsite-only events; library and crs: view in library', () => {
    expect(overlayAction({}, 'live', targets)).toEqual({ kind: 'live', href: '/live?c=a' });
    expect(overlayAction({ onsiteOnly: 'true' }, 'live', targets)).toBeNull();
    expect(overlayAction({}, 'crs', targets)).toEqual({ kind: 'library', href: '/library#a' });
    expect(overlayAction({}, 'library', targets)).toEqual({ kind: 'library', href: '/library#a' });
  });
  it('a button without a target is passed over; no mode, no link → no button', () => {
    expect(overlayAction({}, 'live', { live: null, library: '/l' })).toBeNull();
    expect(overlayAction({ eventDetailsLink: 'javascript:alert(1)' }, 'crs', { live: null, library: null })).toBeNull();
    expect(overlayAction({}, null, targets)).toBeNull();
  });
});
