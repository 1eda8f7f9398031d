/**
 * The session cookie's user as the live players' trackers name it. Its own module, which rollup places in the
 * live players' chunk (rollup.config.ts): in core/session/session-cookie.ts it sat in `shared`, which every widget
 * page loads.
 */
import { parseSessionUser } from '../session/session-cookie';

/**
 * The signed-in user kept in the session cookie (JSON with an `id`), as trackers read it (spec 3 §7 video
 * tracking `user`; §5 custom endpoint `uuid`); anything else — no cookie, broken JSON, no id, a guest — is null.
 */
export function sessionCookieUser(raw: unknown): { id: string; uuid: string | null } | null {
  const user = typeof raw === 'string' ? parseSessionUser(raw) : null;
  const id = user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : '';
  if (!id || user?.guest === true) return null;
  return { id, uuid: typeof user?.uuid === 'string' && user.uuid !== '' ? user.uuid : null };
}
