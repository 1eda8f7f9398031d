import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { mountWidget } from '../../../src/embed/mount';
import { NetworkError } from '../../../src/api/errors';
import { deps, echoWidget, host, text } from './mount-harness';

const settingsOf = (el: HTMLElement) =>
  JSON.parse(el.shadowRoot!.querySelector('.echo')!.getAttribute('data-settings')!);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const offline = new NetworkError({ url: 'http://api/demo/widgets/p1/html-text/list' });

/** A widget that needs its server entry and kept one offline (as the timetable keeps its programme's). */
const keeping = (kept: Record<string, unknown> | null) => {
  const keptSettings = vi.fn(async () => kept);
  const definition = echoWidget({ settingsRule: { required: [], entry: 'required' }, keptSettings });
  return { keptSettings, registry: { 'html-text': async () => ({ default: definition }) } };
};

describe('embed runtime: the programme at the venue without network (issue deliverable 4)', () => {
  it('the settings request failing, a widget renders with the settings it kept offline (data-settings still win)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { keptSettings, registry } = keeping({ b: 'kept', c: 'kept' });
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1', name: 'list', settings: { c: 'options' } },
      deps({ routes: { 'demo/widgets/p1/html-text/list': offline }, registry }),
    );
    await waitFor(() => expect(settingsOf(el)).toEqual({ a: 'default', b: 'kept', c: 'options' }));
    expect(keptSettings).toHaveBeenCalledWith(expect.objectContaining({ client: 'demo', project: 'p1', name: 'list' }));
    // One line naming the failed request.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('could not be loaded');
  });

  it('the whole API unreachable (configuration and settings): the kept settings still render the widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registry } = keeping({ b: 'kept' });
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1', name: 'list' },
      deps({
        clientConfig: null,
        routes: { 'demo/configuration': offline, 'demo/widgets/p1/html-text/list': offline },
        registry,
      }),
    );
    await waitFor(() => expect(settingsOf(el)).toEqual({ a: 'default', b: 'kept', c: 'default' }));
    expect(text(el)).toBe('Hello');
  });

  it('nothing kept: the translated unreachable state with Try again, as before', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { registry } = keeping(null);
    const el = host();
    mountWidget(
      el,
      { widget: 'html-text', project: 'p1', name: 'list' },
      deps({ routes: { 'demo/widgets/p1/html-text/list': offline }, registry }),
    );
    await waitFor(() => expect(text(el)).toContain('The congress service cannot be reached right now.'));
    expect(el.shadowRoot!.querySelector('.echo')).toBeNull();
  });
});
