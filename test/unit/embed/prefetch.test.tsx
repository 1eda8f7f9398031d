/**
 * The prefetch hook of the widget contract (issue 8 items 9, 11): a widget's data requests start with its chunk
 * and settings, before the client's translations and the first render, and the rendered widget shares them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { useLayoutEffect, useState } from 'react';
import { mountWidget } from '../../../src/embed/mount';
import { createPrefetcher, PREFETCH_HOLD_MS } from '../../../src/embed/prefetch';
import { createPollScheduler } from '../../../src/state/poll-scheduler';
import type { WidgetProps } from '../../../src/contract/widget';
import { deps, echoWidget, host, text } from './mount-harness';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settled = <T,>(value: T) => ({ kind: 'found' as const, settings: value as Record<string, unknown> });

describe('widget prefetch: data requests start with the chunk and the settings', () => {
  it('starts before the translations arrive, with the merged settings, and the rendered widget shares the one request', async () => {
    let releaseTranslations!: () => void;
    const translations = new Promise((resolve) => {
      releaseTranslations = () => resolve({ data: {} });
    });
    const fetcher = vi.fn(async () => 'rows');
    const prefetch = vi.fn(
      (settings: Record<string, unknown>, context: { scheduler: { subscribe: typeof scheduler.subscribe } }) => {
        context.scheduler.subscribe(`rows:${String(settings.b)}`, fetcher, 60_000, () => undefined);
      },
    );
    function Rows({ settings, context }: WidgetProps<Record<string, unknown>>) {
      const [rows, setRows] = useState('none');
      useLayoutEffect(
        () => context.scheduler.subscribe(`rows:${String(settings.b)}`, fetcher, 60_000, (d) => setRows(String(d))),
        [context, settings],
      );
      return <p>{rows}</p>;
    }
    const d = deps({
      routes: {
        'demo/translations/en': () => translations,
        'demo/widgets/p1/html-text/default': { data: { settings: { b: 'server' } } },
      },
      registry: { 'html-text': async () => ({ default: echoWidget({ prefetch, Component: Rows }) }) },
    });
    const scheduler = d.scheduler;
    mountWidget(host(), { widget: 'html-text', project: 'p1', settings: { c: 'options' } }, d);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(prefetch.mock.calls[0][0]).toEqual({ a: 'default', b: 'server', c: 'options' });
    expect(document.body.querySelector('[data-congress-widget]')!.shadowRoot!.textContent).not.toContain('rows');
    releaseTranslations();
    await waitFor(() =>
      expect(text(document.body.querySelector('[data-congress-widget]') as HTMLElement)).toBe('rows'),
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch holds on the page scheduler', () => {
  const chunkWith = (keys: string[], fetcher: () => Promise<unknown>) =>
    Promise.resolve(
      echoWidget({
        prefetch: (_s, context) =>
          keys.forEach((k) => context.scheduler.subscribe(k, fetcher, 60_000, () => undefined)),
      }),
    );
  const context = { client: 'demo', name: 'default', api: deps().api };

  it("the widget's subscription to the same key claims the hold: one entry, one request", async () => {
    const page = createPollScheduler({ document: null });
    const fetcher = vi.fn(async () => 1);
    const prefetcher = createPrefetcher(page, new AbortController().signal);
    prefetcher.start(chunkWith(['k'], fetcher), Promise.resolve(settled({})), () => ({}), context);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const onData = vi.fn();
    const off = prefetcher.scheduler.subscribe('k', fetcher, 60_000, onData);
    await waitFor(() => expect(onData).toHaveBeenCalledWith(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
    off();
    expect(page.size).toBe(0); // the hold went when the widget subscribed, so nothing is left polling
  });

  it("after a failed prefetch the widget's subscription asks again at once and hears the answer", async () => {
    const page = createPollScheduler({ document: null });
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('fine');
    const prefetcher = createPrefetcher(page, new AbortController().signal);
    prefetcher.start(chunkWith(['k'], fetcher), undefined, () => ({}), context);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const onData = vi.fn();
    prefetcher.scheduler.subscribe('k', fetcher, 60_000, onData);
    await waitFor(() => expect(onData).toHaveBeenCalledWith('fine'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('holds the widget never claims end after one poll interval, and all holds end with the mount', async () => {
    vi.useFakeTimers();
    const page = createPollScheduler({ document: null });
    const mount = new AbortController();
    const prefetcher = createPrefetcher(page, mount.signal);
    prefetcher.start(
      chunkWith(['a'], async () => 1),
      undefined,
      () => ({}),
      context,
    );
    await vi.waitFor(() => expect(page.size).toBe(1));
    await vi.advanceTimersByTimeAsync(PREFETCH_HOLD_MS);
    expect(page.size).toBe(0);
    prefetcher.start(
      chunkWith(['b', 'c'], async () => 1),
      undefined,
      () => ({}),
      context,
    );
    await vi.waitFor(() => expect(page.size).toBe(2));
    mount.abort();
    expect(page.size).toBe(0);
  });

  it('a widget without prefetch, or a mount gone before the chunk came, starts nothing', async () => {
    const page = createPollScheduler({ document: null });
    const mount = new AbortController();
    const prefetcher = createPrefetcher(page, mount.signal);
    prefetcher.start(Promise.resolve(echoWidget()), undefined, () => ({}), context);
    let arrive!: () => void;
    const late = new Promise<void>((resolve) => {
      arrive = resolve;
    }).then(() => chunkWith(['k'], async () => 1));
    prefetcher.start(late, undefined, () => ({}), context);
    mount.abort();
    arrive();
    await late;
    await Promise.resolve();
    expect(page.size).toBe(0);
  });
});
