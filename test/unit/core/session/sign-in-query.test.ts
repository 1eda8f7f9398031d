import { describe, expect, it } from 'vitest';
import { stripSignInTokens } from '../../../../src/core/session/sign-in-query';

describe('spec 1 §2 / spec 3 §6 sign-in token query keys (token, jwtoken) are stripped from the URL', () => {
  it.each([
    ['/esc/crs/a?token=x&page=2#t=5', '/esc/crs/a?page=2#t=5'],
    ['/esc?jwtoken=abc', '/esc'],
    ['/esc?token=1&jwtoken=2', '/esc'],
    ['https://portal.example/esc/library?token=x&q=heart', 'https://portal.example/esc/library?q=heart'],
    ['?token=x&a=1', '?a=1'],
    ['esc/library?token=x', 'esc/library'],
    ['/esc?page=2', '/esc?page=2'],
    ['/esc?tokens=1', '/esc?tokens=1'],
    ['/esc?q=a%20b&token=x&x=1+2', '/esc?q=a%20b&x=1+2'],
    ['/esc?to%6Ben=x&a=1', '/esc?a=1'],
    ['/esc?token&a=1', '/esc?a=1'],
    ['/esc?token=%E0%A4%A', '/esc'],
    ['', ''],
  ])('%s → %s', (url, expected) => {
    expect(stripSignInTokens(url)).toBe(expected);
  });

  it("keeps undecodable parts and gives '' for non-strings, without throwing", () => {
    expect(stripSignInTokens('/esc?%E0%A4%A=1&token=1')).toBe('/esc?%E0%A4%A=1');
    expect(stripSignInTokens(null as unknown as string)).toBe('');
  });
});
