import { describe, expect, it } from 'vitest';
import { statusThumbnailAsset, thumbnailFallbackAsset } from '../../../../src/core/content/thumbnail';

const assets = { processingThumbnail: 'proc', scheduledThumbnail: 'sched', 'fallback-lecture': 'fl', 'fallback-abstract': '' };

describe('spec 2 §4 status placeholder: processing and scheduled may use a client image', () => {
  it.each([['processing', 'proc'], ['scheduled', 'sched']] as const)('%s → %s', (status, expected) => {
    expect(statusThumbnailAsset(assets, status)).toBe(expected);
  });
  it('gives null without the asset', () => {
    expect(statusThumbnailAsset({}, 'scheduled')).toBeNull();
    expect(statusThumbnailAsset(null, 'processing')).toBeNull();
  });
});

describe('spec 2 §8 / spec 3 §8 failed thumbnail falls back to the client asset by crtype, or an icon (null)', () => {
  it.each([['lecture', 'fl'], ['LECTURE', 'fl'], ['abstract', null], ['eposter', null], [null, null], ['', null]])('%j → %j', (crtype, expected) => {
    expect(thumbnailFallbackAsset(assets, crtype)).toBe(expected);
  });
});
