/**
 * The simulated OAuth2 sign-in (authorization code) of the demo's identity providers: the init-authorize and
 * authorize pages, the provider's own sign-in session, one-time codes and the token exchange.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientOf, type Ctx } from '../context';
import { isOriginAllowed } from '../../../src/core/host-messages/origin';
import { allowedOrigins } from '../http/cors';
import { ApiError, badParameter } from '../http/errors';
import { bodyString, oneString } from '../http/params';
import { DEMO_USERS, OAUTH_PROVIDERS } from '../user/accounts';
import { findUser, issueSession, userOfClient } from '../user/sessions';
import { oauthPage } from '../user/oauth-page';

type Params = Record<string, string>;

/** A one-time code for the user (5 minutes), written into the finish URL with status=success and the provider. */
async function issueCode(ctx: Ctx, finish: URL, client: string, provider: string, userId: string): Promise<URL> {
  const code = randomBytes(16).toString('base64url');
  await ctx.db.sessions.insertCode(code, client, provider, userId, ctx.clock() + 5 * 60_000);
  finish.searchParams.set('status', 'success');
  finish.searchParams.set('code', code);
  finish.searchParams.set('provider', provider);
  return finish;
}

/**
 * The simulated provider's own sign-in session (cookie `demo_sso`, path /api, HttpOnly, 1 hour): the id of a
 * random session in the shared session store (Redis with a time to live when there is one, so a sign-in on one
 * process is known to all; else in memory). Ended by the provider's front-channel logout page.
 */
const PROVIDER_COOKIE = 'demo_sso';
const PROVIDER_SESSION_S = 3600;
async function startProviderSession(ctx: Ctx, userId: string): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await sessionStore(ctx, () => ctx.sessions.set(id, userId, PROVIDER_SESSION_S * 1000));
  return `${PROVIDER_COOKIE}=${id}; Path=/api; HttpOnly; Max-Age=${PROVIDER_SESSION_S}; SameSite=Lax`;
}
const providerSessionId = (request: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${PROVIDER_COOKIE}=([\\w-]+)`).exec(request.headers.cookie ?? '')?.[1];
async function providerSessionUser(ctx: Ctx, request: FastifyRequest): Promise<string | null> {
  const id = providerSessionId(request);
  return id ? ((await sessionStore(ctx, () => ctx.sessions.get(id))) ?? null) : null;
}
export async function endProviderSession(ctx: Ctx, request: FastifyRequest): Promise<string> {
  const id = providerSessionId(request);
  if (id) await sessionStore(ctx, () => ctx.sessions.delete(id));
  return `${PROVIDER_COOKIE}=; Path=/api; HttpOnly; Max-Age=0; SameSite=Lax`;
}
/** The session store is away (Redis down): 503 with a reason, never a stack trace. */
async function sessionStore<T>(_ctx: Ctx, use: () => Promise<T>): Promise<T> {
  try {
    return await use();
  } catch (error) {
    throw new ApiError(
      503,
      'session_store_unavailable',
      `sign-in sessions are unavailable: ${(error as Error).message}`,
    );
  }
}

export function registerOauthRoutes(
  api: FastifyInstance,
  ctx: Ctx,
  sendSession: (
    reply: FastifyReply,
    request: FastifyRequest,
    answer: Awaited<ReturnType<typeof issueSession>>,
  ) => Promise<unknown>,
): void {
  const base = '/login/:client/ext-oauth2-authcode/:provider';
  const checkProvider = (params: Params) => {
    const client = clientOf(ctx, params.client);
    if (!OAUTH_PROVIDERS.includes(params.provider))
      throw new ApiError(
        404,
        'provider_not_found',
        `no OAuth2 provider "${params.provider.slice(0, 40)}"; use ${OAUTH_PROVIDERS.join(', ')}`,
      );
    return client;
  };
  const finishUrl = (query: unknown, name: string) => {
    const raw = oneString(query, name);
    if (!raw) throw badParameter(name, 'required');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw badParameter(name, 'expected an absolute http(s) URL');
    }
    // Core's origin rule accepts http(s) origins only, so javascript:, data: and file: URLs fail here too.
    if (!isOriginAllowed(url.origin, allowedOrigins(ctx.store, ctx.origin)))
      throw badParameter(name, 'origin not allowed for this client');
    return url;
  };

  // Step 1 (browser redirect): the simulated provider's sign-in page. With prompt=none (the SDK's hidden
  // auto-login frame) no page is shown: a provider session of this client gives a code at once, else the
  // finish URL gets status=error with login_required (OpenID Connect's silent authentication).
  api.get(`${base}/init-authorize`, async (request, reply) => {
    const params = request.params as Params;
    const client = checkProvider(params);
    const finish = finishUrl(request.query, 'oauth2_finish_url');
    if (oneString(request.query, 'prompt') === 'none') {
      const known = await providerSessionUser(ctx, request);
      const user = known ? DEMO_USERS.find((u) => u.id === known && u.client === client.name) : undefined;
      if (!user) {
        finish.searchParams.set('status', 'error');
        finish.searchParams.set(
          'error_json',
          JSON.stringify({ http_statuscode: 401, message: 'login_required', oauth2_request_id: randomUUID() }),
        );
        return reply.header('cache-control', 'no-store').redirect(finish.href, 302);
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect((await issueCode(ctx, finish, client.name, params.provider, user.id)).href, 302);
    }
    const users = DEMO_USERS.filter((u) => u.client === client.name);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        oauthPage(`/api/login/${client.name}/ext-oauth2-authcode/${params.provider}/authorize`, finish.href, users),
      );
  });

  // Step 2: the provider page's choice → back to the finish URL with a one-time code, or with the error.
  api.get(`${base}/authorize`, async (request, reply) => {
    const params = request.params as Params;
    const client = checkProvider(params);
    const finish = finishUrl(request.query, 'finish');
    const userId = oneString(request.query, 'user');
    if (!userId || oneString(request.query, 'deny') === '1') {
      const error = { http_statuscode: 403, message: 'The user denied the sign-in', oauth2_request_id: randomUUID() };
      finish.searchParams.set('status', 'error');
      finish.searchParams.set('error_json', JSON.stringify(error));
      return reply.redirect(finish.href, 302);
    }
    const user = userOfClient(userId, client.name);
    // The provider remembers the choice (its own session cookie), so a later silent sign-in (prompt=none) works.
    reply.header('set-cookie', await startProviderSession(ctx, user.id));
    return reply.redirect((await issueCode(ctx, finish, client.name, params.provider, user.id)).href, 302);
  });

  // Step 3: the SDK exchanges {code, provider} for a session; a code works once, for 5 minutes.
  api.post(`${base}/token`, async (request, reply) => {
    const params = request.params as Params;
    const client = checkProvider(params);
    const code = bodyString(request.body, 'code', 200)!;
    const row = await ctx.db.sessions.takeCode(code, ctx.clock());
    if (!row || row.client !== client.name || row.provider !== params.provider)
      throw new ApiError(401, 'invalid_code', 'invalid token');
    const user = await findUser(ctx, row.user_id);
    if (!user) throw new ApiError(401, 'invalid_code', 'invalid token');
    return sendSession(reply, request, await issueSession(ctx, user, 'oauth2'));
  });
}
