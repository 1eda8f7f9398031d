import { describe, expect, it } from 'vitest';
import {
  addSearch,
  addViewedItem,
  HISTORY_STORAGE_KEY,
  loadHistory,
  parseHistory,
  saveHistory,
  shownHistory,
} from '../../../../src/core/history/history';
import type { StringStorage } from '../../../../src/core/client/storage';

const item = (id: number, type = 'congressresource') => ({
  id: String(id),
  type,
  source: { slug: `s${id}`, title: `T${id}` },
});

describe('spec 2 §5 history: blank ignored, duplicates removed, newest first, cap 20', () => {
  it('adds searches newest first and removes an earlier duplicate (case-insensitive)', () => {
    let s = addSearch([], 'heart');
    s = addSearch(s, 'lung');
    s = addSearch(s, ' Heart ');
    expect(s).toEqual(['Heart', 'lung']);
  });

  it.each(['', '   ', '\n\t', null, undefined, {}])('ignores blank search %j', (text) => {
    expect(addSearch(['a'], text)).toEqual(['a']);
  });

  it('caps searches at 20', () => {
    let s: string[] = [];
    for (let i = 0; i < 25; i++) s = addSearch(s, `q${i}`);
    expect(s).toHaveLength(20);
    expect(s[0]).toBe('q24');
    expect(s[19]).toBe('q5');
  });

  it('adds viewed items deduped by type and id, newest first, cap 20', () => {
    let list = addViewedItem([], item(1));
    list = addViewedItem(list, item(1, 'event'));
    list = addViewedItem(list, item(2));
    list = addViewedItem(list, item(1));
    expect(list.map((i) => `${i.type}:${i.id}`)).toEqual(['congressresource:1', 'congressresource:2', 'event:1']);
    for (let i = 10; i < 40; i++) list = addViewedItem(list, item(i, 'speaker'));
    expect(list).toHaveLength(20);
  });

  it.each([{ id: 1, type: 'package' }, { type: 'event' }, { id: ' ', type: 'event' }, null, 'x'])(
    'ignores invalid item %j',
    (bad) => {
      expect(addViewedItem([item(1)], bad)).toHaveLength(1);
    },
  );
});

describe('spec 2 §2 / §9 history storage (key history, injected) and the 5 shown', () => {
  function memory(initial?: string): StringStorage & { value: string | null } {
    const m = {
      value: initial ?? null,
      getItem: (k: string) => (k === HISTORY_STORAGE_KEY ? m.value : null),
      setItem: (_k: string, v: string) => {
        m.value = v;
      },
    };
    return m;
  }

  it('round-trips through storage', () => {
    const st = memory();
    const h = { searches: addSearch([], 'x'), items: addViewedItem([], item(3)) };
    expect(saveHistory(st, h)).toBe(true);
    expect(loadHistory(st)).toEqual(h);
  });

  it.each(['{bad', '[]', '"x"', 'null', '{"searches":"a","items":{}}'])(
    'reads malformed stored %j as empty',
    (stored) => {
      expect(loadHistory(memory(stored))).toEqual({ searches: [], items: [] });
    },
  );

  it('drops bad entries and duplicates from stored data', () => {
    expect(
      parseHistory('{"searches":["a"," ","A",3],"items":[{"id":1,"type":"event"},{"id":1,"type":"event"},{"id":2}]}'),
    ).toEqual({ searches: ['a', '3'], items: [{ id: '1', type: 'event', source: {} }] });
  });

  it('works without storage and with a throwing storage', () => {
    expect(loadHistory(null)).toEqual({ searches: [], items: [] });
    const throwing = {
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
    };
    expect(loadHistory(throwing)).toEqual({ searches: [], items: [] });
    expect(saveHistory(throwing, { searches: [], items: [] })).toBe(false);
  });

  it('shows 5 recent searches and 5 viewed items', () => {
    let searches: string[] = [];
    let items = addViewedItem([], item(0));
    for (let i = 1; i < 9; i++) {
      searches = addSearch(searches, `q${i}`);
      items = addViewedItem(items, item(i));
    }
    const shown = shownHistory({ searches, items });
    expect(shown.searches).toEqual(['q8', 'q7', 'q6', 'q5', 'q4']);
    expect(shown.items.map((i) => i.id)).toEqual(['8', '7', '6', '5', '4']);
    expect(shownHistory(null)).toEqual({ searches: [], items: [] });
  });
});
