import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from '../../src/core/host-messages/origin';
import { allowedOrigins } from '../../demo/server/http/cors';
import type { Store } from '../../demo/server/store';

const storeWith = (...lists: unknown[]) =>
  ({
    clients: new Map(lists.map((allowed, i) => [`c${i}`, { data: { config: { allowedOrigins: allowed } } }])),
  }) as unknown as Store;

describe("server CORS uses core's origin rule (issue 8 §2: one home per rule)", () => {
  it('never lets "*" or a host wildcard through, so no origin is reflected with credentials by accident', () => {
    const list = allowedOrigins(storeWith(['*', 'https://*.example.org', 'null']), 'http://127.0.0.1:8080');
    expect(list).toEqual(['http://127.0.0.1:8080']);
    expect(isOriginAllowed('https://evil.example', list)).toBe(false);
    expect(isOriginAllowed('https://a.example.org', list)).toBe(false);
  });

  it('keeps the own origin, listed origins (normalized) and any-port patterns', () => {
    const list = allowedOrigins(
      storeWith(['HTTPS://Congress.Example.org:443/', 'http://localhost:*'], undefined),
      'http://127.0.0.1:8080',
    );
    expect(isOriginAllowed('http://127.0.0.1:8080', list)).toBe(true);
    expect(isOriginAllowed('https://congress.example.org', list)).toBe(true);
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true);
    expect(isOriginAllowed('http://localhost.evil.org:5173', list)).toBe(false);
    expect(isOriginAllowed('http://127.0.0.1:9999', list)).toBe(false);
  });
});
