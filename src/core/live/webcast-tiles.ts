/**
 * The channel tiles of the webcast display, the webcast teaser and the channel / filter matrix (spec 3 §3 Webcast
 * display settings, §4 On air / off air, §5, §8): one pure function from the polled channel list, the settings
 * and the clock to what each tile shows. The widgets only draw the result.
 */
import { displayChannelList } from './channel-order';
import { isOnAir, nextUpcomingEvent } from './on-air';
import { channelThumbnail, type ThumbnailKind } from './thumbnails';
import { asArray, asRecord, isOn, nonEmptyString, splitList } from '../values';
import { webcastDisplayLink, type WebcastLink } from '../widget-mode/webcast-link';

export interface WebcastTile {
  id: string;
  slug: string;
  title: string;
  onAir: boolean;
  /** The current event on air; off air the next upcoming one (unless hideUpcomingEvents); else null. */
  event: Record<string, unknown> | null;
  /** True when `event` is the next upcoming event of an off-air channel. */
  upcoming: boolean;
  /** Channel matrix with disableOffAir: an off-air channel is shown but disabled (no link). */
  disabled: boolean;
  link: WebcastLink | null;
  image: { kind: ThumbnailKind; url: string | null; errorUrl: string | null };
}

/**
 * Spec 3 §4: the next upcoming event of an off-air channel — the earliest event with status 2 that starts after
 * `now` and is not ignored (exact comparison). The channel's day `events` are searched, and its `nextEvent` (the
 * channel list sends that instead of the events).
 */
export function upcomingEventOf(channel: unknown, now: number, ignoreEvents?: unknown): Record<string, unknown> | null {
  const c = asRecord(channel);
  const next = asRecord(c?.nextEvent);
  const events = [...asArray<unknown>(c?.events), ...(next ? [next] : [])];
  return nextUpcomingEvent({ events }, now, ignoreEvents) as Record<string, unknown> | null;
}

/**
 * Spec 3 §3–§5 Webcast display: ignoredChannels removed, channelSort / channelOrder applied; a channel is on air
 * when not paused with a current event that ignoreEvents (exact) does not match; off-air channels show only with
 * showOffAir (`matrix`: always, disabled when disableOffAir); an off-air tile shows the next upcoming event unless
 * hideUpcomingEvents; the link is the event's own eventDetailsLink before channelUrlPattern (both through the URL
 * gate), target linkTarget (default `_top`); the image follows the thumbnails settings.
 */
export function webcastTiles(channels: unknown, settings: unknown, now: number, matrix = false): WebcastTile[] {
  const s = asRecord(settings) ?? {};
  const ignore = s.ignoreEvents;
  const disableOffAir = matrix && isOn(s.disableOffAir);
  const tiles: WebcastTile[] = [];
  for (const channel of displayChannelList<Record<string, unknown>>(channels, s)) {
    const onAir = isOnAir(channel, ignore);
    if (!onAir && !matrix && !isOn(s.showOffAir)) continue;
    const upcoming = onAir || isOn(s.hideUpcomingEvents) ? null : upcomingEventOf(channel, now, ignore);
    const event = onAir ? asRecord(channel.currentEvent) : upcoming;
    const disabled = disableOffAir && !onAir;
    tiles.push({
      id: nonEmptyString(channel.id) ?? '',
      slug: nonEmptyString(channel.slug) ?? '',
      title: nonEmptyString(channel.title) ?? nonEmptyString(channel.slug) ?? '',
      onAir,
      event,
      upcoming: upcoming !== null,
      disabled,
      link: disabled ? null : webcastDisplayLink(event, channel, s),
      image: channelThumbnail(channel, s.thumbnails, now, ignore),
    });
  }
  return tiles;
}

/** Spec 3 §2 Widget mode: a channel widget answers `hasOnAirChannel` with whether any channel it shows is on air. */
export function hasOnAirTile(tiles: readonly WebcastTile[]): boolean {
  return tiles.some((tile) => tile.onAir && !tile.disabled);
}

/** The topics of a tile's event (its `topics` list or comma text), first one the main topic (spec 3 §3 Event). */
export function tileTopics(tile: WebcastTile): string[] {
  return splitList(tile.event?.topics);
}

/**
 * The filter matrix (issue 13 item 2): the topics of the channels' events, sorted case-insensitively (spec 3 §5,
 * the topic filter's order), and the tiles whose event has one of the selected topics (none selected: all).
 */
export function filterMatrixTopics(tiles: readonly WebcastTile[]): string[] {
  const all = new Set<string>();
  for (const tile of tiles) for (const topic of tileTopics(tile)) all.add(topic);
  return [...all].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}

export function filterTilesByTopics(tiles: readonly WebcastTile[], selected: readonly string[]): WebcastTile[] {
  if (selected.length === 0) return [...tiles];
  return tiles.filter((tile) => tileTopics(tile).some((topic) => selected.includes(topic)));
}

/**
 * Spec 3 §8: with no visible channel the text `widgets.filtermatrix.noResults`, or in the display the collection
 * description when it has one. Returns the description, or null for the translated text.
 */
export function noChannelDescription(collection: unknown, display: boolean): string | null {
  return display ? nonEmptyString(asRecord(collection)?.description) : null;
}
