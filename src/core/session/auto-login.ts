import { AUTO_LOGIN_TIMEOUT_MS } from '../constants';
import { asRecord, nonEmptyString, toNumber } from '../values';
import { loginErrorMessage, OAUTH2_UNKNOWN_ERROR } from './oauth2-error';

/** Error message the frame is pointed at on timeout (spec 1 §4, §8; spec 3 §4). */
export const AUTO_LOGIN_TIMEOUT_ERROR = 'no valid user found';

export type AutoLoginStep =
  | { kind: 'idle' }
  | { kind: 'wait' }
  | { kind: 'login'; code: string; provider: string | null }
  | { kind: 'end'; error: string }
  | { kind: 'timeout'; frameUrl: string };

/**
 * Auto-login through the embedded frame (spec 1 §4, §8; spec 3 §4): runs only while signed out (idle once signed
 * in); a frame message with a code logs in externally; a message with an error ends the attempt; after 5 s
 * without a result the attempt ends and the frame is pointed at the token callback with 'no valid user found'.
 * `message` is the frame's message data (if one arrived), `startedAt`/`now` epoch ms.
 */
export function autoLoginStep(input: {
  signedIn: boolean;
  message?: unknown;
  startedAt: number;
  now: number;
  tokenCallbackPath?: string;
}): AutoLoginStep {
  if (!input || input.signedIn === true) return { kind: 'idle' };
  const m = asRecord(input.message);
  const code = nonEmptyString(m?.code);
  if (code) return { kind: 'login', code, provider: nonEmptyString(m?.provider) };
  const error = nonEmptyString(m?.error) ?? (m && 'error' in m ? OAUTH2_UNKNOWN_ERROR.message : null);
  if (error) return { kind: 'end', error };
  const started = toNumber(input.startedAt);
  const now = toNumber(input.now);
  if (now === null) return { kind: 'wait' };
  if (started === null || now - started >= AUTO_LOGIN_TIMEOUT_MS) {
    const path = nonEmptyString(input.tokenCallbackPath) ?? '/tokengrave';
    const q = new URLSearchParams({
      status: 'error',
      error_json: JSON.stringify({ message: AUTO_LOGIN_TIMEOUT_ERROR }),
    });
    return { kind: 'timeout', frameUrl: `${path}?${q.toString()}` };
  }
  return { kind: 'wait' };
}

/** The message type the token callback posts to the host (spec 3 §2 /tokengrave). */
export const TOKEN_GRAVE_MESSAGE = 'tokenGraveMessage';

/**
 * What the /tokengrave page posts (spec 1 §2, spec 3 §2): code and provider, or the error from error_json (the raw
 * text when it is not JSON with a message) when status is 'error' or no code came.
 */
export function tokenGraveMessage(
  query: unknown,
): { type: string; code: string; provider: string | null } | { type: string; error: string } {
  const q = asRecord(query) ?? {};
  const code = nonEmptyString(q.code);
  if (q.status !== 'error' && code) return { type: TOKEN_GRAVE_MESSAGE, code, provider: nonEmptyString(q.provider) };
  return { type: TOKEN_GRAVE_MESSAGE, error: loginErrorMessage(q.error_json) ?? OAUTH2_UNKNOWN_ERROR.message };
}
