import { toNumber } from '../values';
import { safeUrl } from '../url/safe-url';
import { SHARE_POPUP_SIZE } from '../constants';

export type ShareMode = 'video' | 'slide';

/**
 * The link a share dialog shares (spec 2 §4): the page URL with query `t` (whole seconds) when a timestamp is given
 * in video mode or slide mode; an existing `t` is replaced, other query keys and the hash kept. A negative or
 * non-numeric timestamp shares the plain URL. Null for a missing URL or one the URL gate refuses
 * (src/core/url/safe-url.ts).
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

export type ShareNetwork = 'mail' | 'whatsapp' | 'x' | 'facebook' | 'linkedin';
export const SHARE_NETWORKS: readonly ShareNetwork[] = ['mail', 'whatsapp', 'x', 'facebook', 'linkedin'];

/**
 * The address a share pop-up opens (spec 3 §9 "pop-ups 600x300 for mail, messaging and social networks"): the
 * link and title go in encoded as query values only, so neither can change the network's origin or path.
 * Null when the link is not a shareable URL.
 */
export function shareTargetUrl(network: ShareNetwork, link: unknown, title?: unknown): string | null {
  const u = safeUrl(link);
  if (!u || !/^https?:/i.test(u)) return null;
  const text = typeof title === 'string' ? title.trim() : '';
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'mail':
      return `mailto:?${q({ subject: text, body: u })}`;
    case 'whatsapp':
      return `https://wa.me/?${q({ text: text ? `${text} ${u}` : u })}`;
    case 'x':
      return `https://x.com/intent/post?${q(text ? { url: u, text } : { url: u })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url: u })}`;
    default:
      return null;
  }
}

/** The `window.open` features of a share pop-up: 600x300 (spec 3 §9), centred on the opener's window, no opener. */
export function sharePopupFeatures(screen: { left: unknown; top: unknown; width: unknown; height: unknown }): string {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const { width, height } = SHARE_POPUP_SIZE;
  const left = Math.max(0, Math.round(n(screen?.left) + (n(screen?.width) - width) / 2));
  const top = Math.max(0, Math.round(n(screen?.top) + (n(screen?.height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
