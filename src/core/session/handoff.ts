/**
 * "Open my agenda on my phone": a signed-in user's single-use code, valid five minutes, carried by a link to the
 * portal's favourites (the agenda); the phone exchanges it there for a session of its own. The code is not an
 * access token: spent on arrival, and worthless after five minutes or one use.
 */

/** The portal route (below its base path) that receives a code: the agenda itself, no route of its own. */
export const HANDOFF_PATH = 'favourites';
/** The query parameter that carries the code. */
export const HANDOFF_PARAM = 'handoff';

/** Ten letters and digits, typed with or without the dash, spaces or lower case. */
const CODE = /^[A-Z0-9]{5}-?[A-Z0-9]{5}$/;

/** The code of a hand-off link's query (`handoff`), normalised, or null when there is none that could be one. */
export function handoffCodeOf(query: Record<string, string | undefined>): string | null {
  const raw = (query[HANDOFF_PARAM] ?? '').toUpperCase().replace(/\s/g, '');
  return CODE.test(raw) ? raw : null;
}

/**
 * The link the phone opens: the portal's origin and base path, the hand-off route, the code.
 *
 * @example
 * handoffLink('https://society.org', '/congress', 'ABCDE-FGHJK') // 'https://society.org/congress/favourites?handoff=ABCDE-FGHJK'
 */
export function handoffLink(origin: string, basePath: string, code: string): string {
  const base = basePath.replace(/\/+$/, '');
  return `${origin}${base}/${HANDOFF_PATH}?${HANDOFF_PARAM}=${encodeURIComponent(code)}`;
}

/** Why a hand-off failed, for the message on the sign-in page: spent (used, expired, unknown) or not reachable. */
export type HandoffFailure = 'spent' | 'failed';

/** The server answers 401 for a used, late or unknown code (one answer for all three); anything else is a failure. */
export function handoffFailureOf(status: number | undefined): HandoffFailure {
  return status === 401 ? 'spent' : 'failed';
}

/** Whole seconds left of a code (the dialog counts down), never below zero. */
export function handoffSecondsLeft(expiresAtS: number, nowMs: number): number {
  return Math.max(0, Math.floor(expiresAtS - nowMs / 1000));
}

/**
 * The link the phone opens from a widget on a host page: the portal's agenda page the site names (the timetable's
 * `agendaLink`, absolute or relative to the page), with the code added to its query. Null when that address is not
 * an http(s) one: no link, so no hand-off, rather than a code sent somewhere unknown.
 *
 * @example
 * handoffLinkTo('/portal/favourites', 'https://society.org/programme.html', 'ABCDE-FGHJK')
 * // 'https://society.org/portal/favourites?handoff=ABCDE-FGHJK'
 */
export function handoffLinkTo(agendaUrl: string, pageUrl: string, code: string): string | null {
  let url: URL;
  try {
    url = new URL(agendaUrl, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(HANDOFF_PARAM, code);
  url.hash = '';
  return url.href;
}
