/**
 * The demo server's Fastify instance before its routes: limits, JSON-only bodies, CORS, WebSockets, conditional GET
 * and compression, and the error answers (docs/api.md Conventions: a JSON error with a code, never a stack trace).
 */
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
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
