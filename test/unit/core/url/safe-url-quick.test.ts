import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../../src/core/url/safe-url';
import { safeUrlQuick } from '../../../../src/core/url/safe-url-quick';

/** A small deterministic generator (mulberry32): the same corpus on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces a URL, an attack or a typo is made of: schemes in every spelling, separators, references, invisibles. */
const PIECES = [
  'http',
  'HTTPS',
  'mailto',
  'Tel',
  'javascript',
  'JaVaScRiPt',
  'data',
  'vbscript',
  'a1+.-',
  '1x',
  ':',
  '//',
  '/',
  '?',
  '#',
  '\\',
  '&',
  '&#106;',
  '&colon;',
  '&#x3a;',
  ';',
  'society.example',
  'talk-42',
  '%3A',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u007f',
  '\u00a0',
  '\u00ad',
  '\u200b',
  '\ufeff',
  'ü',
  '=',
  '.',
  '..',
];

function corpus(n: number): string[] {
  const next = random(20261129);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let s = '';
    const parts = 1 + Math.floor(next() * 7);
    for (let p = 0; p < parts; p++) s += PIECES[Math.floor(next() * PIECES.length)];
    out.push(s);
  }
  return out;
}

describe('ARCHITECTURE Links and URLs (one URL gate): the one-pass reading decides as the gate does', () => {
  it('gives safeUrl’s answer for 20,000 generated values of schemes, separators, references and invisibles', () => {
    const differing = corpus(20_000).filter((value) => safeUrlQuick(value) !== safeUrl(value));
    expect(differing).toEqual([]);
  });

  it.each([
    'https://society.example/programme.html?only=main#dmc2026-851',
    'HTTP://society.example',
    'mailto:office@society.example',
    '/api/assets/file/a.svg',
    '#keynote',
    '?q=javascript:alert(1)',
    'javascript:alert(1)',
    'data:text/html,x',
    ':no-scheme',
    '1http://x',
    'a\\b:c',
    '',
  ])('%j: the same answer as safeUrl', (value) => {
    expect(safeUrlQuick(value)).toBe(safeUrl(value));
  });

  it('hands anything but a string to the gate itself (null)', () => {
    for (const value of [null, undefined, 42, {}, ['https://x.example']])
      expect(safeUrlQuick(value)).toBe(safeUrl(value));
  });
});
