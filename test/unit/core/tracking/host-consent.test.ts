import { describe, expect, it } from 'vitest';
import { hostConsentAttribute, hostConsentWarning } from '../../../../src/core/tracking/host-consent';
import { analyticsConsentOf, normalizeConsentChoice } from '../../../../src/core/tracking/consent-services';

const none = { analytics: false, errorMonitoring: false };
const all = { analytics: true, errorMonitoring: true };

describe('issue 29 deliverable 4: consent from the host (data-consent)', () => {
  it.each([
    ['host', null],
    ['', null],
    ['  ', null],
    ['none', none],
    ['all', all],
    ['analytics', { analytics: true, errorMonitoring: false }],
    ['errors', { analytics: false, errorMonitoring: true }],
    ['analytics errors', all],
    ['Analytics, Errors', all],
    ['host analytics', { analytics: true, errorMonitoring: false }],
  ])('data-consent="%s" says the host manages consent and allows %j', (value, choice) => {
    expect(hostConsentAttribute(value)).toEqual({ hostManaged: true, choice, unknown: [] });
  });

  it('ignores and reports words that name no service', () => {
    const parsed = hostConsentAttribute('analytics marketing');
    expect(parsed).toEqual({
      hostManaged: true,
      choice: { analytics: true, errorMonitoring: false },
      unknown: ['marketing'],
    });
    expect(hostConsentWarning('analytics marketing', parsed.unknown)).toBe(
      'data-consent="analytics marketing": "marketing" ignored; expected host, none, all, analytics or errors',
    );
    expect(hostConsentWarning('analytics', [])).toBeNull();
  });

  it('only unknown words: the host manages consent and has allowed nothing yet', () => {
    expect(hostConsentAttribute('statistics').choice).toBeNull();
  });
});

describe('issue 29 deliverable 4: setConsent takes the same words as data-consent', () => {
  it.each([
    ['analytics errors', all],
    ['analytics', { analytics: true, errorMonitoring: false }],
    ['errors', { analytics: false, errorMonitoring: true }],
    ['marketing', null],
    ['', null],
  ])('setConsent(%j) → %j', (input, expected) => {
    expect(normalizeConsentChoice(input)).toEqual(expected);
  });
});

describe('issue 29 deliverable 4: nothing is tracked before the host says so', () => {
  it.each([
    ['host manages, has not said, cookie accepted', { hostManaged: true, cookie: 'analytics' }, false],
    ['host manages and allowed analytics', { hostManaged: true, host: { analytics: true } }, true],
    ['host manages and allowed errors only', { hostManaged: true, host: 'errors' }, false],
    ['host manages, the portal (also host-managed) has no choice', { hostManaged: true, portal: false }, false],
    ['no host management: the consent cookie still counts', { cookie: 'analytics' }, true],
  ])('%s', (_title, input, expected) => {
    expect(analyticsConsentOf(input)).toBe(expected);
  });
});
