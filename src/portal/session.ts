/**
 * The portal's one session store per mount: the access guard signs in and checks with it, the header reads
 * who is signed in from it. The social store (basket, likes) lives beside it, created by the first social control
 * (./social/use-social.ts: its code is in the lazy chunks of the routes that show one, not in the shell). Kept per
 * portal context (a WeakMap, so an unmounted portal's store is collected); a lazy chunk's derived context
 * (./app-context.ts `derivedContext`) finds its mount's entry.
 */
import type { PortalContext } from '../contract/portal';
import { createUserService, type UserService } from '../api/user-service';
import { createSessionStore, documentCookies, type SessionStore } from '../state/session';
import type { SocialStore } from '../state/social';
import { originContext } from './app-context';

export interface PortalSession {
  users: UserService;
  session: SessionStore;
  social?: SocialStore;
}

const sessions = new WeakMap<PortalContext, PortalSession>();

export function portalSession(context: PortalContext): PortalSession {
  const key = originContext(context);
  let entry = sessions.get(key);
  if (!entry) {
    const users = createUserService({ base: context.api.base, client: context.client });
    const session = createSessionStore({
      service: users,
      // Spec 1 §2: `fakenow` moves status calculations only. Token expiry, refresh and the session cookie's
      // lifetime keep the real clock: a cookie dated from a fake 2019 would expire the moment it is written.
      now: Date.now,
      cookies: typeof document === 'undefined' ? null : documentCookies(document),
      // Nothing to clear before the first social control created the store.
      clientConfig: context.clientConfig,
      onClearBasket: () => made.social?.clear(),
    });
    const made: PortalSession = { users, session };
    entry = made;
    sessions.set(key, entry);
  }
  return entry;
}
