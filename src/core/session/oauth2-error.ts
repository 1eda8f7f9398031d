import { asRecord, nonEmptyString, parseJson, toNumber } from '../values';

export interface OAuth2Error {
  http_statuscode: number;
  message: string;
  oauth2_request_id: string | null;
}

/** The error used when `error_json` cannot be parsed (spec 1 §8, spec 3 §8). */
export const OAUTH2_UNKNOWN_ERROR: Readonly<OAuth2Error> = Object.freeze({
  http_statuscode: -1,
  message: 'unknown error',
  oauth2_request_id: null,
});

/** Text shown after the sign-in error message on Login (spec 1 §2, §8). */
export const LOGIN_ERROR_SUFFIX = 'Please try again later';

/**
 * Parses the `error_json` query value of the external sign-in return (spec 1 §8, spec 3 §8). Bad JSON or a
 * non-object gives {@link OAUTH2_UNKNOWN_ERROR}; missing fields take its values.
 */
export function parseOAuth2Error(errorJson: unknown): OAuth2Error {
  const o = asRecord(parseJson(errorJson));
  if (!o) return { ...OAUTH2_UNKNOWN_ERROR };
  return {
    http_statuscode: toNumber(o.http_statuscode) ?? OAUTH2_UNKNOWN_ERROR.http_statuscode,
    message: nonEmptyString(o.message) ?? OAUTH2_UNKNOWN_ERROR.message,
    oauth2_request_id: nonEmptyString(o.oauth2_request_id),
  };
}

export type OAuth2FinishAction =
  | { kind: 'exchange'; code: string; provider: string }
  | { kind: 'error'; error: OAuth2Error; loginUrl: string };

/**
 * The finish step of external sign-in (spec 1 §4, spec 3 §8): status other than 'error' with a code and a
 * provider exchanges them for a session; otherwise the parsed error goes to `/login?error=…`.
 */
export function oauth2FinishAction(query: Record<string, unknown> | null | undefined): OAuth2FinishAction {
  const q = query ?? {};
  const code = nonEmptyString(q.code);
  const provider = nonEmptyString(q.provider);
  if (q.status !== 'error' && code && provider) return { kind: 'exchange', code, provider };
  const error = parseOAuth2Error(q.error_json);
  return { kind: 'error', error, loginUrl: `/login?error=${encodeURIComponent(JSON.stringify(error))}` };
}

/**
 * The message Login shows for its `error` query (spec 1 §2): the JSON's message, or the raw text when it is not
 * JSON. The screen shows it followed by {@link LOGIN_ERROR_SUFFIX}. Null when there is no error query.
 */
export function loginErrorMessage(errorQuery: unknown): string | null {
  const raw = nonEmptyString(errorQuery);
  if (!raw) return null;
  const parsed = parseJson(raw);
  const o = asRecord(parsed);
  if (o) return nonEmptyString(o.message) ?? OAUTH2_UNKNOWN_ERROR.message;
  return parsed === undefined || typeof parsed === 'string' ? raw : OAUTH2_UNKNOWN_ERROR.message;
}
