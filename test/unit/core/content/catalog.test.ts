import { describe, expect, it } from 'vitest';
import {
  catalogImageName,
  catalogTitle,
  categoryLabel,
  packageLink,
  EDUCATION_TREE_MAX_DEPTH,
  educationRootOf,
  educationTree,
  educationTreeHas,
  openEducationNodes,
  spotlightCategories,
  spotlightLayout,
  topicTitles,
} from '../../../../src/core/content/catalog';
import { sortModules } from '../../../../src/core/content/modules';
import { ELLIPSIS } from '../../../../src/core/content/truncate';
import { topicClickTarget } from '../../../../src/core/library/topic-click';

const long = `Radiology essentials: ${Array(5).fill('a long curated journey through imaging').join(', ')}`;

describe('spec 2 §3, spec 3 §9: package title and spotlight title truncated to 250', () => {
  it.each(['package', 'spotlight'] as const)(
    'a %s title over 250 characters ends in an ellipsis within 250',
    (kind) => {
      const title = catalogTitle(kind, long.repeat(2));
      expect(title.length).toBeLessThanOrEqual(250);
      expect(title.endsWith(ELLIPSIS)).toBe(true);
    },
  );
  it('a title of exactly 250 characters is kept; education titles have no truncation rule', () => {
    expect(catalogTitle('package', 'x'.repeat(250))).toBe('x'.repeat(250));
    expect(catalogTitle('education', long.repeat(2))).toBe(long.repeat(2));
  });
  it.each([null, undefined, 42, {}, '  '])('a missing or odd title (%j) gives text, never a crash', (value) => {
    expect(typeof catalogTitle('package', value)).toBe('string');
  });
});

describe('spec 2 §9 package and spotlight modules sorted by sort (issue 11 item 7: the data stores them out of order)', () => {
  it('orders the demo package modules html-text (sort 1) before resources-list (sort 2)', () => {
    const modules = [
      { type: 'resources-list', sort: 2 },
      { type: 'html-text', sort: 1 },
    ];
    expect(sortModules(modules).map((m) => m.type)).toEqual(['html-text', 'resources-list']);
  });
});

describe('spec 2 §9 topics (slug, title) as topic tags', () => {
  it.each([
    [
      [
        { slug: 'radiology', title: 'Radiology' },
        { slug: 'x', title: 'Digital health' },
      ],
      ['Radiology', 'Digital health'],
    ],
    [['Cardiology', { title: 'Cardiology' }, { slug: 'no-title' }, null, ' '], ['Cardiology']],
    ['not a list', []],
  ])('%j → %j', (topics, expected) => {
    expect(topicTitles(topics)).toEqual(expected);
  });
  it('a topic tag on a package or spotlight page opens the Library filtered by the topic', () => {
    for (const source of ['package', 'spotlight'] as const) {
      expect(
        topicClickTarget({
          source,
          topic: 'Radiology',
          current: { name: 'PackageDetail', params: { slugOrSku: 'p' } },
        }),
      ).toEqual({ name: 'Library', params: {}, query: { filter: 'topics==Radiology' } });
    }
  });
});

describe('spec 2 §9 assets.packageImage / assets.spotlightImage', () => {
  it.each([
    ['package', { assets: { packageImage: 'pkg' }, image: 'old' }, 'pkg'],
    ['spotlight', { assets: { spotlightImage: 'spot', packageImage: 'pkg' } }, 'spot'],
    ['spotlight', { image: 'fallback' }, 'fallback'],
    ['package', { assets: 'bad' }, null],
  ] as const)('%s %j → %j', (kind, item, expected) => {
    expect(catalogImageName(kind, item)).toBe(expected);
  });
});

describe('spec 2 §3 spotlight categories and the small / full layouts', () => {
  it('groups spotlights by category in first-seen order; no category is its own group; junk dropped', () => {
    const groups = spotlightCategories([
      { category: 'highlights', id: 1 },
      { category: 'press', id: 2 },
      { id: 3 },
      null,
      { category: 'highlights', id: 4 },
    ] as unknown[]);
    expect(groups.map((g) => [g.category, (g.items as { id: number }[]).map((i) => i.id)])).toEqual([
      ['highlights', [1, 4]],
      ['press', [2]],
      ['', [3]],
    ]);
  });
  it.each([
    [{}, 'small'],
    [{ category: 'highlights' }, 'full'],
    [{ category: 'highlights', layout: 'small' }, 'small'],
    [{ layout: 'full' }, 'full'],
    [{ layout: 'huge' }, 'small'],
  ])('query %j → %s layout', (query, expected) => {
    expect(spotlightLayout(query)).toBe(expected);
  });
  it.each([
    ['award-winners', 'Award winners'],
    ['press', 'Press'],
    ['', ''],
    [null, ''],
  ])('category %j reads %j', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});

describe('spec 2 §3 education item tree (educationitems/{slug}/tree)', () => {
  const tree = {
    id: 1,
    slug: 'root',
    title: 'Root',
    children: [
      { id: 2, slug: 'a', title: 'A', children: [{ id: 3, slug: 'a1', children: [] }] },
      { id: 4, title: 'no slug', children: [{ slug: 'lost' }] },
    ],
  };
  it('keeps nodes with a slug, titles fall back to the slug, nodes without a slug go with their children', () => {
    expect(educationTree(tree)).toEqual({
      id: '1',
      slug: 'root',
      title: 'Root',
      children: [{ id: '2', slug: 'a', title: 'A', children: [{ id: '3', slug: 'a1', title: 'a1', children: [] }] }],
    });
  });
  it('cuts cycles and trees deeper than the limit; an unusable root is null', () => {
    const cyclic: Record<string, unknown> = { slug: 'loop', children: [] };
    (cyclic.children as unknown[]).push(cyclic);
    expect(educationTree(cyclic)?.children).toEqual([]);
    let deep: Record<string, unknown> = { slug: 'leaf' };
    for (let i = 0; i < 20; i++) deep = { slug: `n${i}`, children: [deep] };
    let depth = 0;
    for (let n = educationTree(deep); n; n = n.children[0] ?? null) depth++;
    expect(depth).toBe(EDUCATION_TREE_MAX_DEPTH);
    expect(educationTree(null)).toBeNull();
    expect(educationTree({ title: 'x' })).toBeNull();
  });
  it('opens the root and the way to the current node', () => {
    const t = educationTree(tree);
    expect([...openEducationNodes(t, 'a1')]).toEqual(['root', 'a']);
    expect([...openEducationNodes(t)]).toEqual(['root']);
    expect(openEducationNodes(null).size).toBe(0);
  });
  it('a chapter page shows the whole tree of the top-level item holding it, else its own subtree', () => {
    const t = educationTree(tree);
    const own = educationTree({ slug: 'a1' });
    expect(educationTreeHas(t, 'a1')).toBe(true);
    expect(educationTreeHas(t, 'lost')).toBe(false);
    expect(educationRootOf([null, educationTree({ slug: 'other' }), t], own, 'a1')).toBe(t);
    expect(educationRootOf([educationTree({ slug: 'other' })], own, 'a1')).toBe(own);
  });
});

describe('spec 2 §3 PackageDetail (param slugOrSku), spec 3 §2 Widget mode: the package widget links by its `package` URL pattern', () => {
  const patterns = { package: '/portal/packages/###slug###' };
  it('###slug### is the slug, else the sku; ###sku### and ###id### too; in the top window', () => {
    expect(packageLink({ id: 7, slug: 'cardio', sku: 'PKG-1' }, patterns)).toEqual({
      href: '/portal/packages/cardio',
      target: '_top',
    });
    expect(packageLink({ id: 7, slug: ' ', sku: 'PKG-1' }, patterns)?.href).toBe('/portal/packages/PKG-1');
    expect(packageLink({ id: 7, sku: 'PKG-1' }, { package: '/shop?sku=###sku###&id=###id###' })?.href).toBe(
      '/shop?sku=PKG-1&id=7',
    );
  });
  it('through the URL gate: a script-scheme pattern, no pattern, a placeholder left unfilled or no item → no link', () => {
    expect(packageLink({ slug: 'cardio' }, { package: 'javascript:alert(###slug###)' })).toBeNull();
    expect(packageLink({ slug: 'cardio' }, { cr: '/cr/###slug###' })).toBeNull();
    expect(packageLink({ slug: 'cardio' }, { package: '/p/###sku###' })).toBeNull();
    expect(packageLink(null, patterns)).toBeNull();
  });
});
