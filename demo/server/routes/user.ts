import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTPayload } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { clientOf, type Ctx } from '../context';
import { isOriginAllowed } from '../../../src/core/host-messages/origin';
import { allowedOrigins } from '../http/cors';
import { ApiError, badParameter } from '../http/errors';
import { boolParam, oneString } from '../http/params';
import {
  DEMO_USERS,
  GIFT_CODES,
  LASTNAMES,
  LOGIN_TOKENS,
  OAUTH_PROVIDERS,
  USERNAMES,
  publicUser,
  type DemoUser,
} from '../user/accounts';
import { checkCapabilities } from '../user/capabilities';
import { authenticate, findUser, issueSession, refreshSession, saveUser } from '../user/sessions';
import { oauthPage } from '../user/oauth-page';
import { createHandoffCode, redeemHandoffCode } from '../user/handoff';

type Params = Record<string, string>;

/** A required string field of a JSON body; 400 naming it when missing, not a string or too long. */
export function bodyString(body: unknown, name: string, max = 2000, required = true): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badParameter('body', 'expected a JSON object');
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw badParameter(name, 'required');
    return undefined;
  }
  if (typeof value !== 'string') throw badParameter(name, 'expected a string');
  if (value.length > max) throw badParameter(name, `at most ${max} characters`);
  return value;
}

const REFRESH_COOKIE = 'cp_refresh';

function userOfClient(id: string | undefined, client: string): DemoUser {
  const user = id ? DEMO_USERS.find((u) => u.id === id) : undefined;
  if (!user || user.client !== client) throw new ApiError(401, 'invalid_credentials', 'invalid token');
  return user;
}

export function registerUserRoutes(api: FastifyInstance, ctx: Ctx): void {
  /** Sends a session and sets the refresh cookie (the SDK sends credentials on user-service calls). */
  const sendSession = async (
    reply: FastifyReply,
    request: FastifyRequest,
    answer: Awaited<ReturnType<typeof issueSession>>,
  ) => {
    const secure = request.protocol === 'https';
    reply.header(
      'set-cookie',
      `${REFRESH_COOKIE}=${answer.refresh_token}; Path=/api; HttpOnly; Max-Age=${ctx.refreshTokenTtl}; ${secure ? 'SameSite=None; Secure' : 'SameSite=Lax'}`,
    );
    reply.header('cache-control', 'no-store');
    return reply.send(answer);
  };
  const login = (
    path: string,
    handler: (client: string, body: unknown) => Promise<DemoUser> | DemoUser,
    method: string,
  ) => {
    api.post(`/login/:client/${path}`, async (request, reply) => {
      const client = clientOf(ctx, (request.params as Params).client).name;
      const user = await handler(client, request.body);
      return sendSession(reply, request, await issueSession(ctx, user, method));
    });
  };

  login(
    'tokenlogin',
    (client, body) => userOfClient(LOGIN_TOKENS[bodyString(body, 'token', 200)!], client),
    'tokenauth',
  );
  login(
    'esociety-username',
    (client, body) => {
      const entry = USERNAMES[bodyString(body, 'username', 200)!.toLowerCase()];
      const password = bodyString(body, 'password', 200)!;
      if (!entry || entry[0] !== password)
        throw new ApiError(401, 'invalid_credentials', 'invalid username or password');
      return userOfClient(entry[1], client);
    },
    'esociety',
  );
  login(
    'esociety-lastname',
    (client, body) => {
      const lastname = bodyString(body, 'lastname', 200)!.toLowerCase();
      const personalId = bodyString(body, 'personal_id', 200)!;
      const entry = LASTNAMES.find(([l, p]) => l === lastname && p === personalId);
      if (!entry) throw new ApiError(401, 'invalid_credentials', 'invalid last name or personal id');
      return userOfClient(entry[2], client);
    },
    'esociety',
  );
  login(
    'jwtlogin',
    async (client, body) => {
      const token = bodyString(body, 'token', 4000)!;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, new TextEncoder().encode(ctx.jwtSecret), {
          algorithms: ['HS256'],
          currentDate: new Date(ctx.clock()),
        }));
      } catch {
        throw new ApiError(401, 'invalid_jwt', 'invalid jwt token');
      }
      if (typeof payload.sub !== 'string' || !/^[\w.@-]{1,80}$/.test(payload.sub))
        throw new ApiError(401, 'invalid_jwt', 'invalid jwt token');
      const [firstname, ...rest] = String(payload.name ?? payload.sub).split(' ');
      const user: DemoUser = {
        id: `jwt-${client}-${payload.sub}`,
        client,
        firstname,
        lastname: rest.join(' '),
        email: String(payload.email ?? ''),
        membership: payload.membership === 'member' ? 'member' : 'none',
        projects: [],
        termsAccepted: payload.termsAccepted !== false,
      };
      await saveUser(ctx, user);
      return user;
    },
    'jwttoken',
  );
  login(
    'publicgiftcode',
    async (client, body) => {
      const code = bodyString(body, 'giftcode', 100)!.trim().toUpperCase();
      const gift = GIFT_CODES[code];
      const config = clientOf(ctx, client).data.config;
      if (!gift || !config.projects[gift.project]) throw new ApiError(401, 'invalid_gift_code', 'invalid gift code');
      if (gift.expired) throw new ApiError(403, 'gift_code_expired', 'gift code expired');
      const user: DemoUser = {
        id: `gift-${randomUUID()}`,
        client,
        firstname: 'Gift',
        lastname: 'Guest',
        email: '',
        membership: 'none',
        projects: [gift.project],
        termsAccepted: true,
      };
      await saveUser(ctx, user);
      return user;
    },
    'giftcode',
  );

  api.post('/guest/:client', async (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client);
    const authClient =
      request.body === undefined || request.body === null
        ? undefined
        : bodyString(request.body, 'authClient', 100, false);
    if (authClient && authClient !== client.data.config.authClient)
      throw badParameter('authClient', `unknown auth client for ${client.name}`);
    const user: DemoUser = {
      id: `guest-${randomUUID()}`,
      client: client.name,
      firstname: 'Guest',
      lastname: '',
      email: '',
      membership: 'none',
      projects: [],
      termsAccepted: true,
      guest: true,
    };
    await saveUser(ctx, user);
    return sendSession(reply, request, await issueSession(ctx, user, 'guest'));
  });

  api.post('/login/refresh', async (request, reply) => {
    const fromBody =
      request.body && typeof request.body === 'object'
        ? bodyString(request.body, 'refresh_token', 200, false)
        : undefined;
    const fromCookie = /(?:^|;\s*)cp_refresh=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
    const token = fromBody ?? fromCookie;
    if (!token) throw new ApiError(401, 'missing_refresh_token', 'invalid token');
    return sendSession(reply, request, await refreshSession(ctx, token));
  });

  // Open my agenda on my phone: a signed-in user asks for a single-use code; the phone exchanges it for a session.
  api.post('/handoff', async (request, reply) => {
    const auth = await authenticate(ctx, request);
    return reply.header('cache-control', 'no-store').send({ data: await createHandoffCode(ctx, auth) });
  });
  api.post('/login/:client/handoff', async (request, reply) => {
    const client = clientOf(ctx, (request.params as Params).client).name;
    const code = bodyString(request.body, 'code', 40)!;
    return sendSession(reply, request, await redeemHandoffCode(ctx, client, code));
  });

  api.post('/logout', async (request, reply) => {
    const { session } = await authenticate(ctx, request);
    await ctx.db.sessions.revoke(session.id);
    const wantsUrl =
      boolParam(request.query, 'logoutUrl') ||
      (request.body &&
        typeof request.body === 'object' &&
        (request.body as Record<string, unknown>).logoutUrl === true);
    reply.header('set-cookie', `${REFRESH_COOKIE}=; Path=/api; HttpOnly; Max-Age=0; SameSite=Lax`);
    return reply.send(wantsUrl ? { logoutUrl: `${ctx.origin}/api/logout/frontchannel` } : { ok: true });
  });

  api.get('/user', async (request, reply) => {
    const { user } = await authenticate(ctx, request);
    return reply.header('cache-control', 'no-store').send({ data: publicUser(user) });
  });
  api.get('/user/:id', async (request, reply) => {
    const { user } = await authenticate(ctx, request);
    if ((request.params as Params).id !== user.id) throw new ApiError(403, 'wrong_user', 'no valid capabilities');
    return reply.header('cache-control', 'no-store').send({ data: publicUser(user) });
  });

  api.post('/user/:id/capabilities', async (request, reply) => {
    const { user } = await authenticate(ctx, request);
    if ((request.params as Params).id !== user.id) throw new ApiError(403, 'wrong_user', 'no valid capabilities');
    return reply.header('cache-control', 'no-store').send({ data: checkCapabilities(ctx, user, request.body) });
  });

  // The hidden frame of /frontchannel-logout (spec 1 §2) stays busy while logout finishes, so this
  // really waits (at most 10 s), and stops waiting when the frame goes away.
  api.get('/delay/:seconds', (request, reply) => {
    const raw = (request.params as Params).seconds;
    if (!/^\d{1,2}$/.test(raw)) throw badParameter('seconds', 'a whole number from 0 to 10 was expected');
    const ms = Math.min(10, Number(raw)) * 1000;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        request.raw.off('close', stop);
        reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send('<!doctype html><html lang="en"><title>Signed out</title><p>Signed out.</p></html>');
        resolve();
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      request.raw.once('close', stop);
    });
  });

  // Front-channel logout page of the simulated identity provider: the logoutUrl the SDK loads in a
  // hidden sandboxed frame after POST /logout (spec 1 §4).
  api.get('/logout/frontchannel', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .header('set-cookie', await endProviderSession(ctx, request))
      .send(
        '<!doctype html><html lang="en"><title>Signed out</title><p>Signed out at the identity provider.</p></html>',
      ),
  );

  registerOauthRoutes(api, ctx, sendSession);
}

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
async function endProviderSession(ctx: Ctx, request: FastifyRequest): Promise<string> {
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

function registerOauthRoutes(
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
