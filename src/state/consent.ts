/**
 * The page's consent (spec 3 §4 Cookie consent and trackers; issue 10 item 11): one store per runtime, read from
 * the consent cookie, changed by the portal's banner or by the host's own consent manager through
 * `CongressPortal.setConsent()`. Changes run core's `consentReducer` effects: accepting sets the consent cookie and
 * the visitor cookie for 33696000 s; declining deletes the cookies, sets their timeouts to 0 and — only after a
 * choice in our own banner, and only when consent had been accepted — reloads the page (the spec's effect; a host
 * that drives consent itself decides about reloads itself).
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { consentReducer, consentCookieDays, type ConsentState } from '../core/tracking/consent';
import {
  consentActionOf,
  CONSENT_COOKIE,
  decodeConsentChoice,
  encodeConsentChoice,
  NO_CONSENT,
  VISITOR_COOKIE,
  type ConsentChoice,
} from '../core/tracking/consent-services';
import { isMatomoVisitorId, matomoVisitorId } from '../core/tracking/matomo';
import { COOKIE_ATTRIBUTES } from '../core/constants';
import type { CookieJar } from './session';

export type ConsentSource = 'cookie' | 'banner' | 'host' | 'query';

export interface ConsentSnapshot {
  state: ConsentState;
  choice: ConsentChoice;
  source: ConsentSource;
}

export interface ConsentStore {
  readonly consent: ReadonlySignal<ConsentSnapshot>;
  /** Records a choice and runs its effects. */
  set(choice: ConsentChoice, source: Exclude<ConsentSource, 'cookie'>): void;
  /** The analytics visitor id (16 hex), made on first use; null without analytics consent. */
  visitorId(): string | null;
  /** The host drives consent (`setConsent` was called, or the mount asked for it): our banner stays closed. */
  readonly hostManaged: ReadonlySignal<boolean>;
  setHostManaged(on: boolean): void;
}

export interface ConsentStoreOptions {
  cookies: CookieJar | null;
  now(): number;
  /** Client configuration (cookieValidityPeriodInDays). */
  clientConfig?: unknown;
  reload(): void;
  randomBytes(): ArrayLike<number>;
  /** Start with no choice whatever the consent cookie says (the host's consent manager decides). */
  ignoreStoredChoice?: boolean;
}

export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const { cookies } = options;
  const initial = decodeConsentChoice(options.ignoreStoredChoice ? null : cookies?.read(CONSENT_COOKIE));
  const consent = signal<ConsentSnapshot>({ ...initial, source: 'cookie' });
  const hostManaged = signal(false);
  const cookieOptions = (seconds: number) => ({
    expires: options.now() + seconds * 1000,
    sameSite: COOKIE_ATTRIBUTES.sameSite,
    secure: COOKIE_ATTRIBUTES.secure,
    path: '/' as const,
  });

  function visitorCookie(seconds: number): void {
    if (!cookies) return;
    if (seconds <= 0) {
      cookies.remove(VISITOR_COOKIE);
      return;
    }
    const current = cookies.read(VISITOR_COOKIE);
    cookies.write(
      VISITOR_COOKIE,
      isMatomoVisitorId(current) ? current : matomoVisitorId(options.randomBytes()),
      cookieOptions(seconds),
    );
  }

  return {
    consent,
    hostManaged,
    setHostManaged(on) {
      hostManaged.value = on;
    },
    set(choice, source) {
      const before = consent.value.state;
      const { state, effects } = consentReducer(
        before,
        consentActionOf(choice),
        consentCookieDays(options.clientConfig),
      );
      let reload = false;
      for (const effect of effects) {
        switch (effect.type) {
          case 'setConsentCookie':
            cookies?.write(
              CONSENT_COOKIE,
              encodeConsentChoice(state === 'accepted' ? choice : NO_CONSENT),
              cookieOptions(effect.days * 86_400),
            );
            break;
          // The visitor id is an analytics cookie: without analytics consent it is not kept.
          case 'setVisitorCookieTimeout':
            visitorCookie(choice.analytics ? effect.seconds : 0);
            break;
          case 'deleteCookies':
            cookies?.remove(VISITOR_COOKIE);
            break;
          case 'setCookieTimeouts':
            visitorCookie(effect.seconds);
            break;
          case 'reload':
            reload = source === 'banner';
            break;
        }
      }
      consent.value = { state, choice: state === 'accepted' ? choice : NO_CONSENT, source };
      if (reload) options.reload();
    },
    visitorId() {
      if (!consent.value.choice.analytics) return null;
      const id = cookies?.read(VISITOR_COOKIE) ?? null;
      return isMatomoVisitorId(id) ? id : null;
    },
  };
}
