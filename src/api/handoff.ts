/**
 * The two hand-off calls (docs/api.md "Hand-off to another device"), apart from the user service so the portal's
 * shell does not carry them: only the favourites' lazy chunks import this module.
 *
 * @example
 * const { code } = await createHandoffCode(base, auth);
 * const session = await redeemHandoffCode(base, 'demo', 'ABCDE-FGHJK');
 */
import { HTTP_TIMEOUT_MS } from '../core/load-timeouts';
import { HttpError, NetworkError } from './errors';
import type { ApiErrorBody } from '../core/types';
import type { Credentials, SessionAnswer } from './user-service';

async function post<T>(url: string, body: unknown, auth?: Credentials): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth?.token) headers.Authorization = `Bearer ${auth.token}`;
  if (auth?.deviceId) headers['X-Device-Id'] = auth.deviceId;
  let response: Response;
  try {
    // Credentials: the answer to a redeemed code sets the refresh cookie, as a sign-in does.
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new NetworkError({ url, cause });
  }
  const data = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok)
    throw new HttpError(response.status, {
      url,
      body: data && typeof data === 'object' && 'error' in data ? (data as ApiErrorBody) : undefined,
    });
  return data as T;
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** POST /handoff: a single-use code (five minutes) that opens the signed-in user's session on another device. */
export async function createHandoffCode(
  base: string,
  auth: Credentials,
): Promise<{ code: string; expires_in: number; expires_at: number }> {
  return (
    await post<{ data: { code: string; expires_in: number; expires_at: number } }>(join(base, 'handoff'), {}, auth)
  ).data;
}

/** POST /login/{client}/handoff: the code exchanged for a session (401 when used, late or unknown). */
export function redeemHandoffCode(base: string, client: string, code: string): Promise<SessionAnswer> {
  return post<SessionAnswer>(join(base, `login/${encodeURIComponent(client)}/handoff`), { code });
}
