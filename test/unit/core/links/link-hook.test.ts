import { describe, expect, it, vi } from 'vitest';
import type { LinkDetail, LinkHook } from '../../../../src/core/links/link-hook';
import { resolveInScope, resolveLink, warnOncePerHook } from '../../../../src/core/links/resolve-link';
import { routeLinkOf } from '../../../../src/core/links/route-link';

const session: LinkDetail = {
  kind: 'session',
  id: 'opening',
  url: '/dmc/events/opening',
  widget: 'library',
  project: 'dmc',
};
const quiet = () => undefined;

describe('issue 29 deliverable 3: the host decides where links go (core resolveLink)', () => {
  it('keeps the default URL when no hook is set', () => {
    expect(resolveLink(session, [], quiet)).toBe('/dmc/events/opening');
  });

  it('passes kind, id, default url, widget and project to the hook', () => {
    const hook = vi.fn(() => undefined);
    resolveLink(session, [hook], quiet);
    expect(hook).toHaveBeenCalledWith({ ...session });
  });

  it.each([
    ['undefined keeps the default', undefined, '/dmc/events/opening'],
    ['null keeps the default', null, '/dmc/events/opening'],
    ['a relative path replaces it', '/programme/opening', '/programme/opening'],
    ['an absolute https URL replaces it', 'https://host.example/p/opening', 'https://host.example/p/opening'],
  ])('a hook answering %s', (_title, answer, expected) => {
    expect(resolveLink(session, [() => answer], quiet)).toBe(expected);
  });

  it('chains hooks in order, each seeing the URL the one before chose', () => {
    const seen: (string | null)[] = [];
    const first: LinkHook = (d) => `${d.url}?a=1`;
    const second: LinkHook = (d) => {
      seen.push(d.url);
      return undefined;
    };
    expect(resolveLink(session, [first, second], quiet)).toBe('/dmc/events/opening?a=1');
    expect(seen).toEqual(['/dmc/events/opening?a=1']);
  });

  it('lets a hook give a link where the settings give none (default url null)', () => {
    expect(resolveLink({ ...session, url: null }, [(d) => `/s/${d.id}`], quiet)).toBe('/s/opening');
    expect(resolveLink({ ...session, url: null }, [], quiet)).toBeNull();
  });

  it('gates the default URL too', () => {
    expect(resolveLink({ ...session, url: 'javascript:alert(1)' }, [], quiet)).toBeNull();
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an obfuscated scheme', ' JaVa\tScRiPt:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a number', 42],
    ['an object', { href: '/x' }],
  ])('a hook returning %s gives the default link and one problem', (_title, answer) => {
    const problem = vi.fn();
    expect(resolveLink(session, [() => answer], problem)).toBe('/dmc/events/opening');
    expect(problem).toHaveBeenCalledTimes(1);
    expect(problem.mock.calls[0][1]).toEqual({ type: 'refused', value: answer });
  });

  it('a hook that throws gives the default link and one problem; later hooks still run', () => {
    const problem = vi.fn();
    const error = new Error('router not ready');
    const url = resolveLink(
      session,
      [
        () => {
          throw error;
        },
        () => '/next',
      ],
      problem,
    );
    expect(url).toBe('/next');
    expect(problem).toHaveBeenCalledWith(expect.any(Function), { type: 'threw', error }, session);
  });

  it('the hook cannot change the detail the next hook sees', () => {
    const mutating: LinkHook = (d) => {
      (d as { id: string }).id = 'changed';
    };
    const seen: string[] = [];
    const problem = vi.fn();
    resolveLink(session, [mutating, (d) => void seen.push(d.id)], problem);
    expect(seen).toEqual(['opening']);
    expect(problem.mock.calls[0][1].error).toBeInstanceOf(TypeError);
  });
});

describe('issue 29 deliverable 3 bad input: one warning per hook, not per link', () => {
  it('warns once for a hook that fails on every link, naming the problem and the first link', () => {
    const warn = vi.fn();
    const problem = warnOncePerHook(warn);
    const broken: LinkHook = () => 'javascript:void 0';
    for (const id of ['a', 'b', 'c']) resolveLink({ ...session, id }, [broken], problem);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      'link hook returned "javascript:void 0", expected an http(s), mailto, tel or relative URL (first seen on the session link "a"; the default link is used)',
    );
  });

  it('warns once per hook when two hooks fail', () => {
    const warn = vi.fn();
    const problem = warnOncePerHook(warn);
    const one: LinkHook = () => {
      throw new Error('one');
    };
    const two: LinkHook = () => 'data:,x';
    for (const id of ['a', 'b']) resolveLink({ ...session, id }, [one, two], problem);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'link hook threw: one (first seen on the session link "a"; the default link is used)',
      'link hook returned "data:,x", expected an http(s), mailto, tel or relative URL (first seen on the session link "a"; the default link is used)',
    ]);
  });
});

describe('issue 29 deliverable 3: portal routes that are links of a kind', () => {
  it.each([
    ['EventDetail', { project: 'dmc', slug: 'opening' }, { kind: 'session', id: 'opening', project: 'dmc' }],
    ['CRDetail', { project: 'dmc', slug: 'talk-1' }, { kind: 'resource', id: 'talk-1', project: 'dmc' }],
    ['SpeakerDetail', { id: '17' }, { kind: 'speaker', id: '17' }],
    ['ChannelDetail', { project: 'dmc', slug: 'hall-a' }, { kind: 'channel', id: 'hall-a', project: 'dmc' }],
    ['PackageDetail', { slugOrSku: 'basics' }, { kind: 'package', id: 'basics' }],
  ])('%s is a link of its kind', (name, params, expected) => {
    expect(routeLinkOf(name, params)).toEqual(expected);
  });

  it.each([
    ['Library', {}],
    ['EventDetail', { project: 'dmc' }],
    ['toString', {}],
  ])('%s with %j is no such link', (name, params) => {
    expect(routeLinkOf(name, params)).toBeNull();
  });
});

describe("issue 29 deliverable 3: a mount's links (core resolveInScope)", () => {
  it("names the mount's widget and project, asks the hooks registered at that moment", () => {
    const hooks: LinkHook[] = [];
    const scope = { hooks: () => hooks, widget: 'library', project: 'dmc' };
    const link = { kind: 'session', id: 'opening', url: '/dmc/events/opening' } as const;
    expect(resolveInScope(scope, link, quiet)).toEqual({ ...link, widget: 'library', project: 'dmc' });
    hooks.push((d) => `/programme/${d.project}/${d.id}`);
    expect(resolveInScope(scope, link, quiet)?.url).toBe('/programme/dmc/opening');
  });

  it("a link's own project wins over the mount's; a mount without one gives none", () => {
    const seen: unknown[] = [];
    const scope = { hooks: () => [(d: LinkDetail) => void seen.push(d.project)], widget: 'portal', project: 'dmc' };
    resolveInScope(scope, { kind: 'resource', id: 'r', url: '/r', project: 'other' }, quiet);
    const { project, ...bare } = scope;
    expect(project).toBe('dmc');
    expect(resolveInScope(bare, { kind: 'resource', id: 'r', url: '/r' }, quiet)).toEqual({
      kind: 'resource',
      id: 'r',
      url: '/r',
      widget: 'portal',
    });
    expect(seen).toEqual(['other', undefined]);
  });

  it('no default URL and no hook giving one: no link', () => {
    expect(resolveInScope({ hooks: () => [], widget: 'package' }, { kind: 'package', id: 'p', url: null }, quiet)).toBe(
      null,
    );
  });
});
