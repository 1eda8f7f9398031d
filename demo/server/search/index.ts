import MiniSearch from 'minisearch';
import type { ClientDataset } from '../dataset/types';

/** Search types (spec 1 §9: congressresources, slides, speakers, events → congressresource, timeline, speaker, event). */
export const SEARCH_TYPES = { congressresource: 'congressresources', timeline: 'timelineitems', speaker: 'speakers', event: 'events' } as const;
export type SearchType = keyof typeof SEARCH_TYPES;

/** One searchable document: the indexed text plus what filtering, sorting and facets need. */
export interface SearchDoc {
  key: string;
  type: SearchType;
  id: number;
  project: string | null;
  ts: number | null;
  year: string | null;
  source: Record<string, unknown>;
}

const TITLE_FIELDS = ['title', 'de_title', 'en_title'];
const strip = (html: unknown) => (typeof html === 'string' ? html.replace(/<[^>]*>/g, ' ') : '');
const names = (speakers: unknown) => (Array.isArray(speakers) ? speakers.map((s) => `${s?.firstname ?? ''} ${s?.lastname ?? ''}`).join(' ') : '');

function fieldsOf(type: SearchType, item: Record<string, unknown>): Record<string, string> {
  if (type === 'speaker') {
    const title = `${item.firstname ?? ''} ${item.lastname ?? ''}`.trim();
    return { title, de_title: title, en_title: title, people: title, text: `${item.organization ?? ''} ${item.city ?? ''} ${item.country ?? ''}` };
  }
  const congressresource = item.congressresource as Record<string, unknown> | undefined;
  return {
    title: String(item.title ?? congressresource?.title ?? ''),
    de_title: String(item.de_title ?? ''),
    en_title: String(item.en_title ?? ''),
    people: names(item.speakers),
    text: [item.number, ...(Array.isArray(item.topics) ? item.topics : []), item.type, item.crtype, strip(item.infotext), strip(item.Overview)].filter(Boolean).join(' '),
  };
}

/** A client's full-text index (minisearch: prefix and fuzzy matching, language-prefixed titles). */
export class SearchIndex {
  readonly docs = new Map<string, SearchDoc>();
  readonly mini = new MiniSearch<{ key: string } & Record<string, string>>({
    idField: 'key',
    fields: ['title', 'de_title', 'en_title', 'people', 'text'],
    storeFields: [],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3, de_title: 3, en_title: 3, people: 2 }, combineWith: 'AND' },
  });

  constructor(data: ClientDataset) {
    const batch: ({ key: string } & Record<string, string>)[] = [];
    for (const [type, resource] of Object.entries(SEARCH_TYPES) as [SearchType, keyof ClientDataset][]) {
      for (const item of data[resource] as unknown as Record<string, unknown>[]) {
        const key = `${type}:${item.id}`;
        const start = typeof item.datestart === 'string' ? Date.parse(item.datestart) : NaN;
        this.docs.set(key, {
          key, type, id: item.id as number, project: (item.project as string) ?? null,
          ts: Number.isFinite(start) ? start : null, year: typeof item.datestart === 'string' ? item.datestart.slice(0, 4) : null, source: item,
        });
        batch.push({ key, ...fieldsOf(type, item) });
      }
    }
    this.mini.addAll(batch);
  }

  /** Matches for a query (all documents for an empty query), with scores. */
  match(query: string, lang: string | undefined): { doc: SearchDoc; score: number }[] {
    if (!query.trim()) return [...this.docs.values()].map((doc) => ({ doc, score: 0 }));
    const boost: Record<string, number> = { title: 3, de_title: 2, en_title: 2, people: 2, text: 1 };
    if (lang && TITLE_FIELDS.includes(`${lang}_title`)) boost[`${lang}_title`] = 4;
    return this.mini.search(query, { boost }).flatMap((r) => {
      const doc = this.docs.get(r.id as string);
      return doc ? [{ doc, score: r.score }] : [];
    });
  }

  /** Autocomplete: best prefix/fuzzy title matches, any-term combination so partial phrases still suggest. */
  suggest(query: string, lang: string | undefined, accept: (doc: SearchDoc) => boolean, size: number) {
    const titleField = lang && TITLE_FIELDS.includes(`${lang}_title`) ? `${lang}_title` : 'title';
    const results = this.mini.search(query, { fields: ['title', 'de_title', 'en_title', 'people'], combineWith: 'AND', prefix: true, fuzzy: 0.2 });
    const out: { doc: SearchDoc; text: string }[] = [];
    for (const r of results) {
      const doc = this.docs.get(r.id as string);
      if (!doc || !accept(doc)) continue;
      const s = doc.source;
      const text = doc.type === 'speaker' ? `${s.firstname ?? ''} ${s.lastname ?? ''}`.trim() : String(s[titleField] || s.title || '');
      out.push({ doc, text });
      if (out.length >= size) break;
    }
    return out;
  }
}
