import { asRecord, isOn, nonEmptyString } from '../values';

/** What the live player is playing: nothing, or a stream for one event. */
export type PlayerState = { status: 'idle' } | { status: 'playing'; eventId: string; streamUrl: string | null };

export type PlayerEffect = 'none' | 'start' | 'teardown' | 'restart';

export const IDLE_PLAYER: PlayerState = { status: 'idle' };

/**
 * Spec 3 §4 Live player as a pure reducer over channel updates: a stream starts when there is a
 * current event and the channel is not paused; it is torn down when the channel becomes paused or
 * the current event disappears; a changed event starts a new stream, and a changed active stream
 * URL with an event restarts the player. Returns the next state and the effect to perform.
 */
export function nextPlayerState(
  state: PlayerState,
  channel: unknown,
  activeStreamUrl: unknown,
): { state: PlayerState; effect: PlayerEffect } {
  const c = asRecord(channel);
  const event = asRecord(c?.currentEvent);
  const eventId = nonEmptyString(event?.id) ?? nonEmptyString(event?.slug);
  const shouldPlay = c !== null && !isOn(c.paused) && event !== null;
  if (!shouldPlay) {
    return state.status === 'idle' ? { state, effect: 'none' } : { state: IDLE_PLAYER, effect: 'teardown' };
  }
  const next: PlayerState = { status: 'playing', eventId: eventId ?? '', streamUrl: nonEmptyString(activeStreamUrl) };
  if (state.status === 'idle') return { state: next, effect: 'start' };
  if (state.eventId !== next.eventId || state.streamUrl !== next.streamUrl) return { state: next, effect: 'restart' };
  return { state, effect: 'none' };
}
