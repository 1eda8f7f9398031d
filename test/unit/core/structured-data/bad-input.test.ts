/**
 * Structured data, issue "Bad input": "Structured data never includes a field that fails the URL gate or contains
 * HTML". The demo congress, library, channels and a speaker with every text the builders read replaced by hostile
 * markup (the sanitizer tests' payloads, also entity-encoded) and most addresses by a scheme the gate refuses: each
 * kind of item is still written (the text around the markup is kept), and no string of the block is markup, a
 * character reference or a refused scheme, and no address is anything but absolute http(s).
 */
import { describe, expect, it } from 'vitest';
import { graphText, structuredGraph, type GraphNode } from '../../../../src/core/structured-data';
import { HOSTILE_HTML } from '../../../e2e/support/hostile-html';
import * as real from './real-data';

const REFUSED = [
  'javascript:alert(1)',
  ' JaVa\tScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<b>',
  'vbscript:x',
];
/** Texts the builders read, and addresses (anything the gate must pass); the rest (dates, ids, flags) stays. */
const TEXT =
  /^(title|subtitle|Overview|abstract|description|infotext|location|venue|firstname|lastname|public_name|name|vita|position|organization|slug)$/;
const ADDRESS = /^(image|url|src|homeTargetUrl|picture|thumbnail|transcriptSrc)$/;

let n = 0;
/** A hostile payload, raw or entity-encoded, around the original text (so required names stay non-empty). */
function hostileText(original: string): string {
  const { html } = HOSTILE_HTML[n++ % HOSTILE_HTML.length];
  const encoded = html.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return n % 2 ? `${html}${original}` : `${original}${encoded}`;
}

function poison<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    // Every third address is a good one, so items that need one (a video's thumbnail) are still written.
    if (ADDRESS.test(key)) return (n++ % 3 ? REFUSED[n % REFUSED.length] : '/api/assets/file/ok.png') as T;
    return (TEXT.test(key) ? hostileText(value) : value) as T;
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)])) as T;
  return value;
}

const config = poison(real.demoConfig);
const events = poison(real.demoEvents);
const channels = poison(real.demoChannels);
const resources = poison(real.demoResources.filter((r) => Number(r.status) === 6).slice(0, 40));
const media = Object.fromEntries(
  resources.map((r) => [
    String(r.id),
    {
      duration: 600,
      sources: [{ src: REFUSED[0], type: 'video/mp4' }],
      slides: poison(real.demoTimeline.filter((s) => s.congressresource?.id === r.id)),
      transcript: hostileText('Spoken words.'),
    },
  ]),
);

function expectClean(graph: GraphNode[]): void {
  for (const { key, value } of real.strings(graph)) {
    expect(value, key).not.toMatch(/<\/?[a-z!?]|&(lt|gt|amp|quot|nbsp|#\d+|#x[0-9a-f]+);/i);
    expect(value, key).not.toMatch(/(java|vb)script:|data:text/i);
    if (/^(@id|url|embedUrl|contentUrl|thumbnailUrl|image)$/.test(key)) expect(value, key).toMatch(/^https?:\/\//);
  }
  expect(graphText(graph)).not.toContain('<');
}

describe('Bad input: structured data never includes a field that fails the URL gate or contains HTML', () => {
  it('a timetable (the congress, its sessions, rooms and organiser)', () => {
    const graph = structuredGraph(
      { kind: 'sessions', project: 'dmc2026', events, channels, collection: poison(real.demoCollection) },
      real.env(config),
    );
    expect(graph.filter((g) => (g as { '@type'?: unknown })['@type'] === 'Event').length).toBeGreaterThan(10);
    expectClean(graph);
  });
  it('the page of one session, described in full', () => {
    const graph = structuredGraph(
      { kind: 'sessions', project: 'dmc2026', events: [events[0]], channels, single: true },
      { ...real.env(config), links: { ...real.env(config).links, portal: 'https://society.example/congress' } },
    );
    expect(graph.some((g) => (g as { description?: string }).description)).toBe(true);
    expectClean(graph);
  });
  it('recordings with sources, chapters and a transcript', () => {
    const graph = structuredGraph({ kind: 'recordings', project: 'dmc2026', resources, media }, real.env(config));
    expect(graph.length).toBeGreaterThan(0);
    expectClean(graph);
  });
  it('a channel on air', () => {
    const graph = structuredGraph(
      { kind: 'live', project: 'dmc2026', channels: [{ ...channels[0], currentEvent: events[0] }] },
      real.env(config),
    );
    expect(graph).toHaveLength(1);
    expectClean(graph);
  });
  it('a speaker page', () => {
    const speaker = poison({ id: 7, firstname: 'Ada', lastname: 'Lovelace', vita: '<p>Vita</p>', image: '/a.png' });
    const graph = structuredGraph(
      { kind: 'speaker', speaker },
      { ...real.env(config), links: { ...real.env(config).links, portal: 'https://society.example/congress' } },
    );
    expect(graph).toHaveLength(1);
    expectClean(graph);
  });
});
