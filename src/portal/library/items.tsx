/**
 * What a listing shows of one item (spec 2 §2, §5): the localised title truncated to 250, the date in the item's
 * project zone (`PP`), speakers' names, and links to the detail routes through the router (CRDetail, EventDetail,
 * SpeakerDetail): hrefs are built from route names and encoded params, never taken from the data. Images pass
 * core `safeUrl`.
 */
import { useState } from 'react';
import { TRUNCATE } from '../../core/constants';
import { localizedTitle } from '../../core/content/localized-title';
import { truncate } from '../../core/content/truncate';
import { thumbnailFallbackAsset } from '../../core/content/thumbnail';
import { formatDate } from '../../core/i18n-dates/format-date';
import { asArray, asRecord, nonEmptyString } from '../../core/live/values';
import { safeUrl } from '../../core/url/safe-url';
import type { RouteTarget } from '../router/routes';
import { entityOf, usePortal } from '../app-context';

export type Item = Record<string, unknown>;

/** Title, date, people and detail target of an item, as every card and row shows them. */
export function useItemText() {
  const { clientConfig, locale } = usePortal();
  const language = String(locale).startsWith('de') ? 'de' : 'en';
  return {
    title: (item: Item) => truncate(localizedTitle(item, locale, clientConfig?.useLanguageInSearch), TRUNCATE.card),
    date: (item: Item) => {
      const project = nonEmptyString(item.project) ?? undefined;
      const zone = (entityOf(clientConfig, 'projects', project) as { timezone?: unknown } | null)?.timezone;
      return formatDate(item.datestart, language, zone);
    },
    speakers: (item: Item) => asArray<Item>(item.speakers).map(personName).filter(Boolean).join(', '),
  };
}

export function personName(person: unknown): string {
  const p = asRecord(person);
  return [p?.title, p?.firstname, p?.lastname].map((v) => nonEmptyString(v)).filter(Boolean).join(' ');
}

/** Detail route of a list item; null when its key fields are missing (the title then shows without a link). */
export function detailTarget(type: 'congressresources' | 'events' | 'speakers', item: Item): RouteTarget | null {
  if (type === 'speakers') return item.id !== undefined ? { name: 'SpeakerDetail', params: { id: String(item.id) } } : null;
  const project = nonEmptyString(item.project);
  const slug = nonEmptyString(item.slug);
  if (!project || !slug) return null;
  return { name: type === 'events' ? 'EventDetail' : 'CRDetail', params: { project, slug } };
}

/** A resource thumbnail (decorative: the title says it all); a broken image falls back to the client's asset for its crtype, then to a plain box (spec 2 §8). */
export function Thumbnail({ item }: { item: Item }) {
  const { clientConfig } = usePortal();
  const [failed, setFailed] = useState(0);
  const sources = [safeUrl(asRecord(item.thumbnail)?.url), thumbnailFallbackAsset(clientConfig?.clientAssets, item.crtype)].filter((s): s is string => !!s);
  const src = sources[failed];
  return src
    ? <img className="cp-card__image" src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed((n) => n + 1)} />
    : <span className="cp-card__image" aria-hidden="true" />;
}
