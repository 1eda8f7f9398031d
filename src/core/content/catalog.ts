/**
 * Packages, spotlights and education items (spec 2 §3 "Packages, spotlights, education", §9; issue 11 item 7): their
 * titles, topic titles, images, spotlight categories and layouts, and the education tree. The portal screens and the
 * `package` widget call these; they do not re-implement them.
 */
import { TRUNCATE } from '../constants';
import { asArray, asRecord, nonEmptyString } from '../values';
import { patternLink } from '../widget-mode/url-pattern';
import { truncate } from './truncate';

export type CatalogKind = 'package' | 'spotlight' | 'education';

/** Education trees deeper than this are cut (a malformed or cyclic tree must not hang the page). */
export const EDUCATION_TREE_MAX_DEPTH = 8;

/**
 * Title in lists and on detail pages (spec 2 §3, spec 3 §9): package and spotlight titles truncated to 250
 * characters (TRUNCATE.packageTitle / spotlightTitle); education items have no truncation rule and keep theirs.
 * @example catalogTitle('package', 'x'.repeat(300)).length // 250
 */
export function catalogTitle(kind: CatalogKind, title: unknown): string {
  const text = nonEmptyString(title) ?? '';
  if (kind === 'package') return truncate(text, TRUNCATE.packageTitle);
  if (kind === 'spotlight') return truncate(text, TRUNCATE.spotlightTitle);
  return text;
}

/**
 * Topic tags (spec 2 §9: topics as `{ slug, title }`): the titles, plain strings accepted too; blanks and repeats
 * dropped, order kept.
 */
export function topicTitles(topics: unknown): string[] {
  const titles = asArray(topics).map((t) => nonEmptyString(typeof t === 'string' ? t : asRecord(t)?.title));
  return [...new Set(titles.filter((t): t is string => !!t))];
}

/**
 * The package widget's link to the package (spec 2 §3 PackageDetail, param slugOrSku; spec 3 §2 Widget mode): the
 * `package` URL pattern with ###slug### (the slug, else the sku), ###sku### and ###id### filled, through the URL gate,
 * opening in the top window. No pattern, a placeholder left unfilled or a refused URL → no link (null).
 * @example packageLink({ slug: 'cardio' }, { package: '/packages/###slug###' }) // { href: '/packages/cardio', target: '_top' }
 */
export function packageLink(item: unknown, urlPatterns: unknown): { href: string; target: '_top' } | null {
  const record = asRecord(item) ?? {};
  const href = patternLink(asRecord(urlPatterns)?.package, {
    slug: nonEmptyString(record.slug) ?? record.sku,
    sku: record.sku,
    id: record.id,
  });
  return href ? { href, target: '_top' } : null;
}

/** The image's asset name (spec 2 §9): `assets.packageImage` or `assets.spotlightImage`, else the item's `image`. */
export function catalogImageName(kind: CatalogKind, item: unknown): string | null {
  const record = asRecord(item);
  const own = asRecord(record?.assets)?.[kind === 'spotlight' ? 'spotlightImage' : 'packageImage'];
  return nonEmptyString(own) ?? nonEmptyString(record?.image);
}

export interface SpotlightCategory<T> {
  /** The category name from the data; '' for spotlights without one. */
  category: string;
  items: T[];
}

/** Spotlights grouped by `category` in the order the categories first appear (the list is sorted by `sort`). */
export function spotlightCategories<T>(items: T[] | null | undefined): SpotlightCategory<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of asArray<T>(items)) {
    if (!asRecord(item)) continue;
    const category = nonEmptyString(asRecord(item)?.category) ?? '';
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}

export type SpotlightLayout = 'small' | 'full';

/**
 * Spotlight list layout (spec 2 §3: small = title and topics; full = image, title, subline, author, date, topics).
 * A `layout` query of 'small' or 'full' wins; otherwise one chosen category shows full, the overview of all
 * categories shows small.
 */
export function spotlightLayout(query: { category?: unknown; layout?: unknown }): SpotlightLayout {
  if (query?.layout === 'small' || query?.layout === 'full') return query.layout;
  return nonEmptyString(query?.category) ? 'full' : 'small';
}

/** A category's visible name: the data's slug with dashes as spaces and a capital first letter ('award-winners' → 'Award winners'). */
export function categoryLabel(category: unknown): string {
  const text = (nonEmptyString(category) ?? '').replace(/[-_]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

export interface EducationNode {
  id: string;
  slug: string;
  title: string;
  children: EducationNode[];
}

/**
 * The education tree (spec 2 §3: GET educationitems/{slug}/tree): nodes without a slug are dropped with their
 * children, titles fall back to the slug, a slug seen before (a cycle) and anything deeper than
 * EDUCATION_TREE_MAX_DEPTH is cut. Null when the root itself is unusable.
 */
export function educationTree(raw: unknown): EducationNode | null {
  const seen = new Set<string>();
  const build = (value: unknown, depth: number): EducationNode | null => {
    const node = asRecord(value);
    const slug = nonEmptyString(node?.slug);
    if (!node || !slug || seen.has(slug) || depth > EDUCATION_TREE_MAX_DEPTH) return null;
    seen.add(slug);
    const children = asArray(node.children)
      .map((c) => build(c, depth + 1))
      .filter((c): c is EducationNode => !!c);
    return { id: String(node.id ?? slug), slug, title: nonEmptyString(node.title) ?? slug, children };
  };
  return build(raw, 1);
}

/** Slugs of the nodes that start open: the root and the nodes on the way to `current` (its chapter stays visible). */
export function openEducationNodes(tree: EducationNode | null, current?: string): Set<string> {
  const open = new Set<string>();
  if (!tree) return open;
  open.add(tree.slug);
  const walk = (node: EducationNode, path: string[]): boolean => {
    if (node.slug === current) {
      path.forEach((s) => open.add(s));
      return true;
    }
    return node.children.some((c) => walk(c, [...path, node.slug]));
  };
  walk(tree, []);
  return open;
}

/** Whether `slug` is the node or one of its descendants. */
export function educationTreeHas(tree: EducationNode | null, slug: string): boolean {
  return !!tree && (tree.slug === slug || tree.children.some((c) => educationTreeHas(c, slug)));
}

/**
 * The tree a chapter page shows (spec 2 §3 "modules and a tree"): the whole tree of the top-level item the chapter
 * belongs to, so its siblings and parents stay in reach; the chapter's own subtree when no top-level tree holds it.
 */
export function educationRootOf(
  trees: (EducationNode | null)[],
  own: EducationNode | null,
  slug: string,
): EducationNode | null {
  return trees.find((t) => educationTreeHas(t, slug)) ?? own;
}
