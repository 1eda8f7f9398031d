import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/app';
import { checkAllowedOrigins, isBearer, isLoopback, resolveSecrets } from '../../demo/server/http/secure-defaults';
import { testServer } from './helpers';

const tmp = mkdtempSync(join(tmpdir(), 'cp-secure-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const strong = (c: string) => c.repeat(40);

// The tests start servers themselves: JWT_SECRET / ADMIN_TOKEN of the machine must not leak into them.
const saved = { JWT_SECRET: process.env.JWT_SECRET, ADMIN_TOKEN: process.env.ADMIN_TOKEN };
beforeEach(() => {
  delete process.env.JWT_SECRET;
  delete process.env.ADMIN_TOKEN;
});
afterEach(() => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
});

describe('issue 8 item 8: the reference server listens on 127.0.0.1 unless told otherwise', () => {
  it('startServer without a host listens on 127.0.0.1 only', async () => {
    const server = await testServer();
    try {
      expect((server.app.server.address() as { address: string }).address).toBe('127.0.0.1');
    } finally {
      await server.stop();
    }
  });
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
    ['example.org', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });
});

describe('issue 8 item 8: any other address needs JWT_SECRET and ADMIN_TOKEN from the environment', () => {
  it.each([
    ['neither set', {}, /JWT_SECRET is not set, ADMIN_TOKEN is not set/],
    [
      'the built-in demo values',
      { JWT_SECRET: 'demo-jwt-secret', ADMIN_TOKEN: 'demo-admin-token' },
      /JWT_SECRET is the built-in demo value, ADMIN_TOKEN is the built-in demo value/,
    ],
    ['a short token', { JWT_SECRET: strong('j'), ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN is shorter than 32 characters/],
  ])('refused with %s, saying how to set them', (_name, env, problem) => {
    expect(() => resolveSecrets('0.0.0.0', {}, env)).toThrow(problem);
    expect(() => resolveSecrets('0.0.0.0', {}, env)).toThrow(
      /refusing to listen on 0\.0\.0\.0: .*openssl rand -hex 32.*or listen on 127\.0\.0\.1/,
    );
  });
  it('accepted from the environment; on loopback the demo values stay the defaults', () => {
    expect(resolveSecrets('0.0.0.0', {}, { JWT_SECRET: strong('j'), ADMIN_TOKEN: strong('a') })).toEqual({
      jwtSecret: strong('j'),
      adminToken: strong('a'),
    });
    expect(resolveSecrets('127.0.0.1', {}, {})).toEqual({
      jwtSecret: 'demo-jwt-secret',
      adminToken: 'demo-admin-token',
    });
  });
  it('startServer on 0.0.0.0 without them rejects before anything listens', async () => {
    await expect(startServer({ port: 0, quiet: true, host: '0.0.0.0', dataDir: join(tmp, 'refused') })).rejects.toThrow(
      /refusing to listen on 0\.0\.0\.0/,
    );
  });
  it("with them it starts on 0.0.0.0, and beacons open to the operator's token only", async () => {
    process.env.JWT_SECRET = strong('j');
    process.env.ADMIN_TOKEN = strong('a');
    const server = await testServer({ host: '0.0.0.0' });
    try {
      expect((server.app.server.address() as { address: string }).address).toBe('0.0.0.0');
      const beacons = (token: string) =>
        server.get('/api/analytics/pageviews', { headers: { authorization: `Bearer ${token}` } });
      expect((await beacons('demo-admin-token')).status).toBe(401);
      expect((await beacons(strong('a'))).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
  it('npm start refuses HOST=0.0.0.0 without secrets and exits 1 with the message', async () => {
    const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const main = join(__dirname, '..', '..', 'demo', 'server', 'main.ts');
    const env = { ...process.env, HOST: '0.0.0.0', PORT: '0' };
    const failed = await promisify(execFile)(tsx, [main], { env }).catch((e: { code: number; stderr: string }) => e);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(
      /^error: refusing to listen on 0\.0\.0\.0: JWT_SECRET is not set/m,
    );
  }, 60_000); // one run of main.ts through tsx
});

describe('issue 8 item 8: the admin token is compared in constant time', () => {
  it.each([
    ['the right token', 'Bearer t0ken-of-the-operator', true],
    ['another token of the same length', 'Bearer t0ken-of-the-operatoR', false],
    ['a prefix', 'Bearer t0ken', false],
    ['no scheme', 't0ken-of-the-operator', false],
    ['no header', undefined, false],
    ['a list of headers', ['Bearer t0ken-of-the-operator'], false],
  ])('%s → %s', (_name, header, expected) => {
    expect(isBearer(header, 't0ken-of-the-operator')).toBe(expected);
  });
  it('an empty configured token opens nothing', () => {
    expect(isBearer('Bearer ', '')).toBe(false);
  });
});

describe("issue 8 item 8: `*` in a client's allowedOrigins is refused", () => {
  it.each([
    [['*']],
    [['https://ok.example.org', '*']],
    [['https://*.example.org']],
    [['*://example.org']],
    ['*'],
    [[42]],
    [['https://example.org/path']],
  ])('%j is refused', (allowedOrigins) => {
    expect(() => checkAllowedOrigins({ demo: { config: { allowedOrigins } } })).toThrow(
      /demo\/data\/dataset\/demo\/config\.json allowedOrigins/,
    );
  });
  it('exact origins and one host with any port pass', () => {
    expect(() =>
      checkAllowedOrigins({
        demo: {
          config: { allowedOrigins: ['https://www.example.org', 'http://localhost:*', 'http://127.0.0.1:8080'] },
        },
        other: { config: {} },
      }),
    ).not.toThrow();
  });
  it('startServer refuses a dataset whose client lists `*`, naming the file', async () => {
    const datasetDir = join(tmp, 'dataset');
    mkdirSync(join(datasetDir, 'wild'), { recursive: true });
    writeFileSync(
      join(datasetDir, 'wild', 'config.json'),
      JSON.stringify({ name: 'wild', projects: {}, allowedOrigins: ['*'] }),
    );
    await expect(startServer({ port: 0, quiet: true, datasetDir, dataDir: join(tmp, 'wild-data') })).rejects.toThrow(
      /wild\/config\.json allowedOrigins: "\*" is not allowed/,
    );
  });
});
