import { describe, expect, it } from 'vitest';
import { accessBadge, extraBadges } from '../../../../src/core/content/badge';
import {
  consentNotices,
  CONSENT_DENIED_NOTICE,
  CONSENT_LIVE_DENIED_NOTICE,
  isPublished,
  isUpcomingEvent,
  showsPlayer,
} from '../../../../src/core/content/status';

describe('spec 1 §4 badge precedence: sponsored, then free, then promo', () => {
  it.each([
    [{ sponsored: 1, free: 1, promo: 1 }, 'sponsored'],
    [{ free: true, promo: true }, 'free'],
    [{ promo: '1' }, 'promo'],
    [{ PROMO: 'yes' }, 'promo'],
    [{ sponsored: 'true' }, 'sponsored'],
    [{ sponsored: 0, free: '0', promo: false }, null],
    [{ PROMO: 'no' }, null],
    [{}, null],
    [null, null],
  ])('%j → %j', (item, expected) => {
    expect(accessBadge(item)).toBe(expected);
  });
});

describe('spec 2 §4 / spec 3 §4 player only for status 6 and consent not 0', () => {
  it.each([
    [{ status: 6, consent: 1 }, true],
    [{ status: '6' }, true],
    [{ status: 6, consent: null }, true],
    [{ status: 6, consent: 0 }, false],
    [{ status: 6, consent: '0' }, false],
    [{ status: 5, consent: 1 }, false],
    [{ status: 'six' }, false],
    [{}, false],
    [null, false],
  ])('%j → %s', (r, expected) => {
    expect(showsPlayer(r)).toBe(expected);
  });

  it('reads published (6) and upcoming event (2) status from numbers or strings', () => {
    expect(isPublished({ status: ' 6 ' })).toBe(true);
    expect(isUpcomingEvent({ status: '2' })).toBe(true);
    expect(isUpcomingEvent({ status: 6 })).toBe(false);
    expect(isUpcomingEvent(undefined)).toBe(false);
  });
});

describe('spec 2 §4 / spec 3 §4 consent texts: consentLive 0 not broadcast, consent 0 not on demand (keys + default texts)', () => {
  it.each([
    [{ consentLive: 0 }, [CONSENT_LIVE_DENIED_NOTICE]],
    [{ consent: '0' }, [CONSENT_DENIED_NOTICE]],
    [{ consentLive: '0', consent: 0 }, [CONSENT_LIVE_DENIED_NOTICE, CONSENT_DENIED_NOTICE]],
    [{ consentLive: 1, consent: 1 }, []],
    [{ consent: '' }, []],
    [null, []],
  ])('%j → notices', (item, expected) => {
    expect(consentNotices(item)).toEqual(expected);
  });

  it("defaults name the speaker's request", () => {
    expect(CONSENT_LIVE_DENIED_NOTICE.defaultText).toMatch(/not broadcast at the speaker's request/);
    expect(CONSENT_DENIED_NOTICE.defaultText).toMatch(/not available on demand at the speaker's request/);
  });
});

describe('spec 2 §2 extra badge images from clientAssets badge.{name}; spec 2 §8 missing badge assets: logged only', () => {
  const clientAssets = {
    'badge.award': 'badge-award',
    'badge.cme': 'badge-cme',
    'badge.evil': 'badge-evil',
    logo: 'logo',
  };
  const assets = {
    'badge-award': '/api/assets/file/badge-award.svg',
    'badge-evil': 'javascript:alert(1)',
    logo: '/logo.svg',
  };
  it.each([
    [
      'an asset that exists is an image, its name the alternative text',
      ['award'],
      [{ name: 'award', src: '/api/assets/file/badge-award.svg' }],
      [],
    ],
    ['a configured asset name the asset map lacks is missing', ['cme'], [], ['cme']],
    ['a badge without a client asset is missing', ['new'], [], ['new']],
    ['a URL the URL gate refuses is missing', ['evil'], [], ['evil']],
    [
      'blank and repeated names are skipped, order kept',
      ['award', ' ', 'cme', 'award', null],
      [{ name: 'award', src: '/api/assets/file/badge-award.svg' }],
      ['cme'],
    ],
    ['no badges', undefined, [], []],
  ])('%s', (_label, badges, images, missing) => {
    expect(extraBadges({ badges }, clientAssets, assets)).toEqual({ images, missing });
  });

  it('malformed config or asset map: every badge is missing, nothing throws', () => {
    expect(extraBadges({ badges: ['award'] }, null, assets)).toEqual({ images: [], missing: ['award'] });
    expect(extraBadges({ badges: ['award'] }, clientAssets, 'x')).toEqual({ images: [], missing: ['award'] });
    expect(extraBadges(null, clientAssets, assets)).toEqual({ images: [], missing: [] });
  });
});
