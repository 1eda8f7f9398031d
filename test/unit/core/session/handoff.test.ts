import { describe, expect, it } from 'vitest';
import {
  handoffCodeOf,
  handoffFailureOf,
  handoffLink,
  handoffLinkTo,
  handoffSecondsLeft,
} from '../../../../src/core/session/handoff';

describe('open my agenda on my phone (deliverable 3): the hand-off link and its code', () => {
  it("the link is the portal's agenda (favourites) below its base path, carrying the code", () => {
    expect(handoffLink('https://society.org', '/congress/', 'ABCDE-FGHJK')).toBe(
      'https://society.org/congress/favourites?handoff=ABCDE-FGHJK',
    );
    expect(handoffLink('http://127.0.0.1:8080', '', 'ABCDE-FGHJK')).toBe(
      'http://127.0.0.1:8080/favourites?handoff=ABCDE-FGHJK',
    );
  });
  it.each([
    ['ABCDE-FGHJK', 'ABCDE-FGHJK'],
    ['abcde fghjk', 'ABCDEFGHJK'],
    [' ABCDEFGHJK ', 'ABCDEFGHJK'],
  ])('a code as typed or scanned is taken: %s', (code, expected) => {
    expect(handoffCodeOf({ handoff: code })).toBe(expected);
  });
  it.each([[undefined], [''], ['ABCD'], ['ABCDE-FGHJK-X'], ['<script>'], ['ABCDE_FGHJK']])(
    'no code, or one that cannot be one, is no hand-off: %s',
    (code) => {
      expect(handoffCodeOf({ handoff: code })).toBeNull();
    },
  );
  it('a used, late or unknown code (401) is "spent"; anything else a failure to retry', () => {
    expect(handoffFailureOf(401)).toBe('spent');
    expect(handoffFailureOf(500)).toBe('failed');
    expect(handoffFailureOf(undefined)).toBe('failed');
  });
  it('seconds left count down to zero, never below', () => {
    expect(handoffSecondsLeft(1000, 700_000)).toBe(300);
    expect(handoffSecondsLeft(1000, 1_100_000)).toBe(0);
  });
  it.each([
    [
      "a path on the host page's site",
      '/portal/favourites',
      'https://society.org/portal/favourites?handoff=ABCDE-FGHJK',
    ],
    [
      'an absolute portal address',
      'https://portal.example/x/favourites',
      'https://portal.example/x/favourites?handoff=ABCDE-FGHJK',
    ],
    [
      'an address with its own query and hash',
      '/p/favourites?lang=de#top',
      'https://society.org/p/favourites?lang=de&handoff=ABCDE-FGHJK',
    ],
  ])("a widget's hand-off link goes to the agenda page the site names: %s", (_name, agenda, link) => {
    expect(handoffLinkTo(agenda, 'https://society.org/programme.html', 'ABCDE-FGHJK')).toBe(link);
  });
  it.each([['javascript:alert(1)'], ['data:text/html,x'], ['mailto:a@b.c'], ['http://[bad']])(
    'an agenda address that is not http(s) gives no hand-off link: %s',
    (agenda) => {
      expect(handoffLinkTo(agenda, 'https://society.org/programme.html', 'ABCDE-FGHJK')).toBeNull();
    },
  );
});
