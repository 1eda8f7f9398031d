/**
 * What a listing shows of one item (spec 2 §2, §5): the localised title truncated to 250, the date in the item's
 * project zone (`PP`), speakers' names, and links to the detail routes through the router (CRDetail, EventDetail,
 * SpeakerDetail): hrefs are built from route names and encoded params, never taken from the data. The views
 * themselves are src/ui/library's (shared with the list widgets).
 */
import { TRUNCATE } from '../../core/constants';
import { localizedTitle } from '../../core/content/localized-title';
import { truncate } from '../../core/content/truncate';
import { formatDate } from '../../core/i18n-dates/format-date';
import { nonEmptyString } from '../../core/values';
import { personName, speakerNames, Thumbnail as UiThumbnail } from '../../ui/library/ItemViews';
import type { RouteTarget } from '../router/routes';
import { entityOf, usePortal } from '../app-context';
import { useAssets } from '../data/use-assets';
import { resolveClientAssets } from '../../core/content/thumbnail';

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
    speakers: speakerNames,
  };
}

export { personName };

/** Detail route of a list item; null when its key fields are missing (the title then shows without a link). */
export function detailTarget(type: 'congressresources' | 'events' | 'speakers', item: Item): RouteTarget | null {
  if (type === 'speakers')
    return item.id !== undefined ? { name: 'SpeakerDetail', params: { id: String(item.id) } } : null;
  const project = nonEmptyString(item.project);
  const slug = nonEmptyString(item.slug);
  if (!project || !slug) return null;
  return { name: type === 'events' ? 'EventDetail' : 'CRDetail', params: { project, slug } };
}

/** A resource thumbnail with the client's fallback assets (src/ui/library). */
export function Thumbnail({ item }: { item: Item }) {
  const { clientConfig } = usePortal();
  const assets = useAssets();
  return <UiThumbnail item={item} clientAssets={resolveClientAssets(clientConfig?.clientAssets, assets)} />;
}
