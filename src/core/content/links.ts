import { nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

/**
 * Placeholders in a survey link that stand for the signed-in user's id (spec 2 §5). `###uuid###` follows the
 * ###slug### style of the widget URL patterns (spec 3 §2); `{uuid}` is accepted as well.
 */
export const SURVEY_USER_PLACEHOLDERS = ['###uuid###', '{uuid}'] as const;

/**
 * Survey link with the user placeholder replaced by the URL-encoded user uuid (spec 2 §5). Without a uuid
 * (signed out) the placeholder is replaced by '' so no literal token reaches the survey. Null for a blank link
 * and for one the URL gate refuses (src/core/url/safe-url.ts).
 * @example surveyLink('https://s.example/?u=###uuid###', 'a b') // 'https://s.example/?u=a%20b'
 */
export function surveyLink(link: unknown, uuid: unknown): string | null {
  const l = nonEmptyString(link);
  if (!l) return null;
  const value = encodeURIComponent(nonEmptyString(uuid) ?? '');
  return safeUrl(SURVEY_USER_PLACEHOLDERS.reduce((acc, token) => acc.split(token).join(value), l));
}

/**
 * The URL an external-link resource opens (spec 2 §4): https:// added when there is no scheme ('//host' gets
 * 'https:'). A value with a scheme passes the URL gate (src/core/url/safe-url.ts): javascript:, data:,
 * vbscript: and every other scheme but http, https, mailto and tel, in any spelling, give null; so do blank values.
 */
export function externalUrl(url: unknown): string | null {
  const u = safeUrl(url);
  if (!u) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return u;
  if (u.startsWith('//')) return `https:${u}`;
  return `https://${u}`;
}

/** True for a resource shown as an external link: display type external-link with an external URL (spec 2 §4). */
export function isExternalLinkResource(resource: unknown): boolean {
  const o = (resource ?? {}) as Record<string, unknown>;
  return o.crdisplaytype === 'external-link' && externalUrl(o.meta_externalUrl) !== null;
}

/**
 * Where an external-link resource page goes after opening the URL (spec 2 §4): back when the previous page was in
 * the same project, else the project library.
 */
export function externalLinkReturn(
  previousProject: unknown,
  project: unknown,
): { kind: 'back' } | { kind: 'route'; name: 'ProjectLibrary'; params: { project: string } } | { kind: 'home' } {
  const p = nonEmptyString(project);
  if (p && nonEmptyString(previousProject) === p) return { kind: 'back' };
  return p ? { kind: 'route', name: 'ProjectLibrary', params: { project: p } } : { kind: 'home' };
}
