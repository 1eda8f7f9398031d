/**
 * Spec 1 §2: `fakenow` overrides the current time for status calculations only. The portal's session store keeps
 * the real clock for the session cookie's lifetime and the access token's expiry, so a visitor signed in under a
 * fake clock in the past stays signed in on the next page (the cookie is not born expired).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalContext } from '../../../src/contract/portal';
import { portalSession } from '../../../src/portal/session';

const FAKE_2019 = Date.parse('2019-12-27T11:10+01:00');
const DAY_MS = 86_400_000;

function portalContext(now: () => number): PortalContext {
  return {
    client: 'demo',
    api: { base: 'http://127.0.0.1:1/api', client: 'demo' },
    clientConfig: { cookieValidityPeriodInDays: 7 },
    now,
  } as unknown as PortalContext;
}

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the store under test reads
  document.cookie = 'congress_session=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('spec 1 §2: fakenow moves status, not lifetimes', () => {
  it('the session cookie written at sign-in under a fake 2019 clock expires seven real days from now', async () => {
    const written: string[] = [];
    // The cookie accessor lives on some prototype of `document` (which one depends on the DOM implementation).
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    vi.spyOn(owner as Document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      descriptor.set!.call(this, value);
    });
    const { session } = portalSession(portalContext(() => FAKE_2019));
    const before = Date.now();
    const result = await session.signIn('tokenauth', async () => ({
      access_token: 'access-1',
      expires_in: 900,
      user: { id: 'u-member', name: 'Mia Member' },
    }));
    expect(result).toHaveProperty('data.signedIn', true);
    const cookie = written.find((c) => c.startsWith('congress_session='));
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + 7 * DAY_MS) / 1000) * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it('an access token whose absolute expiry has passed on the real clock is not valid under a fake clock in the past', async () => {
    const fetchStub = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchStub);
    const { session } = portalSession(portalContext(() => FAKE_2019));
    // Expired a minute ago in real time, yet years ahead of the fake clock: the store must not use it.
    await session.signIn('tokenauth', async () => ({
      access_token: 'access-old',
      expires_in: 900,
      expires_at: Math.floor((Date.now() - 60_000) / 1000),
      user: { id: 'u-member', name: 'Mia Member' },
    }));
    expect(await session.token()).toBeNull();
    expect(fetchStub).toHaveBeenCalledTimes(1); // the one refresh, refused
    vi.unstubAllGlobals();
  });
});
