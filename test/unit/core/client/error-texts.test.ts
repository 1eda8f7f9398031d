import { describe, expect, it } from 'vitest';
import { autoLoginErrorKey, errorPageKeys, noResultsKey } from '../../../../src/core/client/error-texts';
import { defaultRedirectTarget } from '../../../../src/core/session/redirects';

describe('spec 1 §8 error pages: unknown route error.404.*, server or unexpected error error.500.*', () => {
  it.each([
    [404, '404'],
    ['404', '404'],
    [500, '500'],
    [403, '500'],
    [null, '500'],
    ['x', '500'],
  ])('%j → error.%s.*', (status, code) => {
    expect(errorPageKeys(status)).toEqual({
      title: `error.${code}.title`,
      subtitle: `error.${code}.subtitle`,
      subtext: `error.${code}.subtext`,
      button: `error.${code}.button`,
    });
  });
});

describe('spec 1 §2 PageNotFound button: default redirect URL, or Home', () => {
  it.each([
    ['/welcome', { kind: 'route', path: '/welcome' }],
    ['https://www.esc.org', { kind: 'navigate', url: 'https://www.esc.org' }],
    ['', { kind: 'home' }],
    [null, { kind: 'home' }],
  ])('%j → %j', (url, expected) => {
    expect(defaultRedirectTarget(url)).toEqual(expected);
  });
});

describe("spec 1 §8 / spec 3 §8 auto-login init failure message 'login.{method}.errorMessage'", () => {
  it.each([
    ['esociety', 'login.esociety.errorMessage'],
    ['', 'login.default.errorMessage'],
    [null, 'login.default.errorMessage'],
  ])('%j → %s', (m, key) => {
    expect(autoLoginErrorKey(m)).toBe(key);
  });
});

describe('spec 1 §8 / spec 2 §8 no-results texts: header.search.noResults; widget lists widgets.resources.noResults', () => {
  it('chooses the key by context', () => {
    expect(noResultsKey(false)).toBe('header.search.noResults');
    expect(noResultsKey(true)).toBe('widgets.resources.noResults');
  });
});
