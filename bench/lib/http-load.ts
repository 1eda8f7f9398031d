/** Keep-alive HTTP load for the server bench: one GET, percentiles, and a fixed-time load with the server's CPU time. */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
export function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** Server CPU time so far (ms), asked over IPC: requests per server CPU-second do not depend on the load generator. */
function cpuOf(proc: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    proc.once('message', (m) => resolve(Number(m)));
    proc.send('cpu');
  });
}

/** `concurrency` workers request `paths` in turn for `seconds`: requests/s, errors, requests per server CPU-second. */
export async function load(url: string, paths: string[], seconds: number, proc?: ChildProcess, concurrency = 32) {
  for (const p of paths) await get(url + p);
  const cpuBefore = proc ? await cpuOf(proc) : 0;
  let count = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      let i = w;
      while (performance.now() < end) {
        const status = await get(url + paths[i++ % paths.length]);
        if (status !== 200) errors++;
        count++;
      }
    }),
  );
  const cpu = proc ? (await cpuOf(proc)) - cpuBefore : 0;
  return { rps: count / seconds, errors, perCpuSecond: cpu ? count / (cpu / 1000) : 0 };
}
