import type { BenchRow } from './types';

/** A plain-text table: one line per row, one column per figure (union over the rows). */
export function formatTable(title: string, rows: BenchRow[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r.figures)))];
  const cells = [['', ...columns], ...rows.map((r) => [r.label, ...columns.map((c) => String(r.figures[c] ?? '–'))])];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [`== ${title}`, line(cells[0]), ...cells.slice(1).map(line)].join('\n');
}
