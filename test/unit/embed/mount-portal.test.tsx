/**
 * The portal mount (src/embed/mount-portal.tsx): loads the portal chunk with the client configuration and
 * translations, hands it a context whose mountWidget is the runtime's mount, allows one portal per page,
 * and leaves nothing behind on unmount.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { mountPortal, type PortalMountDeps } from '../../../src/embed/mount-portal';
import type { PortalContext, PortalDefinition } from '../../../src/contract/portal';
import { deps as widgetDeps, host, text } from './mount-harness';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function portalDeps(definition: Partial<PortalDefinition> = {}, extra: Partial<PortalMountDeps> = {}) {
  const base = widgetDeps();
  const seen: PortalContext[] = [];
  const mount = vi.fn(async () => ({ unmount: vi.fn(), update: vi.fn() }));
  const def: PortalDefinition = {
    styles: '.p { color: blue; }',
    messages: { en: { 'p.hello': 'Portal hello' }, de: { 'p.hello': 'Portal hallo' } },
    Component: ({ context }) => {
      seen.push(context);
      return <p className="p">{context.t('p.hello')}</p>;
    },
    ...definition,
  };
  const d: PortalMountDeps = {
    init: base.init,
    api: base.api,
    scheduler: base.scheduler,
    bus: base.bus,
    config: base.config,
    now: base.now,
    mount,
    loadPortal: async () => ({ default: def }),
    ...extra,
  };
  return { d, seen, mount };
}

describe('mountPortal', () => {
  it('renders the portal chunk with translations and a context carrying base path, title opt-in and the runtime mount', async () => {
    const { d, seen, mount } = portalDeps();
    const el = host({ 'data-congress-portal': '' });
    const handle = mountPortal(el, { portal: true, basePath: '/congress/', documentTitle: true }, d);
    await waitFor(() => expect(text(el)).toContain('Portal hello'));
    const ctx = seen[seen.length - 1];
    expect(ctx).toMatchObject({ basePath: '/congress/', documentTitle: true, client: 'demo', locale: 'en' });
    const cell = document.createElement('div');
    await ctx.mountWidget(cell, { widget: 'html-text', project: 'p', settings: { html: '<p>x</p>' } });
    expect(mount).toHaveBeenCalledWith(
      cell,
      expect.objectContaining({ widget: 'html-text', project: 'p', eager: true, inlineSettings: true }),
    );
    handle.unmount();
    expect(el.shadowRoot!.childNodes.length).toBe(0);
    expect(ctx.signal.aborted).toBe(true);
  });

  it('document.title is off unless the mount opts in', async () => {
    const { d, seen } = portalDeps();
    const el = host({ 'data-congress-portal': '' });
    const handle = mountPortal(el, { portal: true }, d);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0].documentTitle).toBe(false);
    handle.unmount();
  });

  it('a second portal on the page warns once, naming both elements, and shows a notice; after unmount a new one may mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { d } = portalDeps();
    const first = host({ 'data-congress-portal': '', id: 'first' });
    const second = host({ 'data-congress-portal': '', id: 'second' });
    const one = mountPortal(first, { portal: true }, d);
    const two = mountPortal(second, { portal: true }, d);
    await waitFor(() => expect(text(second)).toContain('already shows the congress portal'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('id="second"');
    expect(String(warn.mock.calls[0][0])).toContain('id="first"');
    two.unmount();
    one.unmount();
    const third = host({ 'data-congress-portal': '', id: 'third' });
    const three = mountPortal(third, { portal: true }, d);
    await waitFor(() => expect(text(third)).toContain('Portal hello'));
    three.unmount();
  });

  it('a chunk that fails shows a translated error with retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { d } = portalDeps({}, { loadPortal: () => Promise.reject(new Error('offline')) });
    const el = host({ 'data-congress-portal': '' });
    const handle = mountPortal(el, { portal: true }, d);
    await waitFor(() => expect(text(el)).toContain('Loading failed.'));
    handle.unmount();
  });
});
