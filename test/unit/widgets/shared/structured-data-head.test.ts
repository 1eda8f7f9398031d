/**
 * Structured data (issue deliverable "Structured data"): the head manager writes one JSON-LD script per mount into
 * the page's head, de-duplicated by `@id` across mounts, with the page's nonce; removed on unmount.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOUNT_SELECTOR } from '../../../../loader/mount-attributes';
import { createHeadSlot, publish, SCRIPT_MARK } from '../../../../src/widgets/shared/structured-data/head';
import type { StructuredDataInput } from '../../../../src/core/structured-data';
import { demoConfig, demoResources } from '../../core/structured-data/real-data';

const config = {
  title: 'Society',
  groups: {},
  projects: { p: { name: 'p', title: 'Congress', timezone: 'Europe/Berlin' } },
} as never;
const env = { client: 'demo', clientConfig: config, api: 'https://api.example/api' };
const channels = [{ slug: 'hall', title: 'Hall', location: 'Centre', livestreams: [{ URL: '/s.m3u8' }] }];
const event = (slug: string, title = 'Talk') => ({
  slug,
  title,
  datestart: '2026-03-04T09:00:00+01:00',
  dateend: '2026-03-04T10:00:00+01:00',
  channelSlug: 'hall',
});
const sessions = (...slugs: string[]): StructuredDataInput => ({
  kind: 'sessions',
  project: 'p',
  events: slugs.map((s) => event(s)),
  channels,
});
const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')] as HTMLScriptElement[];
/** The events (congress and sessions) each script writes; the rooms and the organiser they share come along. */
const ids = () =>
  scripts().map((s) =>
    JSON.parse(s.textContent!)
      ['@graph'].filter((n: { '@type': string }) => n['@type'] === 'Event')
      .map((n: { '@id': string }) => n['@id'].split('#')[1]),
  );

const open: { remove(): void }[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.remove();
});
const slot = (nonce?: string) => {
  const s = createHeadSlot(nonce);
  open.push(s);
  return s;
};

describe('head manager', () => {
  it('one script per mount, each item once on the page; the next mount takes an item over when the first goes', () => {
    const a = slot();
    const b = slot();
    a.set(sessions('one', 'two'), env);
    b.set(sessions('two', 'three'), env);
    expect(ids()).toEqual([['congress-p', 'one', 'two'], ['three']]);
    // The room both show is written once, by the first.
    expect(scripts()[1].textContent).not.toContain('"@type":"Place"');
    a.remove();
    expect(ids()).toEqual([['congress-p', 'two', 'three']]);
  });
  it('a mount whose items are all written by another has no script; set(null) and remove() take its script away', () => {
    const a = slot();
    const b = slot();
    a.set(sessions('one'), env);
    b.set(sessions('one'), env);
    expect(scripts()).toHaveLength(1);
    a.set(null);
    expect(ids()).toEqual([['congress-p', 'one']]);
    b.remove();
    expect(scripts()).toHaveLength(0);
  });
  it('updates in place when the data changes, carries the nonce and escapes "<" so no text can close the script', () => {
    const a = slot('n0nce');
    a.set(sessions('one'), env);
    const first = scripts()[0];
    a.set(
      { kind: 'sessions', project: 'p', channels, events: [event('one', 'x </script><script>alert(1)</script>')] },
      env,
    );
    expect(scripts()).toEqual([first]);
    expect(first.nonce).toBe('n0nce');
    expect(first.textContent).not.toContain('<');
    const graph = JSON.parse(first.textContent!)['@graph'];
    expect(graph.find((n: { superEvent?: unknown }) => n.superEvent).name).toBe('x alert(1)');
  });
  it('recordings: their builders (and the player rules they use) arrive in a chunk of their own, then the block', async () => {
    const recordings: StructuredDataInput = {
      kind: 'recordings',
      project: 'dmc2026',
      resources: demoResources.filter((r) => r.thumbnail?.url).slice(0, 3),
    };
    const s = slot();
    s.set(recordings, { client: 'demo', clientConfig: demoConfig, api: 'https://api.example/api' });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    const graph = JSON.parse(scripts()[0].textContent!)['@graph'];
    expect(graph.length).toBeGreaterThan(0);
    expect(graph.every((n: { '@type': string }) => n['@type'] === 'VideoObject')).toBe(true);
    // Data replaced before that chunk arrives: only the newer data is written.
    s.set(recordings, { client: 'demo', clientConfig: demoConfig, api: 'https://api.example/api' });
    s.set(sessions('late'), env);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids()).toEqual([['congress-p', 'late']]);
  });

  it('marks its scripts with an attribute of their own: the loader never takes one for a mount point', () => {
    slot().set(sessions('one'), env);
    expect(scripts()[0].hasAttribute(SCRIPT_MARK)).toBe(true);
    expect(scripts()[0].matches(MOUNT_SELECTOR)).toBe(false);
  });
});

describe("the hook's one call into the lazy chunk", () => {
  it("publish writes the mount's script with its nonce and returns its removal", () => {
    const unpublish = publish(sessions('one'), env, 'n0nce');
    expect(ids()).toEqual([['congress-p', 'one']]);
    expect(scripts()[0].nonce).toBe('n0nce');
    unpublish();
    expect(scripts()).toHaveLength(0);
  });
});
