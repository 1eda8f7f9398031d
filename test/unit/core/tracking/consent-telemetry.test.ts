import { describe, expect, it } from 'vitest';
import {
  consentActionOf,
  cookieDescriptionsOf,
  COOKIE_DESCRIPTIONS,
  decodeConsentChoice,
  encodeConsentChoice,
  FULL_CONSENT,
  NO_CONSENT,
  normalizeConsentChoice,
} from '../../../../src/core/tracking/consent-services';
import { isMatomoVisitorId, matomoPageViewParams, matomoVisitorId } from '../../../../src/core/tracking/matomo';
import { parseDsn } from '../../../../src/core/tracking/error-report';
import { ERROR_REPORTING_SAMPLING } from '../../../../src/core/constants';

describe('spec 3 §3 Cookie services: required always on; analytics and error monitoring off by default, toggled by consent', () => {
  it.each([
    [undefined, 'none', NO_CONSENT],
    ['', 'none', NO_CONSENT],
    ['none', 'anonymous', NO_CONSENT],
    ['analytics', 'accepted', { analytics: true, errorMonitoring: false }],
    ['errorMonitoring', 'accepted', { analytics: false, errorMonitoring: true }],
    ['analytics.errorMonitoring', 'accepted', FULL_CONSENT],
    ['analytics.tracking-everything', 'none', NO_CONSENT],
  ])('cookie %j → state %s', (cookie, state, choice) => {
    expect(decodeConsentChoice(cookie)).toEqual({ state, choice });
  });

  it('a choice round-trips through the cookie value', () => {
    for (const choice of [
      NO_CONSENT,
      FULL_CONSENT,
      { analytics: true, errorMonitoring: false },
      { analytics: false, errorMonitoring: true },
    ]) {
      expect(decodeConsentChoice(encodeConsentChoice(choice)).choice).toEqual(choice);
    }
  });

  it('spec 3 §4: any service on is an accept, nothing on is a decline', () => {
    expect(consentActionOf(FULL_CONSENT)).toEqual({ type: 'accept' });
    expect(consentActionOf({ analytics: false, errorMonitoring: true })).toEqual({ type: 'accept' });
    expect(consentActionOf(NO_CONSENT)).toEqual({ type: 'decline' });
  });
});

describe('setConsent from a host consent manager: the accepted shapes', () => {
  it.each([
    [true, FULL_CONSENT],
    ['all', FULL_CONSENT],
    [false, NO_CONSENT],
    ['none', NO_CONSENT],
    [{ analytics: true }, { analytics: true, errorMonitoring: false }],
    [
      { errorMonitoring: true, analytics: false },
      { analytics: false, errorMonitoring: true },
    ],
    [{}, NO_CONSENT],
    [{ analytics: 'yes' }, null],
    [{ marketing: true }, null],
    [null, null],
    ['maybe', null],
    [1, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeConsentChoice(input)).toEqual(expected);
  });
});

describe('spec 3 §4 Cookie settings descriptions', () => {
  it('refresh token 18 months, add-to-calendar 12 months, analytics preference 400 days, visitor IDs 13 months', () => {
    expect(COOKIE_DESCRIPTIONS.map((c) => [c.key.split('.').pop(), c.duration.value, c.duration.unit])).toEqual([
      ['refreshToken', 18, 'months'],
      ['addToCalendar', 12, 'months'],
      ['analyticsPreference', 400, 'days'],
      ['visitorIds', 13, 'months'],
    ]);
    expect(cookieDescriptionsOf('analytics').map((c) => c.key)).toEqual(['consent.cookie.visitorIds']);
    expect(cookieDescriptionsOf('errorMonitoring')).toEqual([]);
  });
});

describe('spec 1 §9, spec 3 §7 Matomo page view by the tracking HTTP API: site id, custom dimensions 1 to 9', () => {
  const time = new Date(2026, 2, 4, 10, 5, 7);
  it('builds matomo.php parameters with the site id, url, title and dimensions 1–9 only', () => {
    const params = matomoPageViewParams({
      siteId: 3,
      url: 'https://host/congress/library',
      title: 'Library',
      referrer: '',
      visitorId: '0123456789abcdef',
      time,
      random: 0.5,
      dimensions: { 4: 'Talk', 9: '14', 10: 'never', 0: 'never', 5: '' },
      resolution: '1280x800',
    });
    expect(params).toEqual({
      idsite: '3',
      rec: '1',
      apiv: '1',
      url: 'https://host/congress/library',
      action_name: 'Library',
      res: '1280x800',
      _id: '0123456789abcdef',
      rand: '500000000',
      h: '10',
      m: '5',
      s: '7',
      dimension4: 'Talk',
      dimension9: '14',
    });
  });
  it('a visitor id is 16 hex characters; anything else is not sent', () => {
    expect(matomoVisitorId([0, 1, 2, 254, 255, 16, 32, 64])).toBe('000102feff102040');
    expect(isMatomoVisitorId('000102feff102040')).toBe(true);
    expect(isMatomoVisitorId('xyz')).toBe(false);
    expect(matomoPageViewParams({ siteId: 7, url: 'u', visitorId: 'bad', time, random: 0 })._id).toBeUndefined();
  });
});

describe('spec 1 §8, spec 3 §9 Error reporting: sample rate 1, traces 0.1; the envelope endpoint of a DSN', () => {
  it('sample rates 1 (errors) and 0.1 (traces), handed to the SDK client', () => {
    expect(ERROR_REPORTING_SAMPLING).toEqual({ sampleRate: 1, tracesSampleRate: 0.1 });
  });
  it.each([
    ['https://abc@o1.ingest.example.io/42', 'https://o1.ingest.example.io/api/42/envelope/'],
    ['http://demo_key@127.0.0.1:8080/api/sentry/3', 'http://127.0.0.1:8080/api/sentry/api/3/envelope/'],
    ['http://demo-key@127.0.0.1/1', null],
    ['https://o1.example.io/42', null],
    ['javascript:alert(1)//a@b/1', null],
    ['https://k@h/notanumber', null],
    ['', null],
  ])('DSN %s → %s', (dsn, url) => {
    expect(parseDsn(dsn)?.envelopeUrl ?? null).toBe(url);
  });
});
