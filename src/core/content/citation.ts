import { formatInTimeZone } from 'date-fns-tz';
import { asArray, nonEmptyString } from '../values';
import { instantInZone, projectTimezone } from './schedule-status';
import { slugClass } from './slug-class';

export type CitationStyle = 'bibtex' | 'plain';

export interface CitationInput {
  /** The resource (title, slug, speakers, datestart, number). */
  resource: unknown;
  /** Title of the congress (project) the resource belongs to. */
  congressTitle?: unknown;
  /** Canonical URL of the resource detail page. */
  url?: unknown;
  /** Project time zone for the year (default Europe/Berlin). */
  timezone?: unknown;
}

interface Author {
  first: string;
  last: string;
}

function authors(resource: Record<string, unknown>): Author[] {
  return asArray(resource.speakers)
    .map((s) => {
      const o = (s ?? {}) as Record<string, unknown>;
      return { first: nonEmptyString(o.firstname) ?? '', last: nonEmptyString(o.lastname) ?? '' };
    })
    .filter((a) => a.first || a.last);
}

function year(resource: Record<string, unknown>, timezone: unknown): string | null {
  const t = instantInZone(resource.datestart, timezone);
  return t === null ? null : formatInTimeZone(t, projectTimezone(timezone), 'yyyy');
}

/** Escapes BibTeX special characters so titles like "R&D 100%" survive LaTeX. */
function bib(text: string): string {
  return text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([{}&%$#_])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');
}

/**
 * Citation text (spec 2 §4 "Citation dialog: style bibtex or plain"). BibTeX: a @misc entry keyed by the slug
 * with author ("Last, First and …"), title, howpublished (congress), year and url. Plain: "Last F, Last F. Title.
 * Congress, Year. URL". Missing parts are left out; the year is taken in the project's time zone.
 */
export function citation(input: CitationInput, style: CitationStyle): string {
  const r = (input?.resource ?? {}) as Record<string, unknown>;
  const title = nonEmptyString(r.title) ?? '';
  const list = authors(r);
  const congress = nonEmptyString(input?.congressTitle);
  const url = nonEmptyString(input?.url);
  const y = year(r, input?.timezone);
  if (style === 'bibtex') {
    const key = slugClass(nonEmptyString(r.slug) ?? String(r.id ?? 'resource')).replace(/^_/, '') || 'resource';
    const fields: [string, string | null][] = [
      ['author', list.length ? list.map((a) => bib([a.last, a.first].filter(Boolean).join(', '))).join(' and ') : null],
      ['title', title ? bib(title) : null],
      ['howpublished', congress ? bib(congress) : null],
      ['year', y],
      ['url', url],
    ];
    const body = fields
      .filter(([, v]) => v)
      .map(([k, v]) => `  ${k} = {${v}}`)
      .join(',\n');
    return `@misc{${key},\n${body}\n}`;
  }
  const names = list
    .map((a) => [a.last, a.first ? a.first.charAt(0).toUpperCase() : ''].filter(Boolean).join(' '))
    .join(', ');
  const container = [congress, y].filter(Boolean).join(', ');
  return [names, title, container, url]
    .filter((p): p is string => !!p)
    .map((p, i, all) => (i < all.length - 1 && !/[.?!]$/.test(p) ? `${p}.` : p))
    .join(' ');
}
