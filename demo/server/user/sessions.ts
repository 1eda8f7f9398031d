import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Ctx } from '../context';
import { ApiError } from '../http/errors';
import { DEMO_USERS, publicUser, type DemoUser } from './accounts';
import type { WriteRepos } from '../db';
import type { SessionRow } from '../db/schema';
import { rememberVerified, verifiedBefore } from './verified-tokens';

/**
 * The verification key, imported once per secret: jose otherwise imports the raw secret on every verify, a sixth of
 * a signed-in write's CPU at a thousand writes a second.
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A user by id: the fixed demo accounts, else users created by JWT, gift-code or guest login (database). */
export async function findUser(ctx: Ctx, id: string): Promise<DemoUser | undefined> {
  return userOf(id, DEMO_USERS.some((u) => u.id === id) ? null : await ctx.db.users.profile(id));
}

/** A demo user by id, else the stored profile's user. */
function userOf(id: string, profile: string | null | undefined): DemoUser | undefined {
  const fixed = DEMO_USERS.find((u) => u.id === id);
  if (fixed) return fixed;
  return profile ? (JSON.parse(profile) as DemoUser) : undefined;
}

export async function saveUser(ctx: Ctx, user: DemoUser): Promise<void> {
  await ctx.db.users.save(user.id, user.client, JSON.stringify(user));
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
  await ctx.db.sessions.insert({
    ...session,
    refresh_hash: hash(refresh),
    refresh_expires: ctx.clock() + ctx.refreshTokenTtl * 1000,
    created: ctx.clock(),
  });
  return tokenAnswer(ctx, await accessToken(ctx, session), refresh, user, method);
}

/**
 * Rotates the refresh token and issues a new access token; 401 for unknown, used, revoked or expired ones. The swap
 * is one conditional update, so two requests with the same token (two tabs, a retried request) get one new token.
 */
export async function refreshSession(ctx: Ctx, refresh: string) {
  const next = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  const row = await ctx.db.sessions.rotate(hash(refresh), hash(next), now + ctx.refreshTokenTtl * 1000, now);
  const user = row && (await findUser(ctx, row.user_id));
  if (!row || !user) throw new ApiError(401, 'invalid_refresh_token', 'invalid token');
  return tokenAnswer(ctx, await accessToken(ctx, row), next, user, row.method);
}

export interface Auth {
  user: DemoUser;
  session: SessionRow;
}

/** What a request's Bearer token says, checked without the database (signature, issuer, expiry). */
export interface VerifiedToken {
  sid: string;
  /** The user id the token was issued to. */
  sub: string;
}

/** The Bearer token of a request, verified; 401 `invalid token` / `token expired` otherwise. */
export async function verifyToken(ctx: Ctx, request: FastifyRequest): Promise<VerifiedToken> {
  const header = request.headers.authorization;
  const token =
    typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
  if (!token) throw new ApiError(401, 'missing_token', 'invalid token');
  const known = verifiedBefore(ctx.tokenSecret, token);
  if (known) {
    // jose's rule: expired once `exp` is not after now (seconds, no tolerance).
    if (known.exp <= Math.floor(ctx.clock() / 1000)) throw new ApiError(401, 'token_expired', 'token expired');
    return { sid: known.sid, sub: known.sub };
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await verifyKey(ctx.tokenSecret), {
      algorithms: ['HS256'],
      issuer: 'congress-portal-reference',
      currentDate: new Date(ctx.clock()),
    }));
  } catch (error) {
    const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
    throw new ApiError(401, expired ? 'token_expired' : 'invalid_token', expired ? 'token expired' : 'invalid token');
  }
  const verified = { sid: String(payload.sid ?? ''), sub: String(payload.sub ?? '') };
  rememberVerified(ctx.tokenSecret, token, { ...verified, exp: Number(payload.exp) }, payload.nbf);
  return verified;
}

/** A signed token is not enough: its session must still exist, unrevoked (sign-out takes effect at once). */
function authOf(found: (SessionRow & { profile: string | null }) | undefined): Auth | undefined {
  const user = found && !found.revoked ? userOf(found.user_id, found.profile) : undefined;
  if (!found || !user) return undefined;
  const { profile: _profile, ...session } = found;
  return { user, session };
}

/** 401 for a token whose session is gone or revoked (every secured route answers it alike). */
export const invalidToken = () => new ApiError(401, 'invalid_token', 'invalid token');

/** The signed-in user of a request (Bearer token); 401 `invalid token` / `token expired` otherwise. */
export async function authenticate(ctx: Ctx, request: FastifyRequest): Promise<Auth> {
  const auth = authOf(await ctx.db.sessions.withProfile((await verifyToken(ctx, request)).sid));
  if (!auth) throw invalidToken();
  return auth;
}

/**
 * A signed-in user's write with its session check (db/index.ts `write`: on PostgreSQL in the write's transaction,
 * so the check costs no transaction of its own); a session revoked before it writes nothing. 401 as `authenticate`.
 * `token` is the request's, verified once by the route; `key` names the rows the write changes (group commit orders
 * a batch by it).
 */
export async function writeAsUser<T>(
  ctx: Ctx,
  token: VerifiedToken,
  key: string,
  job: (auth: Auth, repos: WriteRepos) => Promise<T>,
): Promise<T> {
  const done = await ctx.db.write(key, async (repos) => {
    const auth = authOf(await repos.sessions.withProfile(token.sid));
    return auth ? { value: await job(auth, repos) } : undefined;
  });
  if (!done) throw invalidToken();
  return done.value;
}

/** The demo user `id` of `client`; 401 when there is none (a token of another client counts as none). */
export function userOfClient(id: string | undefined, client: string): DemoUser {
  const user = id ? DEMO_USERS.find((u) => u.id === id) : undefined;
  if (!user || user.client !== client) throw new ApiError(401, 'invalid_credentials', 'invalid token');
  return user;
}
