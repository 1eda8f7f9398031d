import { describe, expect, it } from 'vitest';
import {
  consentCookieDays,
  consentReducer,
  consentState,
  hasTrackingConsentQuery,
} from '../../../../src/core/tracking/consent';
import {
  analyticsSiteId,
  libraryDimensionRoute,
  libraryDimensionValues,
  pageViewDimensions,
  pageViewUser,
} from '../../../../src/core/tracking/analytics';
import { matomoPageViewParams } from '../../../../src/core/tracking/matomo';
import { supportChatVisitor, validEmail } from '../../../../src/core/tracking/chat';
import { qaChatDisabled, qaPrefillUrl } from '../../../../src/core/tracking/qa-chat';

describe('spec 3 §4 Cookie consent: none → accepted / anonymous; accept sets 33696000; decline sets 0 and reloads only if accepted before', () => {
  it('accept from none', () => {
    expect(consentReducer('none', { type: 'accept' }, 7)).toEqual({
      state: 'accepted',
      effects: [
        { type: 'setConsentCookie', value: 'accepted', days: 7 },
        { type: 'setVisitorCookieTimeout', seconds: 33_696_000 },
      ],
    });
  });

  it.each([
    ['none', false],
    ['anonymous', false],
    ['accepted', true],
  ] as const)('decline from %s reloads: %s', (from, reloads) => {
    const { state, effects } = consentReducer(from, { type: 'decline' }, 30);
    expect(state).toBe('anonymous');
    expect(effects.slice(0, 3)).toEqual([
      { type: 'deleteCookies' },
      { type: 'setCookieTimeouts', seconds: 0 },
      { type: 'setConsentCookie', value: 'anonymous', days: 30 },
    ]);
    expect(effects.some((e) => e.type === 'reload')).toBe(reloads);
  });

  it.each([
    ['accepted', 'accepted'],
    ['anonymous', 'anonymous'],
    ['yes', 'none'],
    [null, 'none'],
  ])('stored value %j → %s', (value, expected) => {
    expect(consentState(value)).toBe(expected);
  });

  it.each([
    [{ cookieValidityPeriodInDays: 30 }, 30],
    [{ cookieValidityPeriodInDays: '14' }, 14],
    [{ cookieValidityPeriodInDays: 0 }, 7],
    [{}, 7],
    [null, 7],
  ])('cookie validity %j → %s days', (client, days) => {
    expect(consentCookieDays(client)).toBe(days);
  });
});

describe('spec 3 §2/§5 Analytics consent: the trackingConsent query key present switches it on', () => {
  it.each([
    ['?trackingConsent', true],
    ['trackingConsent=', true],
    ['?a=1&trackingConsent=0', true],
    ['?trackingConsentX=1', false],
    ['?a=trackingConsent', false],
    ['', false],
    [{ trackingConsent: null }, true],
    [{ other: 1 }, false],
    [null, false],
  ])('%j → %s', (query, expected) => {
    expect(hasTrackingConsentQuery(query)).toBe(expected);
  });
});

describe('spec 1 §9 / spec 2 §7 Matomo: site id default 3; dimensions 4 ondemand, 5 event, 6 type, 7 location, 8 topics; design dimension 9 = 14', () => {
  it.each([
    [{ matomoSiteId: 12 }, 12],
    [{ matomoSiteId: '5' }, 5],
    [{ matomoSiteId: 0 }, 3],
    [{}, 3],
    [null, 3],
  ])('site id %j → %s', (client, expected) => {
    expect(analyticsSiteId(client)).toBe(expected);
  });

  it('maps a congress resource to dimensions 4–9', () => {
    const cr = {
      title: 'Heart failure 2026',
      crtype: 'lecture',
      type: 'x',
      location: 'Hall A',
      topics: ['Cardio', 'HF'],
      event: { title: 'Session 1' },
    };
    expect(pageViewDimensions(libraryDimensionValues(cr, 'cr'))).toEqual({
      4: 'Heart failure 2026',
      5: 'Session 1',
      6: 'lecture',
      7: 'Hall A',
      8: 'Cardio, HF',
      9: '14',
    });
  });

  it('maps an event and leaves empty values out; always sends the design dimension', () => {
    expect(
      pageViewDimensions(libraryDimensionValues({ title: 'Keynote', type: 'Plenary', topics: [] }, 'event')),
    ).toEqual({
      5: 'Keynote',
      6: 'Plenary',
      9: '14',
    });
    expect(pageViewDimensions(null)).toEqual({ 9: '14' });
    const keys = Object.keys(
      pageViewDimensions({ ondemand: 'a', event: 'b', type: 'c', location: 'd', topics: 'e' }),
    ).map(Number);
    expect(keys.every((k) => k >= 1 && k <= 9)).toBe(true);
  });
});

describe('spec 2 §7 / spec 3 §7 the library dimensions 4–8 belong to the resource and session detail pages', () => {
  it.each([
    ['CRDetail', 'cr'],
    ['EventDetail', 'event'],
    ['SpeakerDetail', null],
    ['ProjectCongressResources', null],
    ['Home', null],
    [undefined, null],
  ])('%s → %s', (route, expected) => {
    expect(libraryDimensionRoute(route)).toBe(expected);
  });
});

describe('spec 1 §4 "Logout … resets the analytics user id": a member\'s id as uid; after logout none, and a new visit', () => {
  it.each([
    [null, '42', { uid: '42', newVisit: false }],
    [null, 42, { uid: '42', newVisit: false }],
    ['42', '42', { uid: '42', newVisit: false }],
    ['42', null, { uid: null, newVisit: true }],
    ['42', '', { uid: null, newVisit: true }],
    ['42', '7', { uid: '7', newVisit: true }],
    [null, null, { uid: null, newVisit: false }],
    [null, { id: 1 }, { uid: null, newVisit: false }],
  ])('last sent %j, now %j → %j', (last, current, expected) => {
    expect(pageViewUser(last, current)).toEqual(expected);
  });

  it('the page view carries uid while signed in, and new_visit=1 without uid after logout', () => {
    const view = { siteId: 3, url: 'https://x.test/', time: new Date(2026, 0, 1, 9, 5, 7), random: 0.5 };
    expect(matomoPageViewParams({ ...view, userId: '42' })).toMatchObject({ uid: '42' });
    const after = matomoPageViewParams({ ...view, userId: null, newVisit: true });
    expect(after.new_visit).toBe('1');
    expect(after).not.toHaveProperty('uid');
    expect(matomoPageViewParams(view)).not.toHaveProperty('new_visit');
  });
});

describe("spec 3 §5 Support chat visitor: name, else first + last, else 'Anonymous' with only an email; invalid email not sent", () => {
  it.each([
    [
      { name: 'Dr. Ada', firstname: 'Ada', lastname: 'L', email: 'ada@example.org' },
      { name: 'Dr. Ada', email: 'ada@example.org' },
    ],
    [{ firstname: 'Ada', lastname: 'Lovelace' }, { name: 'Ada Lovelace' }],
    [{ lastname: 'Lovelace', email: 'not-an-email' }, { name: 'Lovelace' }],
    [{ email: 'ada@example.org' }, { name: 'Anonymous', email: 'ada@example.org' }],
    [{ name: '  ', email: 'bad@' }, null],
    [{}, null],
    [null, null],
  ])('%j → %j', (user, expected) => {
    expect(supportChatVisitor(user)).toEqual(expected);
  });

  it.each([
    ['a@b.co', 'a@b.co'],
    ['a b@c.de', null],
    ['a@b', null],
    ['@b.de', null],
    [42, null],
  ])('email %j → %j', (value, expected) => {
    expect(validEmail(value)).toBe(expected);
  });
});

describe('spec 3 §6/§8 Q&A: prefilled {name} and {email}; chat disabled without an event id', () => {
  const url = 'https://qa.example/event/abc?name={name}&email={email}';
  it.each([
    [{ name: 'Ada L', email: 'a+b@x.org' }, 'https://qa.example/event/abc?name=Ada%20L&email=a%2Bb%40x.org'],
    [{ firstname: 'Ada', lastname: 'L' }, 'https://qa.example/event/abc?name=Ada%20L&email='],
    [null, 'https://qa.example/event/abc?name=&email='],
  ])('user %j → %s', (user, expected) => {
    expect(qaPrefillUrl(url, user)).toBe(expected);
  });

  it('no provider URL → null', () => {
    expect(qaPrefillUrl('', { name: 'x' })).toBeNull();
  });

  it.each([
    ['evt-1', false],
    [12, false],
    ['', true],
    [null, true],
    [undefined, true],
  ])('event id %j → disabled %s', (id, expected) => {
    expect(qaChatDisabled(id)).toBe(expected);
  });
});
