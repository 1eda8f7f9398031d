/**
 * EducationItemDetail (spec 2 §3): back link to Education, title, the tree of chapters (GET …/{slug}/tree, checked by
 * core `educationTree`) and the modules. The tree is nested lists of links with a disclosure button per node that
 * has chapters (aria-expanded): Tab reaches every button and link, Enter and Space open and close.
 */
import { useState } from 'react';
import type { ApiClient } from '../../api/types';
import { educationRootOf, educationTree, openEducationNodes, type EducationNode } from '../../core/content/catalog';
import { usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import type { PageModule } from '../data/content';
import { useDetailItem } from '../detail/use-detail-item';
import { useItemTitle } from '../item-title';
import { breadcrumbTitle } from '../../core/content/truncation-sites';
import { Link } from '../router/context';
import { detailTarget } from './Card';
import { loadCatalogItem, loadCatalogList, loadEducationTree, type CatalogItem } from '../../api/catalog';
import { BackLink, Modules } from './Detail';

function Node({
  node,
  current,
  open,
  toggle,
}: {
  node: EducationNode;
  current: string;
  open: Set<string>;
  toggle(slug: string): void;
}) {
  const { t } = usePortal();
  const expanded = open.has(node.slug);
  const id = `cp-edu-${node.id.replace(/[^\w-]/g, '')}`;
  return (
    <li>
      <div className="cp-catalog__node">
        {node.children.length ? (
          <button
            type="button"
            className="cp-catalog__toggle"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={t('catalog.showChapters', { title: node.title })}
            onClick={() => toggle(node.slug)}
          />
        ) : (
          <span className="cp-catalog__spacer" aria-hidden="true" />
        )}
        {node.slug === current ? (
          <span aria-current="page">{node.title}</span>
        ) : (
          <Link to={detailTarget('education', { slug: node.slug })}>{node.title}</Link>
        )}
      </div>
      {node.children.length ? (
        <ul id={id} hidden={!expanded}>
          {node.children.map((child) => (
            <Node key={child.slug} node={child} current={current} open={open} toggle={toggle} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The item's own tree, and the top-level items' trees when it is a chapter (core `educationRootOf` picks). */
async function loadTree(api: ApiClient, slug: string, signal: AbortSignal): Promise<EducationNode | null> {
  const [own, top] = await Promise.all([
    loadEducationTree(api, slug, signal),
    loadCatalogList(api, 'educationitems', signal),
  ]);
  if (top.some((item) => item.slug === slug)) return educationTree(own);
  const trees = await Promise.all(top.map((item) => loadEducationTree(api, String(item.slug), signal)));
  return educationRootOf(trees.map(educationTree), educationTree(own), slug);
}

export function EducationTree({ slug }: { slug: string }) {
  const { api, t } = usePortal();
  const raw = useAsync(`education-tree:${slug}`, (signal) =>
    loadTree(api, slug, signal).catch((error: unknown) => {
      console.warn('[CongressPortal] the education tree could not be loaded', error);
      return null;
    }),
  );
  const tree = raw.status === 'done' ? raw.value : null;
  // Nodes the visitor flipped; the rest start as core `openEducationNodes` says (open from the first paint, no shift).
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  if (!tree) return null;
  const initial = openEducationNodes(tree, slug);
  const open = new Set([...initial, ...flipped].filter((s) => initial.has(s) !== flipped.has(s)));
  const toggle = (s: string) =>
    setFlipped((before) => {
      const next = new Set(before);
      if (!next.delete(s)) next.add(s);
      return next;
    });
  return (
    <nav className="cp-catalog__tree" aria-label={t('catalog.chapters')}>
      <ul>
        <Node node={tree} current={slug} open={open} toggle={toggle} />
      </ul>
    </nav>
  );
}

function EducationPage({ item, slug }: { item: CatalogItem & { modules: PageModule[] }; slug: string }) {
  const { t } = usePortal();
  useItemTitle(breadcrumbTitle(String(item.title ?? slug)));
  return (
    <article className="cp-catalog">
      <BackLink to="Education" label={t('catalog.backToEducation')} />
      <h1 id="cp-portal-title" tabIndex={-1}>
        {String(item.title ?? slug)}
      </h1>
      <div className="cp-catalog__layout">
        <EducationTree slug={String(item.slug ?? slug)} />
        <section aria-label={t('catalog.contents')}>
          <Modules modules={item.modules} project={typeof item.project === 'string' ? item.project : undefined} />
        </section>
      </div>
    </article>
  );
}

export function EducationDetail({ slug }: { slug: string }) {
  const { api } = usePortal();
  const page = useDetailItem(null, `educationitems:${slug}`, (signal) =>
    loadCatalogItem<PageModule>(api, 'educationitems', slug, signal),
  );
  return page.item ? <EducationPage item={page.item} slug={slug} /> : page.view;
}
