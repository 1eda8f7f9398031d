/**
 * Rules that turn what people type into a PostgreSQL `tsquery` (pure; the database parses the text with
 * `websearch_to_tsquery`, these functions extend its answer).
 * - Prefixes: every lexeme of the parsed query also matches as a word start (`'telem':*`), as in minisearch.
 * - Languages: the text is parsed in the `simple`, `english` and `german` configurations; a document matches any.
 * - Typos: a word of 5+ letters may be replaced by indexed words one edit away (found with `pg_trgm`).
 * - Weights: autocomplete only looks at titles and speaker names (weights A, B, C; keywords are D).
 * - Covered parses: a parse whose every prefix extends another parse's (`'cardiology':*` beside `'cardiolog':*`)
 *   finds nothing more and is left out of matching; every prefix costs a pass over the index entries it starts.
 * - Prefixes as words: for matching, a prefix that starts few of the client's words becomes those words
 *   (`'therapi':*` → `'therapi' | 'therapie'`): the index then reads their lists of documents and can skip ahead in
 *   them, instead of gathering every document of every word the prefix starts before combining.
 */

/** Words of a text as minisearch splits them: at spaces and punctuation, lowercased. */
export function queryTerms(text: string): string[] {
  return text
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .map((t) => t.toLowerCase())
    .filter(Boolean);
}

/** A lexeme as tsquery text: quoted, with quotes doubled and backslashes escaped. */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const LEXEME = /'(?:[^'\\]|''|\\.)*'/g;

const PREFIX = /'((?:[^'\\]|''|\\.)*)':\*([A-D]*)/g;
const unquote = (quoted: string) => quoted.replace(/''|\\(.)/g, (m, c) => (m === "''" ? "'" : c));

/** At most this many words replace a prefix (beyond, one pass over the index entries costs less). */
export const MAX_PREFIX_WORDS = 16;

/** The prefixes of a tsquery text (`'telem':*` → `telem`), each once. */
export function prefixesOf(query: string): string[] {
  return [...new Set([...query.matchAll(PREFIX)].map((m) => unquote(m[1])))];
}

/**
 * Each prefix replaced by the words it starts, with its weights: `words` holds every word of the client's documents
 * that starts with it, or null when there are more than MAX_PREFIX_WORDS (the prefix stays, as when none starts).
 */
export function expanded(query: string, words: ReadonlyMap<string, readonly string[] | null>): string {
  return query.replace(PREFIX, (whole, quoted: string, weights: string) => {
    const list = words.get(unquote(quoted));
    if (!list?.length) return whole;
    const alternatives = list.map((w) => `${lexeme(w)}${weights ? `:${weights}` : ''}`);
    return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
  });
}

/** Whether a tsquery text is prefixes and alternatives only (`'ande':*ABC | 'and':*ABC`): one typed word start. */
export function onlyPrefixes(query: string): boolean {
  return query.replace(PREFIX, '').replace(/[\s|()]/g, '') === '';
}

/** Every lexeme of a tsquery text as a prefix, limited to `weights` (e.g. `ABC`) when given. */
export function prefixed(query: string, weights = ''): string {
  return query.replace(LEXEME, (l) => `${l}:*${weights}`);
}

/**
 * The parses that matching needs: a parse is left out when another of the same shape, without negation, has at
 * each place a lexeme that starts the parse's own (same weights): every document it matches, the other matches too.
 */
export function uncovered(parts: string[]): string[] {
  const shape = (q: string) => q.replace(LEXEME, "''");
  const lexemes = (q: string) => (q.match(LEXEME) ?? []).map((l) => l.slice(1, -1));
  const covers = (a: string, b: string) =>
    a !== b &&
    !shape(a).includes('!') &&
    shape(a) === shape(b) &&
    lexemes(a).every((l, i) => lexemes(b)[i].startsWith(l));
  const unique = [...new Set(parts)];
  return unique.filter((b) => !unique.some((a) => covers(a, b)));
}

/** Alternatives joined with `|`, each in parentheses; empty ones (stop words only) and repeats left out. */
export function anyOf(queries: string[]): string {
  const parts = [...new Set(queries.filter((q) => q.trim() !== ''))];
  return parts.length === 1 ? parts[0] : parts.map((q) => `(${q})`).join(' | ');
}

/** The terms that may carry a typo: minisearch allows one edit in words of 5+ letters. */
export function fuzzyTerms(terms: string[]): string[] {
  return [...new Set(terms.filter((t) => [...t].length >= 5))];
}

/**
 * Every term (as a prefix, or one of its near words) must match: `('cardiologgy':* | 'cardiology') & ('imag':*)`.
 * Empty when no term has a near word (the query would only repeat the exact one).
 */
export function fuzzyQuery(terms: string[], near: ReadonlyMap<string, string[]>, weights = ''): string {
  if (!terms.some((t) => near.get(t)?.length)) return '';
  return terms
    .map((t) => {
      const words = (near.get(t) ?? [])
        .filter((w) => w !== t)
        .map((w) => `${lexeme(w)}${weights ? `:${weights}` : ''}`);
      const alternatives = [`${lexeme(t)}:*${weights}`, ...words];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
