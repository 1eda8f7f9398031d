import { asArray, asRecord, nonEmptyString } from '../values';

/** Basket item types (spec 1 §3, spec 2 §3). */
export type BasketItemType = 'congressresource' | 'event' | 'slide';
const TYPES: readonly string[] = ['congressresource', 'event', 'slide'];

export interface BasketEvent {
  event: 'ADD_ITEM' | 'REMOVE_ITEM';
  item_type: BasketItemType;
  item_id: string;
  /** ISO 8601 time of the click. */
  timestamp: string;
}

/** True when the basket holds the item (ids compared as strings: the API mixes numbers and strings). */
export function isFavourite(basketItems: unknown, itemType: unknown, itemId: unknown): boolean {
  const id = nonEmptyString(itemId);
  return (
    !!id &&
    asArray(basketItems).some((i) => {
      const o = asRecord(i);
      return o?.item_type === itemType && nonEmptyString(o?.item_id) === id;
    })
  );
}

/**
 * The basket event of a favourite toggle (spec 2 §4, §5): ADD_ITEM when absent, REMOVE_ITEM when present.
 * Null when not signed in (favourites are recorded only when logged in) or the type/id is invalid.
 */
export function favouriteToggleEvent(input: {
  signedIn: boolean;
  basketItems: unknown;
  itemType: unknown;
  itemId: unknown;
  now: number;
}): BasketEvent | null {
  const id = nonEmptyString(input?.itemId);
  if (input?.signedIn !== true || !id || typeof input.itemType !== 'string' || !TYPES.includes(input.itemType))
    return null;
  const at = typeof input.now === 'number' ? new Date(input.now) : null;
  if (!at || !Number.isFinite(at.getTime())) return null;
  return {
    event: isFavourite(input.basketItems, input.itemType, id) ? 'REMOVE_ITEM' : 'ADD_ITEM',
    item_type: input.itemType as BasketItemType,
    item_id: id,
    timestamp: at.toISOString(),
  };
}

export interface BasketItem {
  item_type: BasketItemType;
  item_id: string;
}

/** Basket items from an API answer (spec 1 §3: item_type, item_id): unknown types and missing ids dropped, ids as strings. */
export function toBasketItems(basketItems: unknown): BasketItem[] {
  return asArray(basketItems)
    .map(asRecord)
    .filter(
      (o): o is Record<string, unknown> =>
        !!o && typeof o.item_type === 'string' && TYPES.includes(o.item_type) && !!nonEmptyString(o.item_id),
    )
    .map((o) => ({ item_type: o.item_type as BasketItemType, item_id: nonEmptyString(o.item_id) as string }));
}

/** The basket items of one type, in the basket's order (newest first as the server answers), ids as strings, deduplicated. */
export function favouriteIds(basketItems: unknown, itemType: BasketItemType): string[] {
  const ids: string[] = [];
  for (const i of asArray(basketItems)) {
    const o = asRecord(i);
    const id = nonEmptyString(o?.item_id);
    if (o?.item_type === itemType && id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The basket after one event (spec 2 §4, the optimistic update before the server answers): ADD_ITEM puts the
 * item first unless it is there already; REMOVE_ITEM takes it out. Malformed entries are dropped.
 */
export function applyBasketEvent(basketItems: unknown, event: BasketEvent): BasketItem[] {
  const items = toBasketItems(basketItems);
  // Malformed data never throws (src/core's rule): an event without a type and an id changes nothing.
  if (
    !event ||
    typeof event !== 'object' ||
    typeof event.item_type !== 'string' ||
    event.item_id === undefined ||
    event.item_id === null
  )
    return items;
  const rest = items.filter((i) => i.item_type !== event.item_type || i.item_id !== event.item_id);
  return event.event === 'ADD_ITEM' ? [{ item_type: event.item_type, item_id: event.item_id }, ...rest] : rest;
}
