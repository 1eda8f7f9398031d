/**
 * The demo server's Fastify instance before its routes: limits, JSON-only bodies, CORS, WebSockets, conditional GET
 * and compression, and the error answers (docs/api.md Conventions: a JSON error with a code, never a stack trace).
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import { databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { conditionalGet } from './conditional';
import type { corsDelegator } from './cors';
import { ApiError, sendError } from './errors';

export async function createHttpApp(options: {
  quiet?: boolean;
  /** Which origins may call the API (./cors.ts `corsDelegator`). */
  cors: ReturnType<typeof corsDelegator>;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.quiet ? false : { level: 'warn' },
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 300 },
    return503OnClosing: true,
    // On close, idle keep-alive connections end at once; requests in flight are answered first (graceful stop).
    forceCloseConnections: 'idle',
  });
  endConnectionsOnClose(app);
  // JSON only: a text/plain body is 415 like any other non-JSON type (docs/api.md Conventions).
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (POST like/unlike/logout without payload) is "no body", not a 400.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'bad_json', 'body: malformed JSON', 'body'), undefined);
    }
  });
  await app.register(cors, { delegator: options.cors });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.addHook('onSend', async (request, reply, payload) => conditionalGet(request, reply, payload));
  // After the ETag hook (onSend hooks run in order), so validators are computed on the plain body.
  // JSON lists and the chunks shrink to a fifth; media types that do not compress are left alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    // The database away: 503 with a time to come back, never a hang or a stack trace; the pool reconnects by itself.
    const away = databaseUnavailable(error);
    if (away) return sendError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), away);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const code =
      status === 413
        ? 'body_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 400
            ? 'bad_request'
            : status >= 500
              ? 'internal_error'
              : 'error';
    const message = status >= 500 ? 'internal server error' : String((error as Error).message);
    return sendError(reply, new ApiError(status, code, message, status === 400 ? 'body' : undefined));
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new ApiError(404, 'not_found', `no route for ${request.method} ${request.url.split('?')[0].slice(0, 200)}`),
    ),
  );

  return app;
}

/**
 * On close, every connection ends as soon as nothing is being answered on it: at once for one between requests or
 * that never carried one (a browser opens such sockets ahead of need and keeps an unused one for about a minute),
 * else right after its answer. Node's `server.close()` ends only the connections idle at that moment and then
 * waits for the others to be given up by their clients: a request answered while the server was stopping left a
 * kept-alive socket that held a stop or restart for that minute. WebSockets are ended by their own routes.
 */
function endConnectionsOnClose(app: FastifyInstance): void {
  /** Open sockets and how many requests each has in flight. */
  const inFlight = new Map<Socket, number>();
  let closing = false;
  const end = (socket: Socket) => socket.end(() => socket.destroy());
  app.server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (!inFlight.has(socket)) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!inFlight.has(socket)) return; // the socket closed first
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) end(socket);
    });
  });
  app.server.on('upgrade', (request: IncomingMessage) => inFlight.delete(request.socket));
  app.addHook('preClose', (done) => {
    closing = true;
    for (const [socket, count] of inFlight) if (count === 0) end(socket);
    done();
  });
}
