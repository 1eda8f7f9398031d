import MiniSearch from 'minisearch';
import type { ClientDataset } from '../dataset/types';
import { comparator, type SortSpec } from '../http/sort';
import { Lru } from '../lru';

/** Search types (spec 1 §9: congressresources, slides, speakers, events → congressresource, timeline, speaker, event). */
export const SEARCH_TYPES = {
  congressresource: 'congressresources',
  timeline: 'timelineitems',
  speaker: 'speakers',
  event: 'events',
} as const;
export type SearchType = keyof typeof SEARCH_TYPES;

/** One searchable document: the indexed text plus what filtering, sorting and facets need. */
export interface SearchDoc {
  /** Position in the index (0…n-1), for array marks instead of maps on hot paths. */
  n: number;
  key: string;
  type: SearchType;
  id: number;
  project: string | null;
  /**
   * The projects the document belongs to, for the `project` and `group` scopes: its own project; a speaker without
   * one belongs to every project in which they speak (resources and events listing them).
   */
  projects: readonly string[];
  ts: number | null;
  year: string | null;
  source: Record<string, unknown>;
}

const TITLE_FIELDS = ['title', 'de_title', 'en_title'];
const names = (speakers: unknown) =>
  Array.isArray(speakers) ? speakers.map((s) => `${s?.firstname ?? ''} ${s?.lastname ?? ''}`).join(' ') : '';

export function fieldsOf(type: SearchType, item: Record<string, unknown>): Record<string, string> {
  if (type === 'speaker') {
    const title = `${item.firstname ?? ''} ${item.lastname ?? ''}`.trim();
    return {
      title,
      de_title: title,
      en_title: title,
      people: title,
      text: `${item.organization ?? ''} ${item.city ?? ''} ${item.country ?? ''}`,
    };
  }
  const congressresource = item.congressresource as Record<string, unknown> | undefined;
  return {
    title: String(item.title ?? congressresource?.title ?? ''),
    de_title: String(item.de_title ?? ''),
    en_title: String(item.en_title ?? ''),
    people: names(item.speakers),
    // Short keywords only: descriptions mostly repeat the titles and would multiply postings (search p95 budget).
    text: [item.number, ...(Array.isArray(item.topics) ? item.topics : []), item.type, item.crtype]
      .filter(Boolean)
      .join(' '),
  };
}

/** Speaker id → the projects of the congress resources and events that list them as speakers. */
export function speakerProjectsOf(data: ClientDataset): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const item of [...data.congressresources, ...data.events] as unknown as Record<string, unknown>[]) {
    if (typeof item.project !== 'string' || !Array.isArray(item.speakers)) continue;
    for (const s of item.speakers as { id?: unknown }[]) {
      if (typeof s?.id !== 'number') continue;
      const set = out.get(s.id) ?? new Set<string>();
      set.add(item.project);
      out.set(s.id, set);
    }
  }
  return out;
}

/** A client's full-text index (minisearch: prefix and fuzzy matching, language-prefixed titles). */
export class SearchIndex {
  readonly docs = new Map<string, SearchDoc>();
  readonly mini = new MiniSearch<{ key: string } & Record<string, string>>({
    idField: 'key',
    fields: ['title', 'de_title', 'en_title', 'people', 'text'],
    storeFields: [],
    // One typo allowed in words of 5+ letters (2 would turn "cardiology" into "radiology" and double the work).
    searchOptions: {
      prefix: true,
      fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
      boost: { title: 3, de_title: 3, en_title: 3, people: 2 },
      combineWith: 'AND',
    },
  });

  constructor(data: ClientDataset) {
    const speakerProjects = speakerProjectsOf(data);
    const batch: ({ key: string } & Record<string, string>)[] = [];
    for (const [type, resource] of Object.entries(SEARCH_TYPES) as [SearchType, keyof ClientDataset][]) {
      for (const item of data[resource] as unknown as Record<string, unknown>[]) {
        const key = `${type}:${item.id}`;
        const start = typeof item.datestart === 'string' ? Date.parse(item.datestart) : NaN;
        this.docs.set(key, {
          n: this.docs.size,
          key,
          type,
          id: item.id as number,
          project: (item.project as string) ?? null,
          projects:
            typeof item.project === 'string'
              ? [item.project]
              : type === 'speaker'
                ? [...(speakerProjects.get(item.id as number) ?? [])]
                : [],
          ts: Number.isFinite(start) ? start : null,
          year: typeof item.datestart === 'string' ? item.datestart.slice(0, 4) : null,
          source: item,
        });
        batch.push({ key, ...fieldsOf(type, item) });
      }
    }
    this.mini.addAll(batch);
  }

  private readonly orders = new Map<string, SearchDoc[]>();

  /** Every document in a field order (not relevance, not likes), cached: static data sorts once. */
  ordered(specs: SortSpec[]): SearchDoc[] {
    const key = specs.map((s) => (s.desc ? '-' : '') + s.key).join(',');
    let list = this.orders.get(key);
    if (!list) {
      const compare = comparator(specs, () => 0);
      list = [...this.docs.values()].sort((a, b) => compare(a.source, b.source));
      this.orders.set(key, list);
    }
    return list;
  }

  private everything: { doc: SearchDoc; score: number }[] | undefined;
  private readonly recent = new Lru<{ doc: SearchDoc; score: number }[]>(256);
  private readonly suggestions = new Lru<{ id: string }[]>(256);

  /**
   * Matches for a query (all documents for an empty query), with scores. The text stage is cached for the
   * last 256 queries: paging, sorting, type tabs and facet clicks repeat the same text (data is static).
   */
  match(query: string, lang: string | undefined): { doc: SearchDoc; score: number }[] {
    if (!query.trim()) return (this.everything ??= [...this.docs.values()].map((doc) => ({ doc, score: 0 })));
    return this.recent.get(`${lang ?? ''}|${query}`, () => this.textMatch(query, lang));
  }

  private textMatch(query: string, lang: string | undefined): { doc: SearchDoc; score: number }[] {
    const boost: Record<string, number> = { title: 3, de_title: 2, en_title: 2, people: 2, text: 1 };
    if (lang && TITLE_FIELDS.includes(`${lang}_title`)) boost[`${lang}_title`] = 4;
    // Typos: fuzzy matching only when the exact/prefix search finds little (fuzzy on every query costs 3-4×).
    let results = this.mini.search(query, { boost, fuzzy: false });
    if (results.length < 10) results = this.mini.search(query, { boost });
    return results.flatMap((r) => {
      const doc = this.docs.get(r.id as string);
      return doc ? [{ doc, score: r.score }] : [];
    });
  }

  /** Autocomplete: best prefix/fuzzy title matches, any-term combination so partial phrases still suggest. */
  suggest(query: string, lang: string | undefined, accept: (doc: SearchDoc) => boolean, size: number) {
    const titleField = lang && TITLE_FIELDS.includes(`${lang}_title`) ? `${lang}_title` : 'title';
    const results = this.suggestions.get(query, () =>
      this.mini
        .search(query, { fields: ['title', 'de_title', 'en_title', 'people'], combineWith: 'AND' })
        .map((r) => ({ id: r.id as string })),
    );
    const out: { doc: SearchDoc; text: string }[] = [];
    for (const r of results) {
      const doc = this.docs.get(r.id);
      if (!doc || !accept(doc)) continue;
      const s = doc.source;
      const text =
        doc.type === 'speaker'
          ? `${s.firstname ?? ''} ${s.lastname ?? ''}`.trim()
          : String(s[titleField] || s.title || '');
      out.push({ doc, text });
      if (out.length >= size) break;
    }
    return out;
  }
}
