import { asRecord, nonEmptyString, parseJson } from '../values';
import { safeUrl } from '../url/safe-url';

export type MenuLinkType = 'default' | 'path' | 'external';

export type MenuLink =
  | { type: 'default'; name: string; params: Record<string, string> }
  | { type: 'path'; path: string; target: '_blank' | null }
  | { type: 'external'; href: string; target: '_blank' | null };

/** Spec 3 §5: the nav link type is restricted to default, path or external (else null). */
export function menuLinkType(value: unknown): MenuLinkType | null {
  const v = nonEmptyString(value);
  return v === 'default' || v === 'path' || v === 'external' ? v : null;
}

/**
 * Spec 3 §2 Main navigation: params of a default link are a JSON object string; bad JSON, a
 * non-object and values that are not strings or numbers are silently ignored.
 */
export function parseMenuParams(params: unknown): Record<string, string> {
  const parsed = asRecord(parseJson(params));
  const out: Record<string, string> = {};
  if (!parsed) return out;
  for (const [key, value] of Object.entries(parsed)) {
    const v = nonEmptyString(value);
    if (v !== null) out[key] = v;
  }
  return out;
}

/**
 * The link of a menu item: a named route with params (default), a path or an external URL; the
 * target is '_blank' only when link_target says so. Null when the type is not allowed, the item
 * has no link, or a path or URL the URL gate refuses (src/core/url/safe-url.ts).
 */
export function menuItemLink(item: unknown): MenuLink | null {
  const i = asRecord(item);
  const type = menuLinkType(i?.link_type);
  const link = nonEmptyString(i?.link);
  if (type === null || link === null) return null;
  const target = nonEmptyString(i?.link_target) === '_blank' ? '_blank' : null;
  if (type === 'default') return { type, name: link, params: parseMenuParams(i?.params) };
  const href = safeUrl(link);
  if (href === null) return null;
  if (type === 'path') return { type, path: href, target };
  return { type, href, target };
}
