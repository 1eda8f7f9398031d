/**
 * A client's searchable documents as rows for indexing (load.ts). Everything a filter, facet or sort compares is
 * computed here by the same functions the in-process engine uses (http/sort.ts keys, http/filter.ts date reading), so
 * both engines order and compare alike.
 */
import { comparable } from '../../http/filter';
import { SORT_KEYS } from '../../http/sort';
import type { ClientDataset } from '../../dataset/types';
import { fieldsOf, SEARCH_TYPES, speakerProjectsOf, type SearchType } from '../index';

/**
 * Sort keys stored as columns of `search_documents`: each document's rank in the key's order among the client's
 * documents (equal keys, equal ranks; null without a key), so a page is ordered by comparing integers. `likes` is
 * joined per request: counts change while the server runs.
 */
export const SORT_COLUMNS = {
  datestart: 'r_datestart',
  dateend: 'r_dateend',
  title: 'r_title',
  sessiontitle: 'r_sessiontitle',
  speaker: 'r_speaker',
  lastname: 'r_lastname',
  id: 'r_id',
  number: 'r_number',
  sort: 'r_sort',
} as const;
const NUMERIC_SORT = new Set(['datestart', 'dateend', 'id', 'sort']);

/** Facet fields whose values are stored as `f_<field>` text arrays. */
export const FACET_COLUMNS = {
  topics: 'f_topics',
  crtype: 'f_crtype',
  type: 'f_type',
  project: 'f_project',
  language: 'f_language',
} as const;

/** Date fields whose filter values (`datestart>=…`) are stored read as the filter reads them. */
export const DATE_COLUMNS = { datestart: 'c_datestart', dateend: 'c_dateend' } as const;

const TIME_ZONE = 'Europe/Berlin';

/**
 * A field's values as the filter's `==` compares them (http/filter.ts: strings as they are, booleans as
 * true/false, anything else by String), lists flattened, missing values left out.
 */
export function valuesOf(raw: unknown): string[] {
  const list = Array.isArray(raw) ? (raw.flat(Infinity) as unknown[]) : [raw];
  const out: string[] = [];
  for (const v of list)
    if (v !== null && v !== undefined)
      out.push(typeof v === 'string' ? v : typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v));
  return out;
}

function dateValue(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  return typeof raw === 'string' ? comparable(raw, TIME_ZONE) : null;
}

/** One document as indexing reads it: its columns before PostgreSQL derives `tsv` and the ranks. */
export type Row = Record<string, unknown>;

/** Every searchable document of a client, as rows (the item itself under `source`, stored in its own table). */
export function* rowsOf(data: ClientDataset): Generator<Row> {
  const speakerProjects = speakerProjectsOf(data);
  for (const [type, resource] of Object.entries(SEARCH_TYPES) as [SearchType, keyof ClientDataset][]) {
    for (const item of data[resource] as unknown as Record<string, unknown>[]) {
      const fields = fieldsOf(type, item);
      const row: Row = {
        type,
        id: item.id,
        slug: typeof item.slug === 'string' ? item.slug : null,
        projects:
          typeof item.project === 'string'
            ? [item.project]
            : type === 'speaker'
              ? [...(speakerProjects.get(item.id as number) ?? [])]
              : [],
        year: typeof item.datestart === 'string' ? item.datestart.slice(0, 4) : null,
        category: String(item.crtype),
        title: fields.title,
        lang_titles: `${fields.de_title} ${fields.en_title}`,
        people: fields.people,
        keywords: fields.text,
        source: item,
      };
      for (const [field, column] of Object.entries(FACET_COLUMNS)) row[column] = valuesOf(item[field]);
      // Every facet value of the document in one list, named: facet counts unnest one array per combination.
      row.facets = [
        ...Object.keys(FACET_COLUMNS).flatMap((f) =>
          (row[`f_${f}`] as string[]).map((v) => `${f}${FACET_SEPARATOR}${v}`),
        ),
        ...(row.year ? [`years${FACET_SEPARATOR}${row.year}`] : []),
      ].filter((v) => !v.endsWith(FACET_SEPARATOR));
      for (const [field, column] of Object.entries(DATE_COLUMNS)) row[column] = dateValue(item[field]);
      for (const key of Object.keys(SORT_COLUMNS)) {
        const value = SORT_KEYS[key](item, () => 0);
        row[`k_${key}`] = value === null || NUMERIC_SORT.has(key) ? value : String(value);
      }
      yield row;
    }
  }
}

/**
 * Column name → SQL type of the per-document part of a row, as load.ts stages it: the facet values go to
 * `search_combos` (combos.ts), the sort keys `k_…` become ranks and the texts become `tsv` in `search_documents`.
 */
export const COLUMN_TYPES: [string, string][] = [
  ['type', 'text'],
  ['id', 'bigint'],
  ['slug', 'text'],
  ['combo', 'int'],
  ...Object.values(DATE_COLUMNS).map((c): [string, string] => [c, 'float8']),
  ...Object.keys(SORT_COLUMNS).map((k): [string, string] => [`k_${k}`, NUMERIC_SORT.has(k) ? 'float8' : 'text']),
  ['title', 'text'],
  ['lang_titles', 'text'],
  ['people', 'text'],
  ['keywords', 'text'],
];

/** Separates a facet's name from a value in the `facets` column (a character no value has; `chr(1)` in SQL). */
export const FACET_SEPARATOR = '\u0001';
