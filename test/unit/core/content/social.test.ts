import { describe, expect, it } from 'vitest';
import { applyBasketEvent, favouriteIds, toBasketItems } from '../../../../src/core/content/favourites';
import { likeBatchIds } from '../../../../src/core/content/likes';
import { sharePopupFeatures, shareTargetUrl, SHARE_NETWORKS } from '../../../../src/core/content/share';
import { matomoSocialEventParams } from '../../../../src/core/tracking/matomo';

const ev = (
  event: 'ADD_ITEM' | 'REMOVE_ITEM',
  item_id: string,
  item_type: 'congressresource' | 'event' | 'slide' = 'congressresource',
) => ({ event, item_type, item_id, timestamp: '2026-03-04T09:00:00.000Z' });

describe('spec 2 §4 favourite toggles add (ADD_ITEM) and remove (REMOVE_ITEM): the optimistic basket', () => {
  it('ADD_ITEM puts the item first, once', () => {
    const items = [
      { item_type: 'congressresource', item_id: 1 },
      { item_type: 'event', item_id: '2' },
    ];
    expect(applyBasketEvent(items, ev('ADD_ITEM', '5'))).toEqual([
      { item_type: 'congressresource', item_id: '5' },
      { item_type: 'congressresource', item_id: '1' },
      { item_type: 'event', item_id: '2' },
    ]);
    expect(applyBasketEvent(items, ev('ADD_ITEM', '1'))).toHaveLength(2);
  });
  it('REMOVE_ITEM takes out only the same type and id; its inverse (ADD_ITEM) rolls it back', () => {
    const items = [
      { item_type: 'event', item_id: '1' },
      { item_type: 'congressresource', item_id: '1' },
    ];
    const removed = applyBasketEvent(items, ev('REMOVE_ITEM', '1'));
    expect(removed).toEqual([{ item_type: 'event', item_id: '1' }]);
    expect(applyBasketEvent(removed, ev('ADD_ITEM', '1'))).toContainEqual({
      item_type: 'congressresource',
      item_id: '1',
    });
  });
  it('spec 1 §3 basket item: unknown types, missing ids and junk are dropped; ids read as strings', () => {
    expect(
      toBasketItems([
        null,
        'x',
        { item_type: 'speaker', item_id: 1 },
        { item_type: 'slide' },
        { item_type: 'slide', item_id: 9 },
      ]),
    ).toEqual([{ item_type: 'slide', item_id: '9' }]);
    expect(toBasketItems({ not: 'a list' })).toEqual([]);
  });
});

describe('spec 1 §2 /favourites lists saved congress resources, events and slides: ids of one type, in basket order, once', () => {
  it('groups by type', () => {
    const items = [
      { item_type: 'slide', item_id: 3 },
      { item_type: 'event', item_id: 2 },
      { item_type: 'slide', item_id: '3' },
      { item_type: 'slide', item_id: 1 },
    ];
    expect(favouriteIds(items, 'slide')).toEqual(['3', '1']);
    expect(favouriteIds(items, 'event')).toEqual(['2']);
    expect(favouriteIds(items, 'congressresource')).toEqual([]);
  });
});

describe('spec 2 §4 like counts in one batch request per list: the ids of the request', () => {
  it('numeric ids once, in list order; others left out', () => {
    expect(likeBatchIds([{ id: 3 }, { id: '7' }, { id: 3 }, { id: 'abc' }, { id: -1 }, { id: 1.5 }, null, {}])).toEqual(
      ['3', '7'],
    );
    expect(likeBatchIds(null)).toEqual([]);
  });
});

describe('spec 3 §9 share pop-ups 600x300 for mail, messaging and social networks', () => {
  it('each network gets the link as an encoded query value, never as its path', () => {
    const link = 'https://portal.example/congress/x?t=42&a=b';
    for (const n of SHARE_NETWORKS) {
      const url = shareTargetUrl(n, link, 'R&D 100% "x"');
      expect(url).not.toBeNull();
      expect(url).not.toContain('?t=42&a=b');
      expect(url).toContain(encodeURIComponent(link).replace(/%20/g, '+').slice(0, 20));
    }
    expect(shareTargetUrl('x', link, 'T')).toMatch(/^https:\/\/x\.com\/intent\/post\?/);
    expect(shareTargetUrl('mail', link, 'T')).toMatch(/^mailto:\?subject=T&body=/);
  });
  it('a link the URL gate refuses, or a non-http one, is not shared', () => {
    expect(shareTargetUrl('facebook', 'javascript:alert(1)')).toBeNull();
    expect(shareTargetUrl('facebook', 'mailto:a@b.c')).toBeNull();
    expect(shareTargetUrl('facebook', null)).toBeNull();
  });
  it('the pop-up is 600x300, centred on the opener, without an opener reference', () => {
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      'popup=yes,width=600,height=300,left=500,top=350,noopener,noreferrer',
    );
    expect(sharePopupFeatures({ left: 'x', top: null, width: 200, height: 100 })).toContain('left=0,top=0');
  });
});

describe('spec 2 §7 analytics events: like, share, cite, favourite added or removed', () => {
  it('as Matomo event fields e_c / e_a / e_n', () => {
    expect(matomoSocialEventParams('favourite_added', { type: 'event', id: '4' })).toEqual({
      e_c: 'social',
      e_a: 'favourite_added',
      e_n: 'event:4',
    });
    expect(matomoSocialEventParams('share', { type: 'slide', id: '9', via: 'x' })).toEqual({
      e_c: 'social',
      e_a: 'share',
      e_n: 'slide:9:x',
    });
  });
});
