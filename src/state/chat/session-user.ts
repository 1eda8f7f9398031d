/**
 * The signed-in user as the portal's session store keeps it in the `congress_session` cookie (src/state/session.ts,
 * spec 1 §4: the user only, never a token), for widgets on the same site — on a host page as in a portal page —
 * that prefill the user's name and e-mail (qa-chat, support-chat). Null for nobody, a guest or an unreadable cookie.
 */
import { cookieValue, parseSessionUser, SESSION_COOKIE_NAME } from '../../core/session/session-cookie';

export function readSessionUser(doc: Document = document): Record<string, unknown> | null {
  const user = parseSessionUser(cookieValue(doc.cookie, SESSION_COOKIE_NAME));
  return user && !user.guest ? user : null;
}
