import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { registerBasketRoutes } from './basket';
import { registerAdminContentRoutes } from './admin-content';
import { registerBeaconRoutes } from './beacons';
import { registerCalendarRoutes } from './calendar';
import { registerContentRoutes } from './content';
import { registerLikeRoutes } from './likes';
import { registerListRoutes } from './lists';
import { registerLiveRoutes } from './live';
import { registerLiveStreamRoutes } from './live-streams';
import { registerPlayerRoutes } from './player';
import { registerSearchRoutes } from './search';
import { registerTelemetryRoutes } from './telemetry';
import { registerUserRoutes } from './user';

/** Every API route, mounted under /api (docs/api.md). */
export function registerApi(api: FastifyInstance, ctx: Ctx): void {
  registerContentRoutes(api, ctx);
  registerListRoutes(api, ctx);
  registerSearchRoutes(api, ctx);
  registerUserRoutes(api, ctx);
  registerBasketRoutes(api, ctx);
  registerLikeRoutes(api, ctx);
  registerPlayerRoutes(api, ctx);
  registerBeaconRoutes(api, ctx);
  registerLiveRoutes(api, ctx);
  registerTelemetryRoutes(api, ctx);
  registerAdminContentRoutes(api, ctx);
  registerLiveStreamRoutes(api, ctx);
  registerCalendarRoutes(api, ctx);
}
