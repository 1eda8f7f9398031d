/**
 * One user service and one session store per portal mount, shared by the access guard, the sign-in screens and
 * the shell (the header's login/logout link can read the same store). Keyed by the mount's PortalContext, so a
 * remount starts clean and nothing lives on the page's globals. Tokens stay in this store's memory only.
 */
import type { PortalContext } from '../../contract/portal';
import { createUserService, type UserService } from '../../api/user-service';
import { createSessionStore, documentCookies, type SessionStore } from '../../state/session';

export interface PortalSession { users: UserService; session: SessionStore }

const sessions = new WeakMap<PortalContext, PortalSession>();

export function portalSession(context: PortalContext): PortalSession {
  let entry = sessions.get(context);
  if (!entry) {
    const users = createUserService({ base: context.api.base, client: context.client });
    const session = createSessionStore({
      service: users, now: context.now, cookies: typeof document === 'undefined' ? null : documentCookies(document),
      clientConfig: context.clientConfig,
    });
    entry = { users, session };
    sessions.set(context, entry);
  }
  return entry;
}
