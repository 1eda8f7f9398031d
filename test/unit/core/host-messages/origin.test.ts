import { describe, expect, it } from 'vitest';
import { isOriginAllowed, normalizeOrigin, toOriginList } from '../../../../src/core/host-messages/origin';

describe('host message origin allow-list', () => {
  it.each([
    ['https://example.org', 'https://example.org'],
    ['HTTPS://Example.ORG/', 'https://example.org'],
    ['https://example.org:443/path?q', 'https://example.org'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:80', 'http://127.0.0.1'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['null', null],
    ['*', null],
    ['https://*.example.org', null],
    ['ftp://example.org', null],
    ['example.org', null],
    ['', null],
    [42, null],
  ])('normalizeOrigin(%s) = %s', (input, expected) => {
    expect(normalizeOrigin(input)).toBe(expected);
  });

  it('splits attribute strings and lists, dropping bad entries and duplicates', () => {
    expect(
      toOriginList('https://a.org, https://b.org  https://a.org/', ['http://c.org:8080', 'nope', null], undefined),
    ).toEqual(['https://a.org', 'https://b.org', 'http://c.org:8080']);
  });

  it('a port wildcard entry (client configurations write http://localhost:*) allows any port of that host only', () => {
    const list = toOriginList(['http://localhost:*', 'https://*.evil.org', '*']);
    expect(list).toEqual(['http://localhost:*']);
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true);
    expect(isOriginAllowed('http://localhost', list)).toBe(true);
    expect(isOriginAllowed('https://localhost:5173', list)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.org:5173', list)).toBe(false);
  });

  it.each([
    ['an exact origin', 'https://a.org', true],
    ['a default port written out', 'https://a.org:443', true],
    ['another port', 'https://a.org:8443', false],
    ['another scheme', 'http://a.org', false],
    ['a subdomain', 'https://x.a.org', false],
    ['the opaque origin', 'null', false],
    ['a missing origin', undefined, false],
  ])('%s → %s', (_title, origin, expected) => {
    expect(isOriginAllowed(origin, ['https://a.org'])).toBe(expected);
  });
});
