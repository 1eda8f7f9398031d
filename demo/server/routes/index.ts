import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { registerContentRoutes } from './content';
import { registerListRoutes } from './lists';

/** Every API route, mounted under /api (docs/api.md). */
export function registerApi(api: FastifyInstance, ctx: Ctx): void {
  registerContentRoutes(api, ctx);
  registerListRoutes(api, ctx);
}
