import { afterEach, describe, expect, it } from 'vitest';
import { commaList, findLoaderScript, readScriptParams } from '../../../loader/script-params';

function script(attrs: Record<string, string>, src = 'https://cdn.example.org/sdk/loader.js'): HTMLScriptElement {
  const el = document.createElement('script');
  el.type = 'text/x-not-executed'; // happy-dom would try to fetch it
  el.setAttribute('src', src);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('loader script attributes (README "Script attributes")', () => {
  it.each([
    [
      'data-api given, trailing slash dropped',
      { 'data-api': 'https://api.example.org/v1/' },
      'api',
      'https://api.example.org/v1',
    ],
    ['data-api missing: the loader origin + /api', {}, 'api', 'https://cdn.example.org/api'],
    ['CDN base: the loader folder + cdn/', {}, 'cdn', 'https://cdn.example.org/sdk/cdn/'],
    ['data-client', { 'data-client': 'esc' }, 'client', 'esc'],
    ['data-client missing', {}, 'client', undefined],
    ['data-locale', { 'data-locale': 'de' }, 'locale', 'de'],
    ['data-nonce', { 'data-nonce': 'abc123' }, 'nonce', 'abc123'],
    [
      'data-allowed-origins as written (the loader core splits the comma list)',
      { 'data-allowed-origins': ' https://a.org, https://b.org ,,' },
      'allowedOrigins',
      ' https://a.org, https://b.org ,,',
    ],
    ['data-allowed-origins missing', {}, 'allowedOrigins', undefined],
    ['data-env', { 'data-env': 'staging=https://s.example.org/api' }, 'env', 'staging=https://s.example.org/api'],
  ] as const)('%s', (_title, attrs, key, expected) => {
    expect(readScriptParams(script(attrs), 'https://host.example.com/page')[key]).toEqual(expected);
  });

  it('takes the nonce property when data-nonce is absent (browsers hide the nonce attribute)', () => {
    const el = script({});
    el.nonce = 'from-property';
    expect(readScriptParams(el, 'https://host.example.com/').nonce).toBe('from-property');
  });

  it('without a script tag, falls back to the page URL for the API and CDN bases', () => {
    const params = readScriptParams(null, 'https://host.example.com/news/article.html');
    expect(params).toMatchObject({ api: 'https://host.example.com/api', cdn: 'https://host.example.com/news/cdn/' });
  });

  it('commaList trims and drops empty entries', () => {
    expect(commaList(undefined)).toEqual([]);
    expect(commaList(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
  });
});

describe('finding the loader script tag', () => {
  afterEach(() => document.head.replaceChildren());

  it('falls back to the last script[src*="loader"] when document.currentScript is null', () => {
    document.head.append(
      script({}, 'https://a.example.org/loader.js'),
      script({}, 'https://b.example.org/loader.js'),
      script({}, 'https://b.example.org/other.js'),
    );
    expect(findLoaderScript(document)?.src).toBe('https://b.example.org/loader.js');
  });

  it('returns null when there is none', () => {
    expect(findLoaderScript(document)).toBeUndefined();
  });
});
