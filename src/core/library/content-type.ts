import { CONTENT_TYPES, SEARCH_TYPES } from '../constants';

export type ContentType = (typeof CONTENT_TYPES)[number];
export type SearchType = (typeof SEARCH_TYPES)[ContentType];

/**
 * The `contenttype` query value (spec 2 §2, §5; spec 3 §2): events, slides or speakers; anything else
 * (missing, unknown, other case) means congressresources.
 */
export function parseContentType(value: unknown): ContentType {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'events' || v === 'slides' || v === 'speakers' ? v : 'congressresources';
}

/** Search type per content type (spec 1 §9): congressresource, timeline, speaker, event. */
export function searchTypeFor(contentType: unknown): SearchType {
  return SEARCH_TYPES[parseContentType(contentType)];
}

/** Content type for a search type or a search hit's `_type`; unknown values give null. */
export function contentTypeForSearchType(searchType: unknown): ContentType | null {
  for (const type of CONTENT_TYPES) if (SEARCH_TYPES[type] === searchType) return type;
  return null;
}

/**
 * The content type a `contenttype` query asks for (spec 2 §2 "Query parameter contenttype accepts events, slides,
 * speakers; any other value means congress resources"; spec 3 §2): null when the query has no such key, so the
 * route's own content type applies; otherwise the parsed value, whatever listing the path named.
 * @example queriedContentType({ contenttype: 'events' }) // 'events'; ({ contenttype: 'x' }) // 'congressresources'
 */
export function queriedContentType(query: unknown): ContentType | null {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).contenttype : undefined;
  return raw === undefined || raw === null ? null : parseContentType(Array.isArray(raw) ? raw[0] : raw);
}
