import { describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '../../../src/state/consent';
import type { CookieJar } from '../../../src/state/session';
import { FULL_CONSENT, NO_CONSENT } from '../../../src/core/tracking/consent-services';

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; expires: number }[] = [];
  const cookies: CookieJar = {
    read: (name) => values.get(name) ?? null,
    write: (name, value, o) => {
      values.set(name, value);
      writes.push({ name, value, expires: o.expires });
    },
    remove: (name) => {
      values.delete(name);
    },
  };
  return { cookies, values, writes };
}

const make = (initial: Record<string, string> = {}, config: unknown = { cookieValidityPeriodInDays: 3 }) => {
  const j = jar(initial);
  const reload = vi.fn();
  const store = createConsentStore({
    cookies: j.cookies,
    now: () => 0,
    clientConfig: config,
    reload,
    randomBytes: () => [1, 2, 3, 4, 5, 6, 7, 8],
  });
  return { ...j, reload, store };
};

describe('spec 3 §4 Cookie consent effects in the browser store', () => {
  it('starts as none without a cookie; reads an earlier choice', () => {
    expect(make().store.consent.value).toMatchObject({ state: 'none', choice: NO_CONSENT });
    expect(make({ cp_consent: 'analytics' }).store.consent.value).toMatchObject({
      state: 'accepted',
      choice: { analytics: true, errorMonitoring: false },
    });
  });

  it('accepting sets the consent cookie (cookieValidityPeriodInDays) and the visitor cookie for 33696000 s', () => {
    const { store, writes, values } = make();
    store.set(FULL_CONSENT, 'banner');
    expect(writes).toEqual([
      { name: 'cp_consent', value: 'analytics.errorMonitoring', expires: 3 * 86_400_000 },
      { name: 'cp_visitor', value: '0102030405060708', expires: 33_696_000_000 },
    ]);
    expect(store.visitorId()).toBe('0102030405060708');
    expect(values.get('cp_visitor')).toBe('0102030405060708');
  });

  it('error monitoring alone keeps no visitor id', () => {
    const { store, values } = make();
    store.set({ analytics: false, errorMonitoring: true }, 'banner');
    expect(values.has('cp_visitor')).toBe(false);
    expect(store.visitorId()).toBeNull();
  });

  it('declining deletes the cookies, sets the timeouts to 0, and reloads only if accepted before — from our banner only', () => {
    const fresh = make();
    fresh.store.set(NO_CONSENT, 'banner');
    expect(fresh.reload).not.toHaveBeenCalled();
    expect(fresh.values.get('cp_consent')).toBe('none');

    const accepted = make({ cp_consent: 'analytics', cp_visitor: 'aaaaaaaaaaaaaaaa' });
    accepted.store.set(NO_CONSENT, 'banner');
    expect(accepted.values.has('cp_visitor')).toBe(false);
    expect(accepted.reload).toHaveBeenCalledTimes(1);
    expect(accepted.store.consent.value).toMatchObject({ state: 'anonymous', source: 'banner' });

    const host = make({ cp_consent: 'analytics' });
    host.store.set(NO_CONSENT, 'host');
    expect(host.reload).not.toHaveBeenCalled();
  });
});

describe('issue 29 deliverable 4: a host-managed store ignores the consent cookie of an earlier visit', () => {
  it('starts with no choice and writes no cookie until the host says so', () => {
    const j = jar({ cp_consent: 'analytics.errorMonitoring', cp_visitor: '0123456789abcdef' });
    const store = createConsentStore({
      cookies: j.cookies,
      now: () => 0,
      reload: () => undefined,
      randomBytes: () => [1, 2, 3, 4, 5, 6, 7, 8],
      ignoreStoredChoice: true,
    });
    expect(store.consent.value).toMatchObject({ state: 'none', choice: NO_CONSENT });
    expect(store.visitorId()).toBeNull();
    expect(j.writes).toEqual([]);
    store.set(FULL_CONSENT, 'host');
    expect(store.consent.value).toMatchObject({ state: 'accepted', choice: FULL_CONSENT, source: 'host' });
  });
});
