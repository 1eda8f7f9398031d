import { describe, expect, it } from 'vitest';
import { portalRedirectPath } from '../../../../src/core/session/portal-redirect';

describe('portalRedirectPath: a redirect is a path inside the portal, never another origin, never a script URL', () => {
  it.each([
    ['/', '/'],
    ['/dmc2026/crs/abstract-7', '/dmc2026/crs/abstract-7'],
    ['/library/events?page=2&filter=a', '/library/events?page=2&filter=a'],
    ['/pages/imprint#contact', '/pages/imprint#contact'],
    ['/a/../privacy', '/privacy'],
    [['/favourites', '/x'], '/favourites'],
  ])('accepts %j as %j', (value, out) => expect(portalRedirectPath(value)).toBe(out));

  it.each([
    ['an absolute foreign URL', 'https://evil.example/x'],
    ['an absolute URL of any scheme', 'HTTP://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash later on', '/a\\..\\\\evil.example'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline hiding a second slash', '/\n/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in odd spelling', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'library'],
    ['dot segments climbing to a protocol-relative path', '/./\u002f/evil.example'],
    ['an empty value', ''],
    ['a non-string', 42],
    ['null', null],
    ['a very long value', `/${'a'.repeat(2048)}`],
  ])('rejects %s', (_title, value) => expect(portalRedirectPath(value)).toBeNull());
});
