import { asRecord, nonEmptyString } from '../live/values';
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

/**
 * Spec 3 §6: the Q&A embed passes a logged-in user's {name} and {email} as prefilled query values.
 * `{name}` and `{email}` placeholders in the provider URL are replaced (URL-encoded; empty when
 * unknown or when nobody is logged in). The name falls back to first plus last name.
 */
export function qaPrefillUrl(providerUrl: unknown, user: unknown): string | null {
  const url = nonEmptyString(providerUrl);
  if (url === null) return null;
  const name = userName(user) ?? '';
  const email = nonEmptyString(asRecord(user)?.email) ?? '';
  return safeUrl(url.replace(/\{name\}/g, encodeURIComponent(name)).replace(/\{email\}/g, encodeURIComponent(email)));
}

/** Spec 3 §8: the Q&A widget with no event id shows a chat-disabled text. */
export function qaChatDisabled(eventId: unknown): boolean {
  return nonEmptyString(eventId) === null;
}
