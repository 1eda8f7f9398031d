import { describe, expect, it, vi } from 'vitest';
import { loadClientConfig, resolveClient } from '../../../loader/client';

const API = 'https://api.example.org';

describe('spec 1 §1 / spec 3 §1 client resolution order: data-client, host lookup, host-name fallback', () => {
  it('data-client wins and nothing is fetched', async () => {
    const fetchJson = vi.fn();
    await expect(resolveClient(API, 'esc', 'www.other.org', fetchJson)).resolves.toBe('esc');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('asks GET {api}/domains/host/{host} and uses data.client', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ data: { client: 'nordic' } });
    await expect(resolveClient(API, undefined, 'congress.example.com', fetchJson)).resolves.toBe('nordic');
    expect(fetchJson).toHaveBeenCalledWith(`${API}/domains/host/congress.example.com`);
  });

  it.each([
    ['the lookup fails (404, network)', () => Promise.reject(new Error('404')), 'www.esc.org', 'esc'],
    ['the answer has no client', () => Promise.resolve({ data: {} }), 'www.esc.org', 'esc'],
    ['the answer is not JSON data', () => Promise.resolve(null), 'congress.nordic.example', 'nordic'],
    ['the client is not a string', () => Promise.resolve({ data: { client: 42 } }), 'www.esc.org', 'esc'],
    ['localhost', () => Promise.reject(new Error('404')), 'localhost', 'demo'],
    ['a numeric host', () => Promise.reject(new Error('404')), '192.168.1.20', 'demo'],
  ])('falls back to the host name when %s', async (_title, answer, host, expected) => {
    await expect(resolveClient(API, undefined, host, vi.fn(answer))).resolves.toBe(expected);
  });
});

describe('client configuration fetch', () => {
  it('GETs {api}/{client}/configuration and resolves data', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ data: { name: 'demo', title: 'Demo' } });
    await expect(loadClientConfig(API, Promise.resolve('demo'), fetchJson)).resolves.toEqual({
      name: 'demo',
      title: 'Demo',
    });
    expect(fetchJson).toHaveBeenCalledWith(`${API}/demo/configuration`);
  });

  it('resolves null when the body has no data (the runtime asks again and shows the failure)', async () => {
    await expect(
      loadClientConfig(
        API,
        Promise.resolve('demo'),
        vi.fn(() => Promise.resolve({})),
      ),
    ).resolves.toBeNull();
  });

  it('rejects with the fetch error, so the runtime can tell a timeout from an answer', async () => {
    const timeout = new DOMException('signal timed out', 'TimeoutError');
    await expect(
      loadClientConfig(
        API,
        Promise.resolve('demo'),
        vi.fn(() => Promise.reject(timeout)),
      ),
    ).rejects.toBe(timeout);
  });
});
