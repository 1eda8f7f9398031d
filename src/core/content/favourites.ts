import { asArray, asRecord, nonEmptyString } from '../live/values';

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
  return !!id && asArray(basketItems).some((i) => {
    const o = asRecord(i);
    return o?.item_type === itemType && nonEmptyString(o?.item_id) === id;
  });
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
  if (input?.signedIn !== true || !id || typeof input.itemType !== 'string' || !TYPES.includes(input.itemType)) return null;
  const at = typeof input.now === 'number' ? new Date(input.now) : null;
  if (!at || !Number.isFinite(at.getTime())) return null;
  return {
    event: isFavourite(input.basketItems, input.itemType, id) ? 'REMOVE_ITEM' : 'ADD_ITEM',
    item_type: input.itemType as BasketItemType,
    item_id: id,
    timestamp: at.toISOString(),
  };
}
