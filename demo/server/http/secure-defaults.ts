import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Secure defaults of the reference server (issue 8 item 8): it listens on 127.0.0.1 unless told otherwise, and
 * anywhere else only with secrets of its operator — the built-in demo secrets would let anyone on the network mint
 * sessions (JWT login) and read beacons (admin token).
 */
export const DEMO_JWT_SECRET = 'demo-jwt-secret';
export const DEMO_ADMIN_TOKEN = 'demo-admin-token';
/** Shortest secret accepted off loopback (32 hex characters = 128 bits, what `openssl rand -hex 16` gives). */
export const MIN_SECRET_LENGTH = 32;

/** A failed start: a configuration the server refuses, with the way out in the message. */
export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine reaches. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || h === '::ffff:127.0.0.1';
}

/**
 * The JWT secret and admin token to run with. On loopback the built-in demo values serve as defaults; on any
 * other address both must come from the operator (JWT_SECRET and ADMIN_TOKEN, or the options of startServer),
 * differ from the demo values and be at least {@link MIN_SECRET_LENGTH} characters — else the start is refused.
 */
export function resolveSecrets(
  host: string,
  given: { jwtSecret?: string; adminToken?: string },
  env: NodeJS.ProcessEnv = process.env,
): { jwtSecret: string; adminToken: string } {
  const jwtSecret = given.jwtSecret ?? env.JWT_SECRET;
  const adminToken = given.adminToken ?? env.ADMIN_TOKEN;
  if (isLoopback(host)) return { jwtSecret: jwtSecret || DEMO_JWT_SECRET, adminToken: adminToken || DEMO_ADMIN_TOKEN };
  const problems = (
    [
      ['JWT_SECRET', jwtSecret, DEMO_JWT_SECRET],
      ['ADMIN_TOKEN', adminToken, DEMO_ADMIN_TOKEN],
    ] as const
  ).flatMap(([name, value, demo]) => {
    if (!value) return [`${name} is not set`];
    if (value === demo) return [`${name} is the built-in demo value`];
    if (value.length < MIN_SECRET_LENGTH) return [`${name} is shorter than ${MIN_SECRET_LENGTH} characters`];
    return [];
  });
  if (problems.length) {
    throw new ServerConfigError(
      `refusing to listen on ${host}: ${problems.join(', ')}. Off this machine the built-in demo secrets would let ` +
        'anyone on the network sign in as anybody and read the beacons. Set both in the environment, e.g. ' +
        '`JWT_SECRET=$(openssl rand -hex 32) ADMIN_TOKEN=$(openssl rand -hex 32) HOST=0.0.0.0 npm start`, ' +
        'or listen on 127.0.0.1 (the default: leave HOST unset).',
    );
  }
  return { jwtSecret: jwtSecret!, adminToken: adminToken! };
}

/** `Authorization: Bearer <token>` compared in constant time (hashes first, so the length leaks nothing either). */
export function isBearer(header: unknown, token: string): boolean {
  if (typeof header !== 'string' || !token) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * A client's `allowedOrigins` (docs/api.md "CORS"): exact origins, or an origin with `:*` for any port. `*` — or any
 * other wildcard — is refused: the API answers with credentials, so a wildcard would let every site on the web
 * read a signed-in visitor's data.
 */
export function checkAllowedOrigins(clients: Record<string, { config?: { allowedOrigins?: unknown } }>): void {
  for (const [client, data] of Object.entries(clients)) {
    const list = data.config?.allowedOrigins;
    if (list === undefined) continue;
    const where = `demo/data/dataset/${client}/config.json allowedOrigins`;
    if (!Array.isArray(list))
      throw new ServerConfigError(`${where}: expected a list of origins, got ${JSON.stringify(list)}`);
    for (const entry of list) {
      const ok =
        typeof entry === 'string' && /^https?:\/\/[^/*?#\s]+$/.test(entry.endsWith(':*') ? entry.slice(0, -2) : entry);
      if (!ok) {
        throw new ServerConfigError(
          `${where}: ${JSON.stringify(entry)} is not allowed; list each origin (\`https://www.example.org\`), ` +
            "or `http://localhost:*` for any port of one host. A wildcard would let every site read signed-in visitors' data.",
        );
      }
    }
  }
}
