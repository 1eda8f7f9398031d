import { describe, expect, it } from 'vitest';
import {
  resolveClientAssets,
  statusThumbnailAsset,
  thumbnailFallbackAsset,
} from '../../../../src/core/content/thumbnail';

const assets = {
  processingThumbnail: 'proc',
  scheduledThumbnail: 'sched',
  'fallback-lecture': 'fl',
  'fallback-abstract': '',
};

describe('spec 2 §4 status placeholder: processing and scheduled may use a client image', () => {
  it.each([
    ['processing', 'proc'],
    ['scheduled', 'sched'],
  ] as const)('%s → %s', (status, expected) => {
    expect(statusThumbnailAsset(assets, status)).toBe(expected);
  });
  it('gives null without the asset', () => {
    expect(statusThumbnailAsset({}, 'scheduled')).toBeNull();
    expect(statusThumbnailAsset(null, 'processing')).toBeNull();
  });
});

describe('spec 2 §8 / spec 3 §8 failed thumbnail falls back to the client asset by crtype, or an icon (null)', () => {
  it.each([
    ['lecture', 'fl'],
    ['LECTURE', 'fl'],
    ['abstract', null],
    ['eposter', null],
    [null, null],
    ['', null],
  ])('%j → %j', (crtype, expected) => {
    expect(thumbnailFallbackAsset(assets, crtype)).toBe(expected);
  });
});

describe('spec 1 §3 clientAssets name assets: their URLs come from the asset map (GET assets)', () => {
  it("maps each key to its asset's URL, null for a name the map lacks or a value that is no name", () => {
    expect(
      resolveClientAssets(
        { 'fallback-lecture': 'fallback-lecture', logo: 'logo-demo', gone: 'nope', odd: 3 },
        { 'fallback-lecture': '/api/assets/file/thumb-lecture.svg', 'logo-demo': 'https://cdn.example.org/logo.svg' },
      ),
    ).toEqual({
      'fallback-lecture': '/api/assets/file/thumb-lecture.svg',
      logo: 'https://cdn.example.org/logo.svg',
      gone: null,
      odd: null,
    });
  });
  it('no clientAssets → an empty map (the thumbnail then shows its plain box)', () => {
    expect(resolveClientAssets(undefined, { a: '/a.svg' })).toEqual({});
    expect(thumbnailFallbackAsset(resolveClientAssets(null, {}), 'lecture')).toBeNull();
  });
});
