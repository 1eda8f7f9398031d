/** The loader core's start: `*` in data-allowed-origins is refused with one warning (issue 8 item 8). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCore } from '../../../loader/core';
import type { PortalStub } from '../../../loader/stub';

afterEach(() => { vi.restoreAllMocks(); delete (window as { CongressPortal?: unknown }).CongressPortal; });

function start(allowedOrigins: string[]) {
  const stub: PortalStub = { q: [] } as unknown as PortalStub;
  window.CongressPortal = stub as never;
  const api = startCore({
    win: window as Window & typeof globalThis, version: 't', stub, fetchJson: vi.fn(() => new Promise(() => undefined)),
    importRuntime: () => new Promise(() => undefined),
    params: { api: 'https://api.example.org', cdn: 'https://cdn.example.org/cdn/', client: 'demo', allowedOrigins },
  });
  api.destroy!();
}

describe('data-allowed-origins on the SDK side', () => {
  it.each([
    ['"*"', ['*'], '"*"'],
    ['a host wildcard next to a real partner', ['https://partner.example.com', 'https://*.example.org'], '"https://*.example.org"'],
  ])('refuses %s with one clear warning', (_title, origins, named) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start(origins);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(`[CongressPortal] data-allowed-origins: ${named} refused: host messages are exchanged only with `
      + 'origins listed one by one (e.g. "https://partner.example.com")');
  });

  it.each([[['https://partner.example.com']], [['http://localhost:*']], [[]]])('accepts %j quietly', (origins) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start(origins);
    expect(warn).not.toHaveBeenCalled();
  });
});
