import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * When the served data last changed (ms, whole seconds): the latest modification time of the given files and of
 * every file below the given folders. Every process that serves the same files answers with the same
 * `Last-Modified`, where the process's start time made each one different, and an `If-Modified-Since` from one
 * failed on the next. (Machines must receive the files with their times kept: `rsync -a`, one image.)
 */
export function dataModifiedAt(paths: string[]): number {
  let latest = 0;
  const visit = (path: string, depth: number) => {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (depth < 4) for (const entry of readdirSync(path)) visit(join(path, entry), depth + 1);
      return;
    }
    latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) visit(path, 0);
  return Math.floor(latest / 1000) * 1000;
}
