import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { createRuntime } from '../../../src/embed/runtime';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';
import { config, host, text } from './mount-harness';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const init = () => ({
  apiBase: 'http://api.invalid/api',
  cdnBase: 'http://cdn.invalid/cdn/',
  client: 'demo',
  allowedOrigins: [],
  clientConfig: Promise.resolve(config),
  emit: vi.fn(),
  sizeRuleOf,
});

describe('createRuntime (src/embed/runtime-api.ts boundary)', () => {
  it('mounting an element again replaces its mount; destroy() unmounts all and removes the message listener', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const runtime = createRuntime(init());
    const a = host({ 'data-congress-widget': 'fancy-clock' });
    const b = host({ 'data-congress-portal': '' });
    await runtime.mount(a, { widget: 'fancy-clock' });
    await runtime.mount(a, { widget: 'other-clock' });
    await runtime.mount(b, { portal: true });
    await waitFor(() => expect(text(a)).toContain('“other-clock”'));
    expect(text(a)).not.toContain('fancy-clock');
    const messageCalls = (spy: typeof add | typeof remove) =>
      spy.mock.calls.filter(([type]) => type === 'message').length;
    expect(messageCalls(add) - messageCalls(remove)).toBe(1); // one listener for all mounts
    runtime.destroy();
    expect(a.shadowRoot!.childNodes.length).toBe(0);
    expect(b.shadowRoot!.childNodes.length).toBe(0);
    expect(messageCalls(add) - messageCalls(remove)).toBe(0);
  });

  it('a handle unmounts only its own mount', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = createRuntime(init());
    const a = host({ 'data-congress-widget': 'x' });
    const b = host({ 'data-congress-widget': 'y' });
    const handleA = await runtime.mount(a, { widget: 'x' });
    await runtime.mount(b, { widget: 'y' });
    handleA.unmount();
    expect(a.shadowRoot!.childNodes.length).toBe(0);
    await waitFor(() => expect(text(b)).toContain('“y”'));
    runtime.destroy();
  });
});

describe('data-allowed-origins on the SDK side (issue 8 item 8)', () => {
  it.each([
    ['"*"', ['*'], '*'],
    [
      'a host wildcard next to a real partner',
      ['https://partner.example.com', 'https://*.example.org'],
      'https://*.example.org',
    ],
  ])('refuses %s with one clear warning', async (_title, allowedOrigins, named) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createRuntime({ ...init(), allowedOrigins }).destroy();
    // Worded by the set-up problems' chunk (src/embed/setup-problems.ts).
    const refused = () => warn.mock.calls.filter(([line]) => String(line).includes('refused'));
    await vi.waitFor(() => expect(refused()).toHaveLength(1));
    expect(refused()[0][0]).toBe(`[CongressPortal] data-allowed-origins ${named} refused: list origins one by one.`);
  });

  it.each([[['https://partner.example.com']], [['http://localhost:*']], [[]]])(
    'accepts %j quietly',
    (allowedOrigins) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      createRuntime({ ...init(), allowedOrigins }).destroy();
      expect(warn).not.toHaveBeenCalled();
    },
  );
});
