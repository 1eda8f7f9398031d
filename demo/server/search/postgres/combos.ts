/**
 * Facet combinations: the documents of a client share few distinct sets of facet values (type, scope projects,
 * year, category and the facet fields), so each distinct set is stored once in `search_combos` under a small number
 * and every document carries only that number. Facet selections, the scope and `==`/`!=` filters on facet fields are
 * then tested once per combination instead of once per document, and facet counts add up the documents of each
 * combination instead of unnesting every document's values.
 */
import { FACET_COLUMNS, type Row } from './rows';

/** Column name → SQL type of `search_combos` (besides `client` and `combo`), in table order. */
export const COMBO_COLUMNS: [string, string][] = [
  ['type', 'text'],
  ['projects', 'text[]'],
  ['year', 'text'],
  ['category', 'text'],
  ...Object.values(FACET_COLUMNS).map((c): [string, string] => [c, 'text[]']),
  ['facets', 'text[]'],
];

/** Numbers the distinct combinations of a client's documents (1, 2, … in order of first appearance). */
export class Combos {
  private readonly ids = new Map<string, number>();
  /** One row per combination: `combo`, the columns of COMBO_COLUMNS and `docs`, its number of documents. */
  readonly rows: Row[] = [];

  /** The number of a document row's combination: the same for every row with the same values in every column. */
  idOf(row: Row): number {
    const values = COMBO_COLUMNS.map(([name]) => row[name] ?? null);
    const key = JSON.stringify(values);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(key, id);
      this.rows.push({
        combo: id,
        ...Object.fromEntries(COMBO_COLUMNS.map(([name], i) => [name, values[i]])),
        docs: 0,
      });
    }
    (this.rows[id - 1].docs as number)++;
    return id;
  }
}
