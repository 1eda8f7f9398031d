import { describe, expect, it } from 'vitest';
import { SAFE_URL_SCHEMES, safeUrl } from '../../../../src/core/url/safe-url';

describe('ARCHITECTURE Links and URLs: http, https, mailto, tel, relative and fragment URLs pass the gate', () => {
  it.each([
    ['https://example.org/talk?a=1#b', 'https://example.org/talk?a=1#b'],
    ['http://example.org', 'http://example.org'],
    ['HTTPS://EXAMPLE.ORG/', 'HTTPS://EXAMPLE.ORG/'],
    ['mailto:office@example.org', 'mailto:office@example.org'],
    ['MailTo:office@example.org?subject=Hi', 'MailTo:office@example.org?subject=Hi'],
    ['tel:+49301234567', 'tel:+49301234567'],
    ['//cdn.example.org/a.png', '//cdn.example.org/a.png'],
    ['/congress/talks/42', '/congress/talks/42'],
    ['talks/42', 'talks/42'],
    ['./talks/42', './talks/42'],
    ['../talks/42', '../talks/42'],
    ['?channel=hall-a', '?channel=hall-a'],
    ['#keynote', '#keynote'],
    ['#a:b', '#a:b'],
    ['/path/with:colon', '/path/with:colon'],
    ['?q=javascript:alert(1)', '?q=javascript:alert(1)'],
    ['https://example.org/?next=javascript:alert(1)', 'https://example.org/?next=javascript:alert(1)'],
  ])('%j passes as %j', (given, expected) => {
    expect(safeUrl(given)).toBe(expected);
  });

  it('reads the value as the browser will: edges trimmed of controls and spaces, tabs and newlines removed', () => {
    expect(safeUrl('  https://example.org/a \n')).toBe('https://example.org/a');
    expect(safeUrl('\u0000\u001f/talks/4\t2')).toBe('/talks/42');
    expect(safeUrl('ht\ttp\ns://example.org')).toBe('https://example.org');
  });

  it('allows exactly the four schemes http, https, mailto and tel', () => {
    expect([...SAFE_URL_SCHEMES]).toEqual(['http', 'https', 'mailto', 'tel']);
  });
});

describe('ARCHITECTURE Links and URLs: any other scheme, in any spelling, gives no link (null)', () => {
  it.each([
    ['plain javascript:', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['upper case', 'JAVASCRIPT:alert(1)'],
    ['a leading space', ' javascript:alert(1)'],
    ['leading control characters', '\u0001\u0002\u001fjavascript:alert(1)'],
    ['a leading NUL', '\u0000javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['tab, newline and CR together', 'j\ta\nv\ra\tscript:alert(1)'],
    ['a no-break space inside the scheme', 'java\u00a0script:alert(1)'],
    ['a zero-width space inside the scheme', 'java\u200bscript:alert(1)'],
    ['a soft hyphen inside the scheme', 'java\u00adscript:alert(1)'],
    ['a BOM in front', '\ufeffjavascript:alert(1)'],
    ['a space before the colon', 'javascript :alert(1)'],
    ['javascript: with a comment path', 'javascript://%0aalert(1)'],
    ['javascript: with entities already decoded', 'javascript:alert(document.cookie)'],
    ['javascript: with undecoded entities', '&#106;avascript:alert(1)'],
    ['javascript: with a hex entity', '&#x6A;avascript:alert(1)'],
    ['javascript: with &colon;', 'javascript&colon;alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['VBScript: mixed case', 'VBScript:msgbox(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['DATA: upper case', 'DATA:text/html,x'],
    ['blob:', 'blob:https://example.org/0f0e'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.org/file'],
    ['an unknown scheme', 'chrome-extension://abc/x'],
    ['a bare colon', ':alert(1)'],
  ])('%s: %j → null', (_label, given) => {
    expect(safeUrl(given)).toBeNull();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { href: 'https://x' }],
    ['an empty string', ''],
    ['only spaces and controls', ' \u0000\t\n '],
  ])('%s → null (nothing to link)', (_label, given) => {
    expect(safeUrl(given)).toBeNull();
  });
});
