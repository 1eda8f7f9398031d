/** The user service of the demo server: sign-in by token, guest and gift code, refresh, hand-off, logout, users. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTPayload } from 'jose';
import { randomUUID } from 'node:crypto';
import { clientOf, type Ctx } from '../context';
import { ApiError, badParameter } from '../http/errors';
import { bodyString, boolParam } from '../http/params';
import { GIFT_CODES, LASTNAMES, LOGIN_TOKENS, USERNAMES, publicUser, type DemoUser } from '../user/accounts';
import { checkCapabilities } from '../user/capabilities';
import { authenticate, issueSession, refreshSession, saveUser, userOfClient } from '../user/sessions';
import { createHandoffCode, redeemHandoffCode } from '../user/handoff';
import { endProviderSession, registerOauthRoutes } from './user-oauth';

type Params = Record<string, string>;

const REFRESH_COOKIE = 'cp_refresh';

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
