import { asRecord, nonEmptyString } from '../values';
import { safeUrl } from '../url/safe-url';

/** A simple address pattern: something@something.tld, no spaces (spec 3 §5). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 3 §5: the support chat visitor e-mail must match a simple address pattern, else none is sent. */
export function validEmail(value: unknown): string | null {
  const email = nonEmptyString(value);
  return email !== null && EMAIL.test(email) ? email : null;
}

/** The user's name, else first plus last name, else null. */
export function userName(user: unknown): string | null {
  const u = asRecord(user);
  const full = [nonEmptyString(u?.firstname), nonEmptyString(u?.lastname)].filter(Boolean).join(' ');
  return nonEmptyString(u?.name) ?? (full || null);
}

/**
 * Spec 3 §5/§6 Support chat visitor: name is the user's name, else first plus last name, else
 * 'Anonymous' if only an email exists. Null when there is nothing to send.
 */
export function supportChatVisitor(user: unknown): { name: string; email?: string } | null {
  const email = validEmail(asRecord(user)?.email);
  const name = userName(user) ?? (email !== null ? 'Anonymous' : null);
  if (name === null) return null;
  return email !== null ? { name, email } : { name };
}

/** The support chat provider's script (tawk.to); `{propertyId}` and `{widgetId}` are replaced. */
export const DEFAULT_SUPPORT_CHAT_SCRIPT_URL = 'https://embed.tawk.to/{propertyId}/{widgetId}';

const CHAT_ID = /^[\w-]{1,64}$/;

/**
 * Spec 3 §6 Support chat: the third-party script loaded by propertyId and widgetId. Both ids must be plain
 * identifiers (letters, digits, '-', '_'). The pattern (default the provider's) is resolved against the page
 * and passes the URL gate; a script runs only from the provider's own origin, from an origin the client lists
 * in whitelistUrls (spec 3 §5, the script whitelist rule, by origin: the ids are in the path) or from the
 * host page's own origin. Null otherwise.
 */
export function supportChatScriptUrl(
  pattern: unknown,
  propertyId: unknown,
  widgetId: unknown,
  whitelistUrls: unknown,
  pageUrl: string,
): string | null {
  const property = nonEmptyString(propertyId);
  const widget = nonEmptyString(widgetId);
  if (property === null || widget === null || !CHAT_ID.test(property) || !CHAT_ID.test(widget)) return null;
  const safe = safeUrl(
    (nonEmptyString(pattern) ?? DEFAULT_SUPPORT_CHAT_SCRIPT_URL)
      .replace(/\{propertyId\}/g, property)
      .replace(/\{widgetId\}/g, widget),
  );
  let url: URL;
  try {
    url = new URL(safe ?? '', pageUrl);
  } catch {
    return null;
  }
  if (safe === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const origins = [
    DEFAULT_SUPPORT_CHAT_SCRIPT_URL,
    pageUrl,
    ...(Array.isArray(whitelistUrls) ? whitelistUrls : []),
  ].map((entry) => {
    try {
      return new URL(String(entry)).origin;
    } catch {
      return null;
    }
  });
  return origins.includes(url.origin) ? url.href : null;
}
