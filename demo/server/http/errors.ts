import type { FastifyReply } from 'fastify';

/** An answer with the contract's error body `{ error: { status, code, message, parameter? } }` (docs/api.md). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
  toBody() {
    return {
      error: {
        status: this.status,
        code: this.code,
        message: this.message,
        ...(this.parameter ? { parameter: this.parameter } : {}),
      },
    };
  }
}

export const badParameter = (parameter: string, message: string) =>
  new ApiError(400, 'bad_parameter', `${parameter}: ${message}`, parameter);
export const notFound = (code: string, message: string) => new ApiError(404, code, message);

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}
