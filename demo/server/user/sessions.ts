import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Ctx } from '../context';
import { ApiError } from '../http/errors';
import { DEMO_USERS, publicUser, type DemoUser } from './accounts';
import type { SessionRow } from './db';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A user by id: the fixed demo accounts, else users created by JWT, gift-code or guest login (SQLite). */
export function findUser(ctx: Ctx, id: string): DemoUser | undefined {
  const fixed = DEMO_USERS.find((u) => u.id === id);
  if (fixed) return fixed;
  const row = ctx.db.q.userById.get(id) as { profile: string } | undefined;
  return row ? (JSON.parse(row.profile) as DemoUser) : undefined;
}

export function saveUser(ctx: Ctx, user: DemoUser): void {
  ctx.db.q.upsertUser.run(user.id, user.client, JSON.stringify(user));
}

async function accessToken(
  ctx: Ctx,
  session: { id: string; user_id: string; client: string; method: string },
): Promise<string> {
  const now = Math.floor(ctx.clock() / 1000);
  return new SignJWT({ client: session.client, sid: session.id, method: session.method })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.user_id)
    .setIssuedAt(now)
    .setExpirationTime(now + ctx.accessTokenTtl)
    .setIssuer('congress-portal-reference')
    .sign(ctx.tokenSecret);
}

function tokenAnswer(ctx: Ctx, access: string, refresh: string, user: DemoUser, method: string) {
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ctx.accessTokenTtl,
    expires_at: Math.floor(ctx.clock() / 1000) + ctx.accessTokenTtl,
    refresh_token: refresh,
    method,
    user: publicUser(user),
  };
}

/** Starts a session: signed access token (HS256, `expires_in` seconds) + opaque refresh token (stored hashed). */
export async function issueSession(ctx: Ctx, user: DemoUser, method: string) {
  const session = { id: randomUUID(), user_id: user.id, client: user.client, method };
  const refresh = randomBytes(32).toString('base64url');
  ctx.db.q.insertSession.run(
    session.id,
    user.id,
    user.client,
    method,
    hash(refresh),
    ctx.clock() + ctx.refreshTokenTtl * 1000,
    ctx.clock(),
  );
  return tokenAnswer(ctx, await accessToken(ctx, session), refresh, user, method);
}

/** Rotates the refresh token and issues a new access token; 401 for unknown, used, revoked or expired ones. */
export async function refreshSession(ctx: Ctx, refresh: string) {
  const row = ctx.db.q.sessionByRefresh.get(hash(refresh)) as SessionRow | undefined;
  if (!row || row.revoked || row.refresh_expires <= ctx.clock())
    throw new ApiError(401, 'invalid_refresh_token', 'invalid token');
  const user = findUser(ctx, row.user_id);
  if (!user) throw new ApiError(401, 'invalid_refresh_token', 'invalid token');
  const next = randomBytes(32).toString('base64url');
  ctx.db.q.rotateRefresh.run(hash(next), ctx.clock() + ctx.refreshTokenTtl * 1000, row.id);
  return tokenAnswer(ctx, await accessToken(ctx, row), next, user, row.method);
}

export interface Auth {
  user: DemoUser;
  session: SessionRow;
}

/** The signed-in user of a request (Bearer token); 401 `invalid token` / `token expired` otherwise. */
export async function authenticate(ctx: Ctx, request: FastifyRequest): Promise<Auth> {
  const header = request.headers.authorization;
  const token =
    typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
  if (!token) throw new ApiError(401, 'missing_token', 'invalid token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, ctx.tokenSecret, {
      algorithms: ['HS256'],
      issuer: 'congress-portal-reference',
      currentDate: new Date(ctx.clock()),
    }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new ApiError(401, expired ? 'token_expired' : 'invalid_token', expired ? 'token expired' : 'invalid token');
  }
  const session = ctx.db.q.sessionById.get(String(payload.sid ?? '')) as SessionRow | undefined;
  const user = session && !session.revoked ? findUser(ctx, session.user_id) : undefined;
  if (!session || !user) throw new ApiError(401, 'invalid_token', 'invalid token');
  return { user, session };
}
