/** Figures of this machine and of a list of samples, for the viewers and scale benches. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The p-th percentile of the samples (NaN without any). */
export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * The second (counted from the step's start) whose samples have the highest p99, among samples started at or after
 * `fromMs`: a stall of a few hundred ms makes a run's p99, and the second it falls in tells what ran then.
 */
export function worstSecond(values: number[], startedAtMs: number[], fromMs: number): { second: number; p99: number } {
  const seconds = new Map<number, number[]>();
  values.forEach((v, i) => {
    if (startedAtMs[i] < fromMs) return;
    const second = Math.floor(startedAtMs[i] / 1000);
    const list = seconds.get(second);
    if (list) list.push(v);
    else seconds.set(second, [v]);
  });
  let worst = { second: NaN, p99: NaN };
  for (const [second, list] of seconds) {
    const p99 = percentile(list, 99);
    if (!(p99 <= worst.p99)) worst = { second, p99 };
  }
  return worst;
}

/** Machine-wide count of connections dropped because a listen queue was full (SYNs the client retries after 1 s, 3 s …). */
export function listenDrops(): number {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'));
    const names = lines[0].split(/\s+/);
    const values = lines[1].split(/\s+/);
    return Number(values[names.indexOf('ListenDrops')]) || 0;
  } catch {
    return 0;
  }
}

/** The soft limit on open files of this process (children inherit it). */
export function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s+/)[3];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

/**
 * Raises this process's open-file limit where the machine lets it (children inherit it), and returns the limit
 * in force: one server process holds one descriptor per socket, so it caps the viewers one process can take.
 */
export function raiseFileLimit(want: number): number {
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${want}:${want}`], { stdio: 'ignore' });
  } catch {
    /* not permitted (a container without CAP_SYS_RESOURCE): the limit stays */
  }
  const limit = openFileLimit();
  return Number.isFinite(limit) && limit > 0 ? limit : 20_000;
}
