import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SOCIAL_SCRIPT_SOURCES,
  isScriptAllowed,
  normalizeScriptUrl,
  partitionScripts,
} from '../../../../src/core/html/script-whitelist';

const whitelist = ['https://cdn.example.org/embed.js', 'https://widgets.example.com/loader.js/'];

describe('spec 3 §5: embedded scripts run only from whitelistUrls or the two built-in social sources (trailing slashes ignored)', () => {
  it.each([
    ['a whitelisted source', 'https://cdn.example.org/embed.js', true],
    ['a whitelisted source with a trailing slash', 'https://cdn.example.org/embed.js/', true],
    ['a whitelist entry with a trailing slash', 'https://widgets.example.com/loader.js', true],
    ['several trailing slashes', 'https://cdn.example.org/embed.js///', true],
    ['upper-case host', 'https://CDN.Example.org/embed.js', true],
    ['the built-in X/Twitter source', 'https://platform.twitter.com/widgets.js', true],
    ['the built-in Instagram source', 'https://www.instagram.com/embed.js', true],
    ['a protocol-relative built-in source', '//platform.twitter.com/widgets.js', true],
    ['another path on a whitelisted host', 'https://cdn.example.org/other.js', false],
    ['http instead of https', 'http://cdn.example.org/embed.js', false],
    ['a query string', 'https://cdn.example.org/embed.js?x=1', false],
    ['an unknown host', 'https://evil.example.com/x.js', false],
    ['a relative source', '/js/x.js', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['an empty source', '', false],
    ['no source', undefined, false],
  ])('%s → %s', (_title, src, expected) => {
    expect(isScriptAllowed(src, whitelist)).toBe(expected);
  });

  it('only the built-in sources run when the client has no whitelist or a malformed one', () => {
    for (const bad of [null, undefined, 'https://cdn.example.org/embed.js', { a: 1 }]) {
      expect(isScriptAllowed('https://cdn.example.org/embed.js', bad)).toBe(false);
      expect(isScriptAllowed(BUILTIN_SOCIAL_SCRIPT_SOURCES[0], bad)).toBe(true);
    }
  });

  it('normalizes scheme and host but keeps the path as written', () => {
    expect(normalizeScriptUrl(' HTTPS://A.org/Path/x.js/ ')).toBe('https://a.org/Path/x.js');
    expect(normalizeScriptUrl('https://a.org/x.js/?v=1')).toBe('https://a.org/x.js?v=1');
  });

  it('partitions sources into allowed (deduplicated) and blocked', () => {
    expect(
      partitionScripts(
        ['https://cdn.example.org/embed.js', 'https://evil.example.com/x.js', 'https://cdn.example.org/embed.js'],
        whitelist,
      ),
    ).toEqual({ allowed: ['https://cdn.example.org/embed.js'], blocked: ['https://evil.example.com/x.js'] });
  });
});
