import { describe, expect, it } from 'vitest';
import { subnavOpen, subnavTree } from '../../../../src/core/menus/subnav';

const texts = (items: { text: string; childItems?: unknown[] }[]): unknown =>
  items.map((i) => (i.childItems?.length ? [i.text, texts(i.childItems as never)] : i.text));

describe('spec 3 §2 Subnav has three levels (nested or flat by parent_id; a fourth level and untitled items dropped)', () => {
  it('nested items keep three levels', () => {
    const items = [
      { text: 'A', childItems: [{ text: 'B', childItems: [{ text: 'C', childItems: [{ text: 'D' }] }] }] },
      { text: ' ' },
    ];
    expect(texts(subnavTree(items))).toEqual([['A', [['B', ['C']]]]]);
  });
  it('flat items are built by parent_id', () => {
    const items = [
      { id: 1, text: 'A' },
      { id: 2, parent_id: 1, text: 'B' },
      { id: 3, parent_id: 2, text: 'C' },
      { id: 4, parent_id: 3, text: 'D' },
      { id: 5, text: 'E' },
    ];
    expect(texts(subnavTree(items))).toEqual([['A', [['B', ['C']]]], 'E']);
  });
  it.each([[null], ['x'], [[1, null, 'a']]])('bad input %j → no items', (items) => {
    expect(subnavTree(items)).toEqual([]);
  });
});

describe('spec 3 §2/§9 Subnav is always open below 1024 px; from 1024 px it toggles', () => {
  it.each([
    [375, false, true],
    [1023, false, true],
    [1024, false, false],
    [1024, true, true],
    [1280, true, true],
    [1280, false, false],
  ])('width %d, toggled %s → open %s', (width, toggled, open) => {
    expect(subnavOpen(width, toggled)).toBe(open);
  });
});
