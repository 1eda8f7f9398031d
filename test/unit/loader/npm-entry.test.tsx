import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountOptions, RuntimeInit } from '../../../src/embed/runtime-api';

const runtimes: Array<{
  init: RuntimeInit;
  mounts: Array<{
    el: HTMLElement;
    options: MountOptions;
    unmount: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  }>;
  destroy: ReturnType<typeof vi.fn>;
}> = [];

vi.mock('../../../src/embed/runtime', () => ({
  createRuntime: (init: RuntimeInit) => {
    const rt = {
      init,
      mounts: [] as (typeof runtimes)[number]['mounts'],
      destroy: vi.fn(),
      mount: async (el: HTMLElement, options: MountOptions) => {
        el.shadowRoot ?? el.attachShadow({ mode: 'open' });
        const m = { el, options, unmount: vi.fn(), update: vi.fn(async () => undefined) };
        rt.mounts.push(m);
        return m;
      },
    };
    runtimes.push(rt);
    return rt;
  },
}));

const { CongressPortal, CongressWidget } = await import('../../../src/index');

afterEach(() => {
  cleanup();
  runtimes.length = 0;
});

describe('npm entry: React components mount through the same runtime as the loader', () => {
  it('<CongressWidget> gives its element a shadow root and mounts the widget with its props', async () => {
    const { container } = render(
      <CongressWidget
        apiBase="https://api.example.org/"
        client="esc"
        locale="de"
        widget="timetable"
        project="esc2026"
        name="main"
        channel="hall-a"
        settings={{ showFilter: false }}
      />,
    );
    await act(async () => undefined);
    const el = container.querySelector('[data-congress-widget="timetable"]') as HTMLElement;
    expect(el.shadowRoot).not.toBeNull();
    expect(runtimes[0].init).toMatchObject({
      apiBase: 'https://api.example.org',
      client: 'esc',
      locale: 'de',
      cdnBase: '',
    });
    await expect(runtimes[0].init.clientConfig).resolves.toBeNull(); // the runtime fetches it itself
    expect(runtimes[0].mounts[0]).toMatchObject({
      el,
      options: {
        widget: 'timetable',
        project: 'esc2026',
        name: 'main',
        channel: 'hall-a',
        client: 'esc',
        locale: 'de',
        settings: { showFilter: false },
      },
    });
  });

  it('a settings change updates in place; an identity change remounts; unmounting releases the runtime', async () => {
    const props = { apiBase: 'https://api.example.org', client: 'esc', widget: 'card', project: 'a' };
    const view = render(<CongressWidget {...props} settings={{ x: 1 }} />);
    await act(async () => undefined);
    view.rerender(<CongressWidget {...props} settings={{ x: 2 }} />);
    await act(async () => undefined);
    const first = runtimes[0].mounts[0];
    expect(first.update).toHaveBeenCalledWith({ x: 2 });
    view.rerender(<CongressWidget {...props} project="b" settings={{ x: 2 }} />);
    await act(async () => undefined);
    expect(first.unmount).toHaveBeenCalledOnce();
    expect(runtimes[0].mounts[1].options.project).toBe('b');
    view.unmount();
    await act(async () => undefined);
    expect(runtimes).toHaveLength(1);
    expect(runtimes[0].mounts[1].unmount).toHaveBeenCalledOnce();
    expect(runtimes[0].destroy).toHaveBeenCalledOnce();
  });

  it('components with the same API, client and locale share one runtime; events reach onEvent', async () => {
    const onEvent = vi.fn();
    render(
      <>
        <CongressWidget apiBase="https://api.example.org" client="esc" widget="card" onEvent={onEvent} />
        <CongressPortal apiBase="https://api.example.org" client="esc" basePath="/congress" />
      </>,
    );
    await act(async () => undefined);
    expect(runtimes).toHaveLength(1);
    expect(runtimes[0].mounts.map((m) => m.options)).toEqual([
      expect.objectContaining({ widget: 'card' }),
      expect.objectContaining({ portal: true, basePath: '/congress' }),
    ]);
    runtimes[0].init.emit('Widget.Ready', { id: 1 });
    expect(onEvent).toHaveBeenCalledWith('Widget.Ready', { id: 1 });
  });

  it('without a client prop, the client comes from the host name (demo on localhost)', async () => {
    render(<CongressWidget apiBase="https://api.example.org" widget="card" />);
    await act(async () => undefined);
    expect(runtimes[0].init.client).toBe(location.hostname === 'localhost' ? 'demo' : expect.any(String));
  });
});
