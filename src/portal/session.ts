/**
 * The portal's one session store per mount: the access guard signs in and checks with it, the header reads
 * who is signed in from it; the social store (basket, likes) lives beside it. Kept per portal context (a WeakMap, so an unmounted portal's store is collected).
 */
import type { PortalContext } from '../contract/portal';
import { createUserService, type UserService } from '../api/user-service';
import { createSessionStore, documentCookies, type SessionStore } from '../state/session';
import { createSocialStore, type SocialStore } from '../state/social';

export interface PortalSession { users: UserService; session: SessionStore; social: SocialStore }

const sessions = new WeakMap<PortalContext, PortalSession>();

export function portalSession(context: PortalContext): PortalSession {
  let entry = sessions.get(context);
  if (!entry) {
    const users = createUserService({ base: context.api.base, client: context.client });
    const session = createSessionStore({
      service: users, now: context.now, cookies: typeof document === 'undefined' ? null : documentCookies(document),
      clientConfig: context.clientConfig, onClearBasket: () => social.clear(),
    });
    const social: SocialStore = createSocialStore({ users, session, now: context.now });
    entry = { users, session, social };
    sessions.set(context, entry);
  }
  return entry;
}
