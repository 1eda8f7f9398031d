import { describe, expect, it } from 'vitest';
import { truncate, ELLIPSIS } from '../../../../src/core/content/truncate';
import { truncate as fromIndex } from '../../../../src/core/index';
import {
  breadcrumbTitle,
  channelBarTitle,
  eventTypeText,
  sessionLinkText,
} from '../../../../src/core/content/truncation-sites';

const long = 'Cardiac imaging in heart failure with preserved ejection fraction and beyond';

describe('spec 3 §5 truncation helper: default 50, word boundary unless forced, ellipsis appended', () => {
  it('is exported from src/core/index.ts', () => {
    expect(fromIndex).toBe(truncate);
  });

  it('keeps texts up to the limit unchanged (exact boundary)', () => {
    const fifty = 'x'.repeat(50);
    expect(truncate(fifty)).toBe(fifty);
    expect(truncate('x'.repeat(51))).toBe('x'.repeat(49) + ELLIPSIS);
  });

  it('cuts at a word boundary by default and never exceeds the limit', () => {
    const out = truncate(long);
    expect(out).toBe(`Cardiac imaging in heart failure with preserved${ELLIPSIS}`);
    expect(out.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ['The quick brown fox jumps', 12, false, `The quick${ELLIPSIS}`],
    ['The quick brown fox jumps', 12, true, `The quick b${ELLIPSIS}`],
    ['The quick brown fox jumps', 11, false, `The quick${ELLIPSIS}`],
    ['Supercalifragilistic', 10, false, `Supercali${ELLIPSIS}`],
    ['short', 250, false, 'short'],
  ])('truncate(%j, %i, %s) → %j', (text, max, force, expected) => {
    expect(truncate(text, max, force)).toBe(expected);
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [{}, ''],
    [12345, '12345'],
    ['', ''],
  ])('malformed text %j → %j', (text, expected) => {
    expect(truncate(text)).toBe(expected);
  });

  it('treats a malformed limit as the default 50 and a non-positive limit as empty', () => {
    expect(truncate(long, Number.NaN)).toBe(truncate(long));
    expect(truncate(long, null as unknown as number)).toBe(truncate(long));
    expect(truncate(long, '' as unknown as number)).toBe(truncate(long));
    expect(truncate(long, '20' as unknown as number)).toBe(truncate(long, 20));
    expect(truncate(long, 0)).toBe('');
    expect(truncate(long, 1)).toBe(ELLIPSIS);
  });
});

describe('spec 2 §5, spec 3 §9 truncation call sites: 72 session link, 60 breadcrumb resource, 30 event type, 68 channel bar title', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it.each([
    ['session link', sessionLinkText, 72],
    ['breadcrumb resource', breadcrumbTitle, 60],
    ['event type', eventTypeText, 30],
    ['channel bar title', channelBarTitle, 68],
  ])('%s: cut at a word with an ellipsis within its maximum; texts that fit unchanged', (_label, rule, max) => {
    const long = words(40);
    const cut = rule(long);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(rule(long.slice(0, max))).toBe(long.slice(0, max));
    expect(rule(null)).toBe('');
  });
  it('an event type of 31 characters loses its last word', () => {
    expect(eventTypeText('Industry symposium with lunch x')).toBe('Industry symposium with lunch…');
  });
});
