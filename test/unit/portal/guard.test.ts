/** The access guard (spec 1 §4 route guard outcomes, §5 access order; issue 10 item 3), table-driven. */
import { describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-react';
import { runGuard, type GuardInput } from '../../../src/portal/guard/run-guard';
import { HttpError, NetworkError } from '../../../src/api/errors';
import type { SessionStore, SessionState } from '../../../src/state/session';
import type { UserService } from '../../../src/api/user-service';

function fakes(
  options: {
    signedIn?: boolean;
    capability?: number | Error;
    loginFails?: number;
    remembered?: 'restores' | 'fails';
  } = {},
) {
  const state = signal<SessionState>({
    login: { status: options.signedIn ? 'success' : 'none', method: null },
    user: options.signedIn || options.remembered ? { id: 'u-member' } : null,
    signedIn: !!options.signedIn,
  });
  const capabilities = vi.fn(async () => {
    if (options.capability instanceof Error) throw options.capability;
    return options.capability ?? 200;
  });
  const users = { capabilities, tokenLogin: vi.fn(), jwtLogin: vi.fn() } as unknown as UserService;
  const signIn = vi.fn(async (_method: unknown, login: (s: UserService) => Promise<unknown>) => {
    await login(users);
    if (options.loginFails) return { error: new HttpError(options.loginFails, { url: 'x' }) };
    state.value = { login: { status: 'success', method: 'tokenauth' }, user: { id: 'u-token' }, signedIn: true };
    return { data: state.value };
  });
  const session = {
    state,
    signIn,
    secured: vi.fn(async (call: (a: { token: string }) => Promise<unknown>) => call({ token: 'access' })),
    guestCredentials: vi.fn(async () => ({ auth: { token: 'guest' }, userId: 'g-1' })),
    // A reload: the member kept in the session cookie is restored by one refresh (or the refresh fails).
    restore: vi.fn(async () => {
      if (options.remembered === 'restores')
        state.value = { login: { status: 'success', method: null }, user: { id: 'u-member' }, signedIn: true };
      if (options.remembered === 'fails')
        state.value = { login: { status: 'failed', method: null }, user: null, signedIn: false };
      return state.value.signedIn;
    }),
  } as unknown as SessionStore;
  return { deps: { session, users }, capabilities, signIn, session };
}

const crDetail: GuardInput['match'] = {
  name: 'CRDetail',
  params: { project: 'dmc2026', slug: 'a' },
  path: '/dmc2026/crs/a',
  auth: 'checked',
};
const input = (search = '', match = crDetail): GuardInput => ({ match, search });

describe('route guard outcomes (spec 1 §4)', () => {
  it.each([
    ['allowed (200) signed out', false, 200, { kind: 'allow' }],
    ['allowed (200) signed in', true, 200, { kind: 'allow' }],
    [
      '403 while not signed in → Login with a redirect',
      false,
      403,
      { kind: 'login', redirect: '/dmc2026/crs/a?page=2' },
    ],
    ['403 while signed in → no-access', true, 403, { kind: 'no-access', redirect: '/dmc2026/crs/a?page=2' }],
    ['401 → log out and Home', true, 401, { kind: 'logout-home' }],
    ['404 signed in → log out and Home', true, 404, { kind: 'logout-home' }],
    ['404 signed out → PageNotFound', false, 404, { kind: 'page-not-found' }],
    ['412 → Logout', true, 412, { kind: 'logout' }],
    ['412 signed out (not accepted) → ErrorPage', false, 412, { kind: 'error-page' }],
    ['500 → ErrorPage', true, 500, { kind: 'error-page' }],
  ])('%s', async (_title, signedIn, status, outcome) => {
    const { deps } = fakes({ signedIn, capability: status });
    expect((await runGuard(input('?page=2'), deps)).outcome).toEqual(outcome);
  });

  it('a network failure of the check is ErrorPage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps } = fakes({ capability: new NetworkError({ url: 'x' }) });
    expect((await runGuard(input(), deps)).outcome).toEqual({ kind: 'error-page' });
  });

  it('a check that fails after the portal unmounted warns nobody (quiet console)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warn.mockClear();
    const { deps } = fakes({ capability: new NetworkError({ url: 'x' }) });
    const gone = new AbortController();
    gone.abort();
    await runGuard(input(), { ...deps, signal: gone.signal });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('route access order (spec 1 §5)', () => {
  it('routes without auth and SingleWidget pass without a call', async () => {
    const { deps, capabilities } = fakes({ capability: 403 });
    for (const auth of ['none', 'widget'] as const) {
      expect((await runGuard(input('', { ...crDetail, auth }), deps)).outcome).toEqual({ kind: 'allow' });
    }
    expect(capabilities).not.toHaveBeenCalled();
  });

  it('PROMO = yes opens the resource without checks', async () => {
    const { deps, capabilities } = fakes({ capability: 403 });
    expect((await runGuard({ ...input(), promo: 'yes' }, deps)).outcome).toEqual({ kind: 'allow' });
    expect(capabilities).not.toHaveBeenCalled();
  });

  it('visitors are checked with a guest session; the route data carries name, params, query and path', async () => {
    const { deps, capabilities, session } = fakes();
    await runGuard(input('?page=2'), deps);
    expect(session.guestCredentials).toHaveBeenCalled();
    expect(capabilities).toHaveBeenCalledWith({ token: 'guest' }, 'g-1', {
      name: 'CRDetail',
      params: { project: 'dmc2026', slug: 'a' },
      query: { page: '2' },
      path: '/dmc2026/crs/a',
      meta: {},
    });
  });

  it('spec 1 §4 after a reload the remembered member is restored (one refresh) before the check: the member is checked, no guest session', async () => {
    const { deps, capabilities, session } = fakes({ remembered: 'restores', capability: 200 });
    expect((await runGuard(input(), deps)).outcome).toEqual({ kind: 'allow' });
    expect(session.restore).toHaveBeenCalledTimes(1);
    expect(session.guestCredentials).not.toHaveBeenCalled();
    expect(session.secured).toHaveBeenCalledTimes(1);
    expect(capabilities).toHaveBeenCalledTimes(1);
  });

  it('spec 1 §4 a remembered member whose refresh fails is checked as a visitor (guest session)', async () => {
    const { deps, session } = fakes({ remembered: 'fails', capability: 200 });
    expect((await runGuard(input(), deps)).outcome).toEqual({ kind: 'allow' });
    expect(session.guestCredentials).toHaveBeenCalledTimes(1);
    expect(session.secured).not.toHaveBeenCalled();
  });

  it('a route that requires sign-in sends visitors to Login without a call', async () => {
    const { deps, capabilities } = fakes();
    const match = { name: 'TrackingTest', params: {}, path: '/tracking-test', auth: 'required' as const };
    expect((await runGuard(input('', match), deps)).outcome).toEqual({ kind: 'login', redirect: '/tracking-test' });
    expect(capabilities).not.toHaveBeenCalled();
  });

  it('token, then jwtoken, then the capability check; the sign-in keys are stripped from the URL and the redirect', async () => {
    const { deps, signIn, capabilities } = fakes({ capability: 403 });
    const result = await runGuard(input('?token=t1&jwtoken=j1&page=2'), deps);
    expect(signIn.mock.calls.map((c) => c[0])).toEqual(['tokenauth', 'jwttoken']);
    expect(capabilities).toHaveBeenCalledTimes(1);
    expect(result.strippedSearch).toBe('?page=2');
    expect(result.outcome).toEqual({ kind: 'no-access', redirect: '/dmc2026/crs/a?page=2' });
  });

  it('a failing token sign-in rejects navigation (401 → logout and Home) and still strips the token', async () => {
    const { deps, capabilities } = fakes({ loginFails: 401 });
    const result = await runGuard(input('?token=forged'), deps);
    expect(result).toEqual({ outcome: { kind: 'logout-home' }, strippedSearch: '' });
    expect(capabilities).not.toHaveBeenCalled();
  });

  it.each([
    ['yes', 0],
    ['no', 1],
    [undefined, 1],
  ])('PROMO %j of the route resource, looked up before the check: %i capability calls', async (promo, calls) => {
    const { deps, capabilities } = fakes({ capability: 200 });
    const promoOf = vi.fn(async () => promo);
    expect((await runGuard(input(), { ...deps, promoOf })).outcome).toEqual({ kind: 'allow' });
    expect(promoOf).toHaveBeenCalledWith(crDetail);
    expect(capabilities).toHaveBeenCalledTimes(calls);
  });

  it('a link with a sign-in token signs in first: the PROMO lookup is not asked', async () => {
    const { deps, signIn } = fakes({ capability: 200 });
    const promoOf = vi.fn(async () => 'yes');
    expect((await runGuard(input('?token=t'), { ...deps, promoOf })).outcome).toEqual({ kind: 'allow' });
    expect(promoOf).not.toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('the skip-once flag skips the capability check', async () => {
    const { deps, capabilities } = fakes({ capability: 403 });
    expect((await runGuard({ ...input(), skipCapabilityCheckOnce: true }, deps)).outcome).toEqual({ kind: 'allow' });
    expect(capabilities).not.toHaveBeenCalled();
  });
});
