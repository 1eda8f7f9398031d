/**
 * Issue 30 item 6 (graceful stop): a stop ends connections that never carried a request. Browsers open such
 * sockets ahead of need and keep them for about a minute; a stop that waited for them hung a restart that long.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testServer } from './helpers';

function openUnused(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** The stop, or what it still waits for after 10 s (a hang is what the rule prevents, not a slow stop). */
const stopped = (stop: Promise<void>, waiting: string) =>
  Promise.race([stop.then(() => 'stopped'), new Promise((resolve) => setTimeout(() => resolve(waiting), 10_000))]);

describe('issue 30 item 6: a stop ends every connection once nothing is answered on it', () => {
  it('a connected socket that sent nothing (a preconnect) is ended, and the stop completes', async () => {
    const server = await testServer();
    const unused = await openUnused(server.url);
    const ended = new Promise<void>((resolve) => unused.once('close', () => resolve()));
    expect((await server.get('/api/demo/configuration')).status).toBe(200);
    // Without the rule the stop waits until the client gives the socket up (Chromium: about a minute).
    expect(await stopped(server.stop(), 'still waiting for the unused socket')).toBe('stopped');
    await ended;
  });

  it('a request in flight when the stop begins is answered, then its kept-alive connection ends', async () => {
    const server = await testServer();
    const socket = await openUnused(server.url);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // The headers now, the body after the stop has begun: the request is in flight while the server stops.
    socket.write(
      `POST /api/analytics/pageview HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nConnection: keep-alive\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stop = server.stop();
    socket.write('{}');
    expect(await stopped(stop, 'still waiting for the kept-alive socket')).toBe('stopped');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
  });
});
