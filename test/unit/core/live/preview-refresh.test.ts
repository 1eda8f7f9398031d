import { describe, expect, it } from 'vitest';
import {
  msToNextPreviewWindow,
  portalPreviewThumbnails,
  previewImageSrc,
} from '../../../../src/core/live/preview-image';
import { channelThumbnail } from '../../../../src/core/live/thumbnails';

const onAir = { id: 1700001, paused: 0, currentEvent: { id: 1, title: 'Keynote' } };
const offAir = { id: 1700002, paused: 0, currentEvent: null };

describe('spec 3 §7/§9 Channel preview image: base + preview_{channelid}.jpg, refreshed with a timestamp every 15 s', () => {
  const thumbs = portalPreviewThumbnails('http://api.example/api/', 'demo');
  it("the portal lists use the API's preview path", () => {
    expect(channelThumbnail(onAir, thumbs, 30_000).url).toBe(
      'http://api.example/api/demo/live/preview/preview_1700001.jpg?t=30000',
    );
  });
  it('off air: the default pattern with ###channelid### (no timestamp)', () => {
    expect(channelThumbnail(offAir, thumbs, 30_000)).toMatchObject({
      kind: 'offAir',
      url: 'http://api.example/api/demo/live/preview/preview_1700002.jpg',
    });
  });
  it('the next refresh is at the start of the next 15 s window', () => {
    expect(msToNextPreviewWindow(30_000)).toBe(15_000);
    expect(msToNextPreviewWindow(44_999)).toBe(1);
    expect(msToNextPreviewWindow(31_000)).toBe(14_000);
  });
});

describe('spec 3 §8 Preview image load failure: the configured error image is used', () => {
  const thumb = { url: 'https://p/preview_1.jpg?t=1', errorUrl: 'https://p/error.jpg' };
  it.each([
    [null, 'https://p/preview_1.jpg?t=1'],
    ['https://p/preview_1.jpg?t=1', 'https://p/error.jpg'],
    ['https://p/error.jpg', null],
    ['https://p/preview_1.jpg?t=0', 'https://p/preview_1.jpg?t=1'],
  ])('after %s failed → %s', (failed, expected) => {
    expect(previewImageSrc(thumb, failed)).toBe(expected);
  });
  it('without an error image a failed preview leaves the box empty', () => {
    expect(previewImageSrc({ url: 'https://p/a.jpg', errorUrl: null }, 'https://p/a.jpg')).toBeNull();
  });
});
