/** The user-facing text key when the player cannot play (spec 1 §8, spec 3 §8). */
export const PLAYER_ERROR_KEY = 'playerCouldNotBeLoaded';

/**
 * The session id shown with playerCouldNotBeLoaded (spec 1 §8, spec 2 §8, spec 3 §8: "an error including a
 * session id for error reporting"): 12 characters of base-36 from the given random source, grouped 4-4-4 so it
 * can be read out to support. The random source is injected (core stays pure; the UI passes crypto values).
 */
export function playerErrorSessionId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += Math.floor(Math.max(0, Math.min(0.999999, random())) * 36).toString(36);
  return `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`;
}
