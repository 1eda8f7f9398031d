import { asRecord, isOn, nonEmptyString, toNumber } from '../values';
import { safeUrl } from '../url/safe-url';

export type LiveCounterIcon = 'eye' | 'users';

/**
 * Spec 3 §2 Header, §6: the live-users counter needs enableLiveCounter and is hidden in the header
 * when hideLiveCounterInHeader is 1. Its icon must be 'eye' or 'users'; any other value falls back
 * to 'users'.
 */
export function headerLiveCounter(client: unknown, icon?: unknown): { visible: boolean; icon: LiveCounterIcon } {
  const c = asRecord(client);
  const visible = isOn(c?.enableLiveCounter) && toNumber(c?.hideLiveCounterInHeader) !== 1;
  const name = nonEmptyString(icon);
  return { visible, icon: name === 'eye' ? 'eye' : 'users' };
}

/**
 * Spec 3 §6: the user menu shows the user's name, or first plus last name; null when no name is known (the
 * menu then holds only the logout link).
 */
export function userDisplayName(user: unknown): string | null {
  const u = asRecord(user);
  const name = nonEmptyString(u?.name);
  if (name !== null) return name;
  const full = [nonEmptyString(u?.firstname), nonEmptyString(u?.lastname)].filter(Boolean).join(' ');
  return full === '' ? null : full;
}

export type LogoTarget =
  | { kind: 'url'; href: string }
  | { kind: 'route'; name: 'Project' | 'Group' | 'Home'; params: Record<string, string> };

/**
 * Spec 3 §2 Header: the logo links to the home target URL (the project's, else the client's homeTargetUrl,
 * through the URL gate), else to the project, group or client home.
 */
export function logoTarget(config: unknown, project: unknown, group: unknown): LogoTarget {
  const c = asRecord(config);
  const p = nonEmptyString(project);
  const g = nonEmptyString(group);
  const projectEntry = p === null ? null : asRecord(asRecord(c?.projects)?.[p]);
  const url = safeUrl(projectEntry?.homeTargetUrl) ?? safeUrl(c?.homeTargetUrl);
  if (url !== null) return { kind: 'url', href: url };
  if (p !== null && projectEntry) return { kind: 'route', name: 'Project', params: { project: p } };
  if (g !== null && asRecord(asRecord(c?.groups)?.[g])) return { kind: 'route', name: 'Group', params: { group: g } };
  return { kind: 'route', name: 'Home', params: {} };
}
