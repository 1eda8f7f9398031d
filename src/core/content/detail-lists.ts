/**
 * The requests behind the resource lists of EventDetail and SpeakerDetail (spec 2 §2, §7): which resources, how
 * many a page, which page and in which order. Pure, so the page sizes and the crsFilter rule are tested without a
 * browser; src/portal/detail/data.ts turns a query into the list request.
 */
import { EVENT_RESOURCES_PAGE_SIZE, SPEAKER_RESOURCES_LIMIT } from '../constants';
import { asRecord, nonEmptyString } from '../values';

/** One filter clause `field == any of values` (docs/api.md "Filter grammar"). */
export interface ListClause {
  field: string;
  value: string[];
}

export interface ResourceListQuery {
  filter: ListClause[];
  limit: number;
  page: number;
  sort: '-datestart';
}

/** A field is a dotted path of word characters and dashes, as in the API's filter grammar. */
const FIELD = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
/** The clauses that choose the event; a project's crsFilter narrows the list, it never points it at other resources. */
const EVENT_KEYS = new Set(['project', 'event.slug', 'event.id', 'event']);

function clauseValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) =>
      (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean' ? String(v) : nonEmptyString(v),
    )
    .filter((v): v is string => !!v);
}

/**
 * A project's crsFilter (spec 2 §3 Project, §7 "an event's resources by event and crsFilter") as clauses. The spec
 * does not spell its shape; the CMS keeps project settings as objects or as JSON text (selectedTranscriptLanguages),
 * so both are read: `{ "crtype": ["lecture", "e-course"], "status": 6 }` keeps lectures and e-courses with status 6.
 * Anything else, fields outside the filter grammar, empty values and the event's own keys are ignored.
 * @example crsFilterClauses('{"crtype":"lecture"}') // [{ field: 'crtype', value: ['lecture'] }]
 */
export function crsFilterClauses(crsFilter: unknown): ListClause[] {
  let source: unknown = crsFilter;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      return [];
    }
  }
  const record = Array.isArray(source) ? null : asRecord(source);
  if (!record) return [];
  return Object.entries(record)
    .filter(([field]) => FIELD.test(field) && !EVENT_KEYS.has(field))
    .map(([field, value]) => ({ field, value: clauseValues(value) }))
    .filter((c) => c.value.length > 0);
}

/** A 1-based page number from anything (the `page` query); 1 when missing or invalid. */
function pageOf(page: unknown): number {
  const n = typeof page === 'number' ? page : Number.parseInt(String(page ?? ''), 10);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** EventDetail's resources: the event's, narrowed by the project's crsFilter, 20 a page, newest first. */
export function eventResourcesQuery(
  event: { project: unknown; slug: unknown },
  crsFilter: unknown,
  page: unknown,
): ResourceListQuery {
  const own = [
    { field: 'project', value: clauseValues(event.project) },
    { field: 'event.slug', value: clauseValues(event.slug) },
  ].filter((c) => c.value.length > 0);
  return {
    filter: [...own, ...crsFilterClauses(crsFilter)],
    limit: EVENT_RESOURCES_PAGE_SIZE,
    page: pageOf(page),
    sort: '-datestart',
  };
}

/** SpeakerDetail's resources: theirs in every project, 40 a page, newest first (spec 2 §2 "their resources, 40, date desc"). */
export function speakerResourcesQuery(speakerId: unknown, page: unknown): ResourceListQuery {
  return {
    filter: [{ field: 'speakers.id', value: clauseValues(speakerId) }],
    limit: SPEAKER_RESOURCES_LIMIT,
    page: pageOf(page),
    sort: '-datestart',
  };
}
