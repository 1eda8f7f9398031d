import { asArray, asRecord, nonEmptyString, splitList, toNumber } from '../values';

/**
 * Spec 3 §5: ignored channels (a comma list of slugs, `ignoredChannels`) are removed from the list.
 */
export function removeIgnoredChannels<T>(channels: unknown, ignoredChannels: unknown): T[] {
  const ignored = new Set(splitList(ignoredChannels));
  return asArray<T>(channels).filter((c) => {
    const slug = nonEmptyString(asRecord(c)?.slug);
    return asRecord(c) !== null && (slug === null || !ignored.has(slug));
  });
}

let collator: Intl.Collator | undefined;

function compareValues(a: unknown, b: unknown): number {
  const na = toNumber(a);
  const nb = toNumber(b);
  if (na !== null && nb !== null) return na - nb;
  if (na === null && nb === null) {
    const sa = nonEmptyString(a) ?? '';
    const sb = nonEmptyString(b) ?? '';
    // One collator for all comparisons (localeCompare with options builds one per call).
    collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    return collator.compare(sa, sb);
  }
  // Channels without a value for the field go last.
  return na === null ? 1 : -1;
}

/**
 * Spec 3 §3 Timetable / webcast display settings `channelSort` and `channelOrder`:
 * `channelSort` names a channel field to sort by ('title', 'sort', 'id', …; a leading '-' sorts
 * descending); `channelOrder` (a comma list of slugs) then puts the listed channels first, in
 * that order. Without either the server order is kept. The sort is stable.
 */
export function orderChannels<T>(channels: unknown, channelSort?: unknown, channelOrder?: unknown): T[] {
  const list = asArray<T>(channels).filter((c) => asRecord(c) !== null);
  const sortSpec = nonEmptyString(channelSort);
  const indexed = list.map((channel, index) => ({ channel, index }));
  if (sortSpec !== null) {
    const descending = sortSpec.startsWith('-');
    const field = descending ? sortSpec.slice(1) : sortSpec;
    indexed.sort((x, y) => {
      const c = compareValues(asRecord(x.channel)?.[field], asRecord(y.channel)?.[field]);
      return (descending ? -c : c) || x.index - y.index;
    });
  }
  const order = splitList(channelOrder);
  if (order.length === 0) return indexed.map((e) => e.channel);
  const rank = (c: T) => {
    const i = order.indexOf(nonEmptyString(asRecord(c)?.slug) ?? '');
    return i === -1 ? order.length : i;
  };
  return indexed
    .map((e, position) => ({ ...e, position }))
    .sort((x, y) => rank(x.channel) - rank(y.channel) || x.position - y.position)
    .map((e) => e.channel);
}

/** Ignored channels removed, then ordered (the list every display and timetable shows). */
export function displayChannelList<T>(channels: unknown, settings: unknown): T[] {
  const s = asRecord(settings);
  return orderChannels<T>(removeIgnoredChannels<T>(channels, s?.ignoredChannels), s?.channelSort, s?.channelOrder);
}
