import { toNumber } from '../live/values';
import { safeUrl } from '../url/safe-url';

export type ShareMode = 'video' | 'slide';

/**
 * The link a share dialog shares (spec 2 §4): the page URL with query `t` (whole seconds) when a timestamp is given
 * in video mode or slide mode; an existing `t` is replaced, other query keys and the hash kept. A negative or
 * non-numeric timestamp shares the plain URL. Null for a missing URL or one the URL gate refuses (src/core/url/safe-url.ts).
 */
export function shareLink(url: unknown, timestampSeconds?: unknown): string | null {
  const u = safeUrl(url);
  if (!u) return null;
  const t = toNumber(timestampSeconds);
  const [beforeHash, hash = ''] = u.split(/#(.*)/s);
  const [path, query = ''] = beforeHash.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  params.delete('t');
  if (t !== null && t >= 0) params.set('t', String(Math.floor(t)));
  const q = params.toString();
  return `${path}${q ? `?${q}` : ''}${hash ? `#${hash}` : ''}`;
}
