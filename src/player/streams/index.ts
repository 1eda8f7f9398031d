/**
 * Stream adapters (issue 12 item 4; docs/architecture.md "Stream adapters"): the adapter for a stream plan
 * (src/core/live/stream-adapter.ts). Native / HLS is the player's default (src/player/engine.ts); the vendor
 * adapters' code is a lazy chunk each, imported inside `attach` — never part of the liveplayer chunk.
 */
import type { StreamPlan } from '../../core/live/stream-adapter';
import type { StreamAdapter } from './types';

export type { StreamAdapter, StreamTarget, Detach } from './types';

/** The vendor adapter of a plan; null for 'media' (the player's own native / HLS adapter) and 'invalid'. */
export function vendorAdapter(plan: StreamPlan, settings: unknown): StreamAdapter | null {
  switch (plan.adapter) {
    case 'wowza/webRTC':
      return {
        name: plan.adapter,
        surface: 'video',
        eager: false,
        attach: async (t) => (await import('./realtime')).attachWowza(plan, t),
      };
    case 'dolby/millicast':
      return {
        name: plan.adapter,
        surface: 'video',
        eager: false,
        attach: async (t) => (await import('./realtime')).attachMillicast(plan, t),
      };
    case 'jwplayer':
      return {
        name: plan.adapter,
        surface: 'box',
        eager: true,
        attach: async (t) => (await import('./jwplayer')).attachJwPlayer(plan, settings, t),
      };
    default:
      return null;
  }
}
