/**
 * Access tokens verified already, per signing secret: a signed-in user sends the same token with every request
 * until it expires, and its HMAC check through WebCrypto (an asynchronous job per request) was a fifth of a
 * signed-in write's CPU at a thousand writes a second (docs/deploy.md "Writes"). A token's signature and issuer
 * do not change, so a token verified once is taken as verified again as long as it is the same text under the same
 * secret; its expiry is checked on every use against the server's clock, exactly as the first verification did,
 * and whether its session is still signed in is asked of the database as before. Bounded: when full, it starts over.
 */
export interface VerifiedClaims {
  sid: string;
  sub: string;
  /** Expiry, epoch seconds (the token's `exp`). */
  exp: number;
}

/** Enough for every signed-in viewer of a large congress on one process; each entry is a few hundred bytes. */
export const VERIFIED_TOKENS_MAX = 20_000;

const bySecret = new WeakMap<Uint8Array, Map<string, VerifiedClaims>>();

function tableOf(secret: Uint8Array): Map<string, VerifiedClaims> {
  let table = bySecret.get(secret);
  if (!table) bySecret.set(secret, (table = new Map()));
  return table;
}

/** The claims of `token` if it was verified under `secret` before (expiry not checked here). */
export function verifiedBefore(secret: Uint8Array, token: string): VerifiedClaims | undefined {
  return bySecret.get(secret)?.get(token);
}

/** Remembers a token that passed verification. Tokens without an expiry or with a not-before are not kept. */
export function rememberVerified(secret: Uint8Array, token: string, claims: VerifiedClaims, notBefore?: unknown): void {
  if (!Number.isFinite(claims.exp) || notBefore !== undefined) return;
  const table = tableOf(secret);
  if (table.size >= VERIFIED_TOKENS_MAX) table.clear();
  table.set(token, claims);
}
