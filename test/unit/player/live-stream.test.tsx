import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LiveStream } from '../../../src/player/live/LiveStream';
import { liveMessages } from '../../../src/player/live/messages';

const t = (key: string) => liveMessages.en[key] ?? key;
const props = {
  settings: {},
  clientConfig: null,
  title: 'Hall A',
  autoPlay: false,
  apiBase: 'http://api.example/',
  locale: 'en',
  t,
};
afterEach(cleanup);

describe('issue 12 Bad input, spec 3 §5 Stream address: a malformed webRTC address', () => {
  it('shows a clear state in the player and throws nothing', () => {
    const { container } = render(
      <LiveStream {...props} stream={{ id: 1, URL: 'only-a-host', type: 'wowza/webRTC' }} />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe(liveMessages.en['live.streamInvalid']);
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('issue 12 item 4: one interface, the adapter by stream type', () => {
  it("a plain URL plays in the SDK's player (native / HLS default); a webRTC address in the same player; JW Player in a box", () => {
    const plain = render(<LiveStream {...props} stream={{ id: 1, URL: '/s/index.m3u8?loop' }} />);
    expect(plain.container.querySelector('.cp-player video')).not.toBeNull();
    plain.unmount();
    const webrtc = render(<LiveStream {...props} stream={{ id: 2, URL: 'h,live,s', type: 'wowza/webRTC' }} />);
    expect(webrtc.container.querySelector('.cp-player video')).not.toBeNull();
    webrtc.unmount();
    const jw = render(
      <LiveStream {...props} settings={{ jwplayerLibrary: 'data:,' }} stream={{ id: 3, URL: '/s/index.m3u8' }} />,
    );
    expect(jw.container.querySelector('.cp-player--box')?.getAttribute('data-adapter')).toBe('jwplayer');
  });
});
