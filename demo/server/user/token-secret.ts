/**
 * The access-token key from `TOKEN_SECRET` (every process of an installation must share it), or undefined: then
 * the database keeps one, created once (db/repos/keys.ts).
 */
export function tokenSecretFromEnv(value: string | undefined): Uint8Array | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new Error(`TOKEN_SECRET must be at least 32 characters (it has ${value.length})`);
  return new TextEncoder().encode(value);
}
