import { asRecord, nonEmptyString, toNumber } from '../values';
import { safeUrl } from '../url/safe-url';
import type { OAuth2Error } from './oauth2-error';
import { OAUTH2_UNKNOWN_ERROR } from './oauth2-error';
import { portalRedirectPath } from './portal-redirect';
import { redirectAfterGiftCode, type RedirectTarget } from './redirects';

/** The sign-in forms Login can show (spec 1 §7 user-service calls, one form each). */
export type SignInMethod =
  | { kind: 'esociety-username' }
  | { kind: 'esociety-lastname' }
  | { kind: 'token' }
  | { kind: 'jwt' }
  | { kind: 'giftcode' }
  | { kind: 'oauth2'; provider: string };

const FORM_KINDS = ['esociety-username', 'esociety-lastname', 'token', 'jwt', 'giftcode'] as const;
/** Provider names go into an API path: letters, digits, '.', '_' and '-' only. */
const PROVIDER = /^[\w.-]{1,64}$/;

/**
 * The sign-in methods a client offers on Login, from its configuration's `loginMethods` (a list like
 * `["esociety-username", "giftcode", "oauth2:demo-sso"]`; the spec leaves the choice open, docs/api.md documents
 * the field). Unknown entries and repeats are dropped; without a usable list, the username/password form.
 * @example signInMethods({ loginMethods: ['giftcode', 'oauth2:demo-sso'] }) // [{kind:'giftcode'},{kind:'oauth2',provider:'demo-sso'}]
 */
export function signInMethods(config: unknown): SignInMethod[] {
  const list = asRecord(config)?.loginMethods;
  const out: SignInMethod[] = [];
  const seen = new Set<string>();
  for (const entry of Array.isArray(list) ? list : []) {
    const value = nonEmptyString(entry);
    if (!value || seen.has(value)) continue;
    let method: SignInMethod | null = null;
    if ((FORM_KINDS as readonly string[]).includes(value)) method = { kind: value as (typeof FORM_KINDS)[number] };
    else if (value.startsWith('oauth2:') && PROVIDER.test(value.slice(7)))
      method = { kind: 'oauth2', provider: value.slice(7) };
    if (!method) continue;
    seen.add(value);
    out.push(method);
  }
  return out.length ? out : [{ kind: 'esociety-username' }];
}

/** The provider of the auto-login frame (`autoLoginProvider` in the client configuration), or null. */
export function autoLoginProvider(config: unknown): string | null {
  const value = nonEmptyString(asRecord(config)?.autoLoginProvider);
  return value && PROVIDER.test(value) ? value : null;
}

/**
 * The browser redirect of external sign-in (spec 1 §7): GET {api}/login/{client}/ext-oauth2-authcode/{provider}/
 * init-authorize with `oauth2_finish_url`. `silent` asks the provider not to show a page (the auto-login frame).
 * Null when the API base or the finish URL do not pass the URL gate or are not absolute http(s).
 */
export function oauth2InitUrl(input: {
  apiBase: string;
  client: string;
  provider: string;
  finishUrl: string;
  silent?: boolean;
}): string | null {
  const base = safeUrl(input.apiBase);
  const finish = safeUrl(input.finishUrl);
  if (
    !base ||
    !finish ||
    !/^https?:\/\//i.test(base) ||
    !/^https?:\/\//i.test(finish) ||
    !PROVIDER.test(input.provider)
  )
    return null;
  const q = new URLSearchParams({ oauth2_finish_url: finish });
  if (input.silent) q.set('prompt', 'none');
  return `${base.replace(/\/+$/, '')}/login/${encodeURIComponent(input.client)}/ext-oauth2-authcode/${encodeURIComponent(input.provider)}/init-authorize?${q}`;
}

/**
 * Where a successful sign-in goes (spec 1 §4, gift code; the same for every form): query `redirect` when it passes
 * the one redirect check (`portalRedirectPath`), else the client's defaultRedirectUrl, else '/'. Null for the
 * result 'external'.
 */
export function signInTarget(input: {
  result?: unknown;
  redirect?: unknown;
  defaultRedirectUrl?: unknown;
}): RedirectTarget | null {
  return redirectAfterGiftCode({ ...input, redirect: portalRedirectPath(input?.redirect) });
}

/**
 * The error Login receives when the code exchange of external sign-in fails (spec 1 §8 "Login failure: error
 * passed to the caller"): the answer's status and message in the shape of `error_json`.
 */
export function oauth2ExchangeError(status: unknown, message: unknown): OAuth2Error {
  return {
    http_statuscode: toNumber(status) ?? OAUTH2_UNKNOWN_ERROR.http_statuscode,
    message: nonEmptyString(message) ?? OAUTH2_UNKNOWN_ERROR.message,
    oauth2_request_id: null,
  };
}

/** True for a message of a token callback (`/tokengrave`) of this portal: same origin, from the expected frame. */
export function isTokenGraveEvent(
  event: { origin?: unknown; source?: unknown },
  ownOrigin: string,
  frame: unknown,
): boolean {
  return !!frame && event?.source === frame && event?.origin === ownOrigin;
}
