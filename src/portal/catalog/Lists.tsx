/**
 * The list routes (spec 1 §2, spec 2 §3): Packages, Spotlights (categories by the `category` query, the small or
 * full layout by core `spotlightLayout`) and Education. Each item links to its detail page.
 */
import {
  categoryLabel,
  spotlightCategories,
  spotlightLayout,
  type CatalogKind,
  type SpotlightLayout,
} from '../../core/content/catalog';
import { nonEmptyString } from '../../core/values';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { queryObject } from '../router/query';
import { CatalogCard } from './Card';
import type { CatalogItem } from '../../api/catalog';
import { useCatalogList } from './use-list';

function Cards({
  kind,
  items,
  layout = 'full',
  headingLevel,
}: {
  kind: CatalogKind;
  items: CatalogItem[];
  layout?: SpotlightLayout;
  headingLevel?: 2 | 3;
}) {
  const { t } = usePortal();
  if (!items.length) return <p>{t('catalog.empty')}</p>;
  return (
    <ul className={`cp-catalog__list cp-catalog__list--${layout}`}>
      {items.map((item) => (
        <CatalogCard
          key={String(item.id ?? item.slug)}
          kind={kind}
          item={item}
          layout={layout}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}

/** Packages (full layout) and Education (title and description): a heading and the cards. */
function PlainList({
  kind,
  endpoint,
  title,
}: {
  kind: 'package' | 'education';
  endpoint: 'packages' | 'educationitems';
  title: string;
}) {
  const list = useCatalogList(endpoint);
  return (
    <div className="cp-catalog">
      <h1 id="cp-portal-title" tabIndex={-1}>
        {title}
      </h1>
      {'items' in list ? (
        <Cards kind={kind} items={list.items} layout={kind === 'package' ? 'full' : 'small'} />
      ) : (
        list.view
      )}
    </div>
  );
}

export function PackagesList() {
  return <PlainList kind="package" endpoint="packages" title={usePortal().t('route.Packages')} />;
}

export function EducationList() {
  return <PlainList kind="education" endpoint="educationitems" title={usePortal().t('route.Education')} />;
}

/** Links that change one query key (category, layout); the current one carries aria-current. */
function Choice({
  label,
  options,
  current,
  param,
}: {
  label: string;
  options: { value: string; text: string }[];
  current: string;
  param: string;
}) {
  const { match, location } = useRouter();
  const query = queryObject(location.search);
  return (
    <ul className="cp-catalog__choice" aria-label={label}>
      {options.map(({ value, text }) => {
        const next = { ...query, [param]: value };
        if (!value) delete next[param];
        return (
          <li key={value}>
            <Link
              to={{ name: match.name, params: match.params, query: next }}
              aria-current={value === current ? 'true' : undefined}
            >
              {text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SpotlightsList() {
  const { t } = usePortal();
  const query = queryObject(useRouter().location.search);
  const category = nonEmptyString(query.category) ?? '';
  const layout = spotlightLayout(query);
  const all = useCatalogList('spotlights');
  // The category links come from the whole list: a retry of the shown list loads that again too, if it failed.
  const list = useCatalogList('spotlights', category || undefined, 'items' in all ? undefined : all.retry);
  const categories =
    'items' in all
      ? spotlightCategories(all.items)
          .map((g) => g.category)
          .filter(Boolean)
      : [];
  const groups =
    'items' in list ? (category ? [{ category, items: list.items }] : spotlightCategories(list.items)) : [];
  return (
    <div className="cp-catalog">
      <h1 id="cp-portal-title" tabIndex={-1}>
        {t('route.Spotlights')}
        {category ? `: ${categoryLabel(category)}` : ''}
      </h1>
      <div className="cp-catalog__bar">
        <Choice
          label={t('catalog.categories')}
          param="category"
          current={category}
          options={[
            { value: '', text: t('catalog.allCategories') },
            ...categories.map((c) => ({ value: c, text: categoryLabel(c) })),
          ]}
        />
        <Choice
          label={t('catalog.layout')}
          param="layout"
          current={layout}
          options={(['small', 'full'] as const).map((value) => ({ value, text: t(`catalog.layout.${value}`) }))}
        />
      </div>
      {'items' in list
        ? groups.map((group) =>
            category ? (
              <Cards key={group.category} kind="spotlight" items={group.items} layout={layout} />
            ) : (
              <section
                key={group.category}
                className="cp-catalog"
                aria-label={categoryLabel(group.category) || t('catalog.uncategorised')}
              >
                <h2>{categoryLabel(group.category) || t('catalog.uncategorised')}</h2>
                <Cards kind="spotlight" items={group.items} layout={layout} headingLevel={3} />
              </section>
            ),
          )
        : list.view}
      {'items' in list && !groups.length ? <p>{t('catalog.empty')}</p> : null}
    </div>
  );
}
