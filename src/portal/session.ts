/**
 * The portal's session store: the access guard signs in and checks with it, the header reads who is signed in
 * from it. It is the page's one store for this API and client (src/state/page-session.ts), shared with widgets
 * that act for the user (the agenda). The social store (basket, likes) lives beside it, created by the first
 * social control (./social/use-social.ts: its code is in the lazy chunks of the routes that show one, not in the
 * shell). Kept per portal context (a WeakMap, so an unmounted portal's entry is collected); a lazy chunk's derived
 * context (./app-context.ts `derivedContext`) finds its mount's entry.
 */
import type { PortalContext } from '../contract/portal';
import type { UserService } from '../api/user-service';
import type { SessionStore } from '../state/session';
import { pageSession } from '../state/page-session';
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
    const page = pageSession(context);
    const made: PortalSession = { users: page.users, session: page.session };
    // Nothing to clear before the first social control created the store.
    page.onClearBasket.add(() => made.social?.clear());
    entry = made;
    sessions.set(key, entry);
  }
  return entry;
}
