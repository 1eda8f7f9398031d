import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Private feed tokens: `<feed id>.<signature>`, the signature an HMAC-SHA256 over client, project and feed id with a
 * key of its own derived from the server's signing key. Never the access token: a calendar app keeps the URL for
 * years and sends it wherever the user shares the calendar. The feed id is random and stored, so a token names no
 * user, regeneration (a new id) ends the old one and revocation (no row) ends every one.
 */
const FEED_KEY_LABEL = 'congress-portal calendar feed v1';
const keys = new WeakMap<Uint8Array, Buffer>();

function feedKey(signingKey: Uint8Array): Buffer {
  let key = keys.get(signingKey);
  if (!key) {
    key = createHmac('sha256', signingKey).update(FEED_KEY_LABEL).digest();
    keys.set(signingKey, key);
  }
  return key;
}

function signature(signingKey: Uint8Array, client: string, project: string, feedId: string): Buffer {
  return createHmac('sha256', feedKey(signingKey)).update(`${client}\n${project}\n${feedId}`).digest();
}

/** A new random feed id (128 bits, base64url). */
export function newFeedId(): string {
  return randomBytes(16).toString('base64url');
}

export function feedToken(signingKey: Uint8Array, client: string, project: string, feedId: string): string {
  return `${feedId}.${signature(signingKey, client, project, feedId).toString('base64url')}`;
}

/**
 * The feed id a token names, if its signature holds for this client and project; null for anything else (malformed,
 * tampered, signed for another project or by another server), so the caller answers every one alike.
 */
export function verifyFeedToken(signingKey: Uint8Array, client: string, project: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = signature(signingKey, client, project, match[1]);
  const given = Buffer.from(match[2], 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}
