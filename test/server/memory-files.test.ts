import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMemoryFiles } from '../../demo/server/http/memory-files';

let dist: string;
let app: FastifyInstance;
const chunk = `export const text = ${JSON.stringify('congress '.repeat(400))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cp-built-scripts-'));
  mkdirSync(join(dist, 'cdn', 'widgets'), { recursive: true });
  writeFileSync(join(dist, 'loader.js'), '/* loader */');
  writeFileSync(join(dist, 'cdn', 'widgets', 'timetable.js'), chunk);
  writeFileSync(join(dist, 'cdn', 'notes.txt'), 'not a script');
  writeFileSync(join(dist, 'secret.js'), 'outside cdn/');
  mkdirSync(join(dist, 'site', 'css'), { recursive: true });
  writeFileSync(join(dist, 'site', 'css', 'site.css'), 'body { margin: 0; }\n'.repeat(100));
  writeFileSync(join(dist, 'site', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  app = Fastify();
  registerMemoryFiles(app, [
    { prefix: '/loader.js', path: join(dist, 'loader.js'), maxAgeS: 60 },
    { prefix: '/cdn/', path: join(dist, 'cdn'), maxAgeS: 60 },
    { prefix: '/css/', path: join(dist, 'site', 'css'), maxAgeS: 0 },
    { prefix: '/favicon.ico', path: join(dist, 'site', 'favicon.ico'), maxAgeS: 0 },
  ]);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send('fell through'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('fixed files are served from memory, the text ones compressed once per build (issue 8 item 11)', () => {
  it('brotli when accepted, gzip when only gzip is, the file itself otherwise; each decodes to the file', async () => {
    const br = await get('/cdn/widgets/timetable.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    expect(br.rawPayload.length).toBeLessThan(chunk.length / 10);
    const gz = await get('/cdn/widgets/timetable.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const refused = await get('/cdn/widgets/timetable.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get('/cdn/widgets/timetable.js?retry=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers).toMatchObject({
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'public, max-age=60',
        vary: 'accept-encoding',
      });
    }
  });
  it('/loader.js too; a strong ETag, and If-None-Match with it answers 304 without a body', async () => {
    const first = await get('/loader.js', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/loader.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
  it("a mount's own max-age and type; an icon is compressed once too (the compression plugin compressed it on every request)", async () => {
    const css = await get('/css/site.css', { 'accept-encoding': 'br' });
    expect(css.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=0',
      'content-encoding': 'br',
    });
    const icon = await get('/favicon.ico', { 'accept-encoding': 'br, gzip' });
    expect(icon.headers).toMatchObject({ 'content-type': 'image/x-icon', 'cache-control': 'public, max-age=0' });
    expect(icon.headers['content-encoding']).toBe('br');
    expect([...brotliDecompressSync(icon.rawPayload)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([...(await get('/favicon.ico')).rawPayload]).toEqual([0, 0, 1, 0, 1, 0]);
  });
  it('a rebuilt file is read and compressed again on its next request', async () => {
    const before = await get('/cdn/widgets/timetable.js', { 'accept-encoding': 'br' });
    const rebuilt = `${chunk}export const more = 1;\n`;
    writeFileSync(join(dist, 'cdn', 'widgets', 'timetable.js'), rebuilt);
    utimesSync(join(dist, 'cdn', 'widgets', 'timetable.js'), new Date(), new Date(Date.now() + 5_000));
    const after = await get('/cdn/widgets/timetable.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(rebuilt);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
  it.each([
    ['a missing script', '/cdn/widgets/nothing.js'],
    ['another type', '/cdn/notes.txt'],
    ['a path out of cdn/', '/cdn/..%2Fsecret.js'],
    ['a path no mount names', '/secret.js'],
  ])('%s goes on to the static files', async (_what, url) => {
    const answer = await get(url, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toBe('fell through');
  });
  it('a malformed escape is refused, not served', async () => {
    expect([400, 404]).toContain((await get('/cdn/%E0%A4%A.js', { 'accept-encoding': 'br' })).statusCode);
  });
});
