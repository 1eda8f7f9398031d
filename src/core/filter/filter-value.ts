/**
 * Escaping of the list `filter` grammar (docs/api.md "Filter grammar"), one implementation for every writer (the
 * API client's `buildFilter`, the timetable's project clause, the library's kept filter list) and the reference
 * server's parser: clauses are joined by `;`, the values of one `==`/`!=` clause by `|` (any of them), and a
 * backslash escapes the next character. So `\`, `;` and `|` inside a value are written with a backslash; every
 * other character (`,`, `=`, `<`, spaces, …) stands for itself, because the reader takes the first operator of a
 * clause and splits values only on unescaped `|`.
 * @example escapeFilterValue('Heart; lung|brain') // 'Heart\\; lung\\|brain'
 */
export function escapeFilterValue(value: string): string {
  if (typeof value !== 'string') return '';
  return value.replace(/[\\;|]/g, (char) => `\\${char}`);
}

/** Removes the backslash escapes: `a\;b\\c` → `a;b\c`. */
export function unescapeFilterValue(text: string): string {
  if (typeof text !== 'string') return '';
  return text.replace(/\\([\s\S])/g, '$1');
}

/**
 * Splits on every unescaped `separator` (`;` between clauses, `|` between values), keeping the escapes in the
 * parts so a later split or {@link unescapeFilterValue} still sees them.
 */
export function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  if (typeof text !== 'string') return parts;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length) {
      current += ch + text[i + 1];
      i++;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}
