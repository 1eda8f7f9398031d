import { createHash, randomInt } from 'node:crypto';
import type { Ctx } from '../context';
import { ApiError } from '../http/errors';
import type { Auth } from './sessions';
import { findUser, issueSession } from './sessions';

/** Five minutes: long enough to scan a QR code or type the code, too short to be worth stealing. */
export const HANDOFF_TTL_MS = 5 * 60_000;

/** Letters and digits nobody confuses when typing from a screen (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 10;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code as people type it: case, spaces and dashes do not matter. */
export const normaliseHandoffCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** A new single-use code for the signed-in user (≈ 46 bits, five minutes, one try): shown as `ABCDE-FGHJK`. */
export async function createHandoffCode(ctx: Ctx, auth: Auth) {
  if (auth.user.guest)
    throw new ApiError(403, 'sign_in_required', 'only a signed-in user can open a session elsewhere');
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  const now = ctx.clock();
  await ctx.db.handoff.insert(
    {
      code_hash: hash(code),
      client: auth.session.client,
      user_id: auth.user.id,
      method: auth.session.method,
      expires: now + HANDOFF_TTL_MS,
    },
    now,
  );
  const display = `${code.slice(0, 5)}-${code.slice(5)}`;
  return { code: display, expires_in: HANDOFF_TTL_MS / 1000, expires_at: Math.floor((now + HANDOFF_TTL_MS) / 1000) };
}

/** Exchanges a code for a new session of its user (the same answer a sign-in gives); 401 when used, late or unknown. */
export async function redeemHandoffCode(ctx: Ctx, client: string, code: string) {
  const row = await ctx.db.handoff.take(hash(normaliseHandoffCode(code)), client, ctx.clock());
  const user = row && (await findUser(ctx, row.user_id));
  // One answer for unknown, used and expired codes: nothing tells a guesser which codes exist.
  if (!row || !user) throw new ApiError(401, 'handoff_code_invalid', 'code used, expired or unknown');
  return issueSession(ctx, user, row.method);
}
