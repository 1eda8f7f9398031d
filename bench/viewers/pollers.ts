/** The viewers' channel polls (spec 3 §9: every 15 s), each on its own connection as a browser without a CDN makes it. */
import http from 'node:http';

export const POLL_MS = 15_000;
export const POLL_PATH = '/api/demo/wcm/channels/hall-a?project=dmc2026';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Loopback source addresses, `127.0.<net>.1` … `.<count>`, used in turn: real viewers come from many addresses.
 * From one address a machine has 28,232 ports towards one server port (32768–60999), and on loopback a closed
 * poll's connection keeps its pair of ports for a minute (TIME_WAIT, held by the server end, which is this
 * machine too): 20,000 held sockets and their 20,000 polls every 15 s ran out of ports (connect: EADDRNOTAVAIL).
 */
export function sourceAddresses(net: number, count = 16): () => string {
  let next = 0;
  return () => `127.0.${net}.${1 + (next++ % count)}`;
}
const pollSource = sourceAddresses(1);

/**
 * One poll as a browser makes it (own connection, compressed, conditional when an ETag is known); resolves with
 * the ETag to send next. `done` gets the status (0: failed or timed out) and the start time.
 */
export function pollOnce(
  url: string,
  etag?: string,
  done?: (status: number, t0: number) => void,
): Promise<string | undefined> {
  const t0 = performance.now();
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', accept: 'application/json' };
  if (etag) headers['if-none-match'] = etag;
  return new Promise((resolve) => {
    const request = http.get(url + POLL_PATH, { agent: false, headers, localAddress: pollSource() }, (res) => {
      res.resume();
      res.on('end', () => {
        done?.(res.statusCode ?? 0, t0);
        resolve((res.headers.etag as string | undefined) ?? etag);
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      done?.(0, t0);
      resolve(etag);
    });
  });
}

/** N pollers, poller i first at i/N of the interval, then every interval, `rounds` times each. */
export async function poll(url: string, n: number, rounds: number) {
  const latencies: number[] = [];
  /** When each poll started (ms after the step began): the join burst's polls are told from the later ones. */
  const startedAt: number[] = [];
  let errors = 0;
  let notModified = 0;
  const start = performance.now();
  const once = (etag: string | undefined) =>
    pollOnce(url, etag, (status, t0) => {
      if (!status) {
        errors++;
        return;
      }
      latencies.push(performance.now() - t0);
      startedAt.push(t0 - start);
      if (status === 304) notModified++;
      else if (status !== 200) errors++;
    });
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      let etag: string | undefined;
      for (let r = 0; r < rounds; r++) {
        await sleep(start + (i / n) * POLL_MS + r * POLL_MS - performance.now());
        etag = await once(etag);
      }
    }),
  );
  return { latencies, startedAt, errors, notModified };
}
