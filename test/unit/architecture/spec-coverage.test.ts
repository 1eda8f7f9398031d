/**
 * docs/spec-coverage.md claims, row by row, which function implements a rule and which test proves it. This test
 * keeps those claims honest (issue 8 item 10): every file a table row names must exist, and every function or
 * constant it names must be declared in a source file of the SDK, the loader or the server. A row describing code
 * that does not exist fails here instead of misleading a reader.
 *
 * How names are read: backticked or bare `*.ts`/`*.tsx` paths are files — from the repository root, else below
 * `src/core/` or `test/unit/core/` (the core tables' short form), else the single file of that name anywhere;
 * backticked identifiers after the rule column (`chooseDay`, `TIMETABLE_DEFAULTS`) are functions or constants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const DOC = 'docs/spec-coverage.md';
const SOURCE_DIRS = ['src', 'loader', 'demo/server', 'test', 'bench'];

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}
const FILES = SOURCE_DIRS.flatMap(walk);
const FILE_SET = new Set(FILES);
const SOURCES = FILES.filter((f) => !f.startsWith('test/'));

/** A named file → its repository path, or null when no such file exists. */
function resolveFile(name: string): string | null {
  const clean = name.replace(/^\.\//, '');
  for (const candidate of [clean, `src/core/${clean}`, `test/unit/core/${clean}`])
    if (FILE_SET.has(candidate)) return candidate;
  const matches = FILES.filter((f) => f.endsWith(`/${clean}`));
  return matches.length ? matches[0] : null;
}

const PATH = /(?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|mjs)\b/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const cache = new Map<string, string>();
const text = (file: string) => cache.get(file) ?? cache.set(file, readFileSync(join(ROOT, file), 'utf8')).get(file)!;
const declares = (source: string, name: string) =>
  new RegExp(`(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${name.replace(/\$/g, '\\$')}\\b`).test(
    source,
  );

interface Row {
  line: number;
  cells: string[];
}

/** Data rows of every table in the document (header and separator rows left out). */
function tableRows(markdown: string): Row[] {
  const rows: Row[] = [];
  const lines = markdown.split('\n');
  lines.forEach((line, i) => {
    if (!line.startsWith('|') || /^\|[\s|:-]+\|$/.test(line)) return;
    if (lines[i + 1] && /^\|[\s|:-]+\|$/.test(lines[i + 1])) return; // a header
    rows.push({
      line: i + 1,
      cells: line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    });
  });
  return rows;
}

/** Problems of one row: named files that do not exist, named functions declared nowhere they should be. */
function rowProblems(row: Row): string[] {
  const problems: string[] = [];
  const whole = row.cells.join(' | ');
  const files: string[] = [];
  for (const name of whole.match(PATH) ?? []) {
    const found = resolveFile(name);
    if (found) files.push(found);
    else problems.push(`line ${row.line}: file ${name} does not exist`);
  }
  const named = row.cells.slice(2).join(' | '); // the rule column may mention settings by name
  const identifiers = [...named.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((t) => IDENTIFIER.test(t));
  // Rows often name a constant beside the file that uses it (`HTTP_TIMEOUT_MS` lives in constants.ts), so a
  // function counts when any source file declares it.
  for (const name of identifiers) {
    if (!SOURCES.some((f) => declares(text(f), name)))
      problems.push(`line ${row.line}: ${name} is declared in no source file`);
  }
  return problems;
}

describe('docs/spec-coverage.md names only files and functions that exist', () => {
  const rows = tableRows(text(DOC));

  it('reads the tables (a guard against a parser that silently finds nothing)', () => {
    expect(rows.length).toBeGreaterThan(150);
    // The two-column table of rules outside the core is read too (its rows name e2e files in their last cell).
    expect(rows.filter((r) => r.cells[r.cells.length - 1]?.includes('test/e2e/')).length).toBeGreaterThan(20);
  });

  // It reads every source file it checks names in: about 5 s on a busy two-core machine, so the default 5 s limit
  // failed it now and then without any row being wrong.
  it('every named file and function exists', () => {
    expect(rows.flatMap(rowProblems)).toEqual([]);
  }, 30_000);

  it('a row naming a missing file or function is reported', () => {
    expect(
      rowProblems({ line: 1, cells: ['1 §1', 'x', '`src/state/login.ts` `applyLogin`', '`test/e2e/login.test.ts`'] }),
    ).toEqual([
      'line 1: file src/state/login.ts does not exist',
      'line 1: file test/e2e/login.test.ts does not exist',
      'line 1: applyLogin is declared in no source file',
    ]);
    expect(rowProblems({ line: 2, cells: ['3 §4', 'x', '`days.ts` `chooseDay`', '`timetable/misc.test.ts`'] })).toEqual(
      [],
    );
  });
});
