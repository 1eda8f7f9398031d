/**
 * The player's error state (spec 3 §8): the playerCouldNotBeLoaded text with a session id for support. Shared by
 * the player and the box adapters' host (JW Player), so both report the same way.
 */
import { playerErrorSessionId, PLAYER_ERROR_KEY } from '../core/player/player-error';
import type { Translate } from '../i18n/types';
import { ErrorState } from '../ui/ErrorState';

const randomUnit = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

/** Logs the cause with a new session id ("an error is raised that includes a session id") and returns the id. */
export function reportPlayerError(cause: unknown): string {
  const sessionId = playerErrorSessionId(randomUnit);
  console.warn(`[CongressPortal] player: the media could not be played (session id ${sessionId}).`, cause);
  return sessionId;
}

export function PlayerError({ sessionId, title, t }: { sessionId: string; title: string; t: Translate }) {
  return (
    <div className="cp-player cp-player--error" data-session-id={sessionId}>
      <ErrorState message={t(PLAYER_ERROR_KEY)} title={title} />
      <p className="cp-player__session">{t('player.sessionId', { id: sessionId })}</p>
    </div>
  );
}
