// Runs `npm run build` when dist/loader.js is missing or older than any source it is built from
// (package.json scripts size, bench, test:e2e call this first).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'loader',
  'scripts/build',
  'rollup.config.ts',
  'tsconfig.build.json',
  'tsconfig.rollup.json',
  'package.json',
];
const OUTPUT = 'dist/loader.js';

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built === 0 || changed > built) {
  console.log(built === 0 ? `${OUTPUT} is missing: building` : 'sources changed since the last build: building');
  execSync('npm run build --silent', { stdio: 'inherit' });
}
