import { displayChannelList } from '../live/channel-order';
import { asArray, asRecord, nonEmptyString } from '../values';
import type { TimetableSession } from './sessions';
import type { TimetableSettings } from './settings';

/** One column of the calendar: a channel (room), or a room the channel list does not know. */
export interface TimetableColumn {
  key: string;
  slug: string;
  title: string;
  /** True for a column made from sessions whose channel is not in the channel list. */
  unknown: boolean;
}

type ColumnSettings = Pick<TimetableSettings, 'channelSort' | 'channelOrder' | 'ignoredChannels' | 'channelMappings'>;

/** Follows channelMappings (a → b → c) to the column slug; stops at cycles. */
export function mappedSlug(slug: string, mappings: Record<string, string>): string {
  let current = slug;
  const seen = new Set<string>();
  while (Object.hasOwn(mappings, current) && !seen.has(current)) {
    seen.add(current);
    current = mappings[current];
  }
  return current;
}

/**
 * The calendar's columns (spec 3 §3, §5): channels minus ignoredChannels, ordered by channelSort then
 * channelOrder (shared rule `displayChannelList`); channels that channelMappings send to another channel
 * get no column of their own. Sessions of channels missing from the list get a column after the known ones
 * (titled by the event's channel title or location), so no session disappears; sessions of ignored
 * channels stay hidden. Returns the columns and a slug → column index lookup.
 */
export function buildColumns(
  channels: unknown,
  sessions: readonly TimetableSession[],
  settings: ColumnSettings,
): { columns: TimetableColumn[]; columnOf: (session: TimetableSession) => number } {
  const all = asArray(channels)
    .map(asRecord)
    .filter((c): c is Record<string, unknown> => c !== null);
  const knownSlugs = new Set(all.map((c) => nonEmptyString(c.slug) ?? '').filter(Boolean));
  const ignored = new Set(settings.ignoredChannels);
  const shown = displayChannelList<Record<string, unknown>>(all, settings);
  const columns: TimetableColumn[] = [];
  const index = new Map<string, number>();
  for (const c of shown) {
    const slug = nonEmptyString(c.slug) ?? nonEmptyString(c.id) ?? '';
    if (!slug || index.has(slug) || mappedSlug(slug, settings.channelMappings) !== slug) continue;
    index.set(slug, columns.length);
    columns.push({ key: slug, slug, title: nonEmptyString(c.title) ?? slug, unknown: false });
  }
  const target = (s: TimetableSession) => mappedSlug(s.channelSlug, settings.channelMappings);
  for (const s of sessions) {
    const slug = target(s);
    if (index.has(slug) || ignored.has(slug) || ignored.has(s.channelSlug) || knownSlugs.has(slug)) continue;
    index.set(slug, columns.length);
    columns.push({ key: slug || '~', slug, title: slug ? s.channelTitle || slug : s.location, unknown: true });
  }
  return { columns, columnOf: (s) => index.get(target(s)) ?? -1 };
}
