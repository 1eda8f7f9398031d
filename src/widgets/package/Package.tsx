/**
 * The package widget (issue 13 item 4; docs/widgets/package.md): one package by slug or sku (spec 2 §3, §9) — image
 * (assets.packageImage), title (250, linked by the `package` URL pattern in the top window), subline, 'compiled by'
 * author, date in the project's zone, topic buttons that set the page's shared filter (spec 3 §2 Widget mode), and
 * its modules sorted by `sort`: resource lists as the list widgets' compact table (which follows that filter), HTML
 * texts through the SDK's sanitizer. States: missing setting, loading (the reserved box's skeleton), not found, a
 * translated error with retry, no modules. The box is fixed (the list widgets' size model): the package scrolls in it.
 */
import { hostLinkProps, useHostLinks } from '../../ui/links/host-link';
import { useEffect, useState, type ReactNode } from 'react';
import { loadAssets } from '../../api/assets';
import { loadCatalogItem, type CatalogItem } from '../../api/catalog';
import type { WidgetProps } from '../../contract/widget';
import { catalogImageName, catalogTitle, packageLink, topicTitles } from '../../core/content/catalog';
import { sortModules } from '../../core/content/modules';
import { defaultDateLanguage } from '../../core/i18n-dates/date-language';
import { listDate } from '../../core/i18n-dates/list-date';
import { asRecord, nonEmptyString } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import { CatalogByline } from '../../ui/catalog/Byline';
import { SafeHtml } from '../../ui/html/SafeHtml';
import { ListWidget, TopicButtons, useSharedTopics, type SharedTopics } from '../shared/library/ListWidget';
import { byIdsDefaults } from '../shared/library/settings';
import { LoadPending } from '../shared/library/LoadPending';
import { loadUnlessAborted } from '../shared/library/load-unless-aborted';
import type { PackageSettings } from './settings';

type Module = Record<string, unknown>;
type Load =
  | { status: 'loading' | 'error' | 'missing' | 'notFound' }
  | { status: 'ready'; item: CatalogItem & { modules: Module[] }; image: string | null };

const LOG = '[CongressPortal] package widget:';
/** A flag that defaults to on: only false, 0, "false", "0" (any case) turn it off. */
const onUnlessOff = (value: unknown) => value !== false && !/^(false|0)$/i.test(String(value ?? '').trim());
const LIST_MODULES = new Set(['resources-list', 'resources-table']);
/** Modules the widget shows: resource lists, and HTML texts with text; other page widgets are left out. */
const shows = (module: Module) => {
  const type = nonEmptyString(module.type) ?? '';
  return LIST_MODULES.has(type) || (type === 'html-text' && !!nonEmptyString(asRecord(module.settings)?.html));
};

function usePackage(props: WidgetProps<PackageSettings>, ref: string | null, attempt: number): Load {
  const { api, signal } = props.context;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): a retry loads again
  useEffect(() => {
    if (!ref) {
      console.warn(`${LOG} the "package" setting (a package's slug or sku) is missing.`);
      setLoad({ status: 'missing' });
      return undefined;
    }
    const named = ref.length > 80 ? `${ref.slice(0, 80)}…` : ref;
    setLoad({ status: 'loading' });
    const assets = loadAssets(api).catch(() => ({}) as Record<string, unknown>);
    return loadUnlessAborted<Load>(
      signal,
      async (abort) => {
        const item = await loadCatalogItem<Module>(api, 'packages', ref, abort);
        if (!item) {
          console.warn(`${LOG} no package "${named}" (GET ${api.client}/packages/… answered 404).`);
          return { status: 'notFound' };
        }
        const name = catalogImageName('package', item);
        return { status: 'ready', item, image: name ? safeUrl((await assets)[name]) : null };
      },
      setLoad,
      (error) => {
        console.warn(`${LOG} the package "${named}" could not be loaded.`, error);
        setLoad({ status: 'error' });
      },
    );
  }, [api, ref, signal, attempt]);
  return load;
}

function PackageModule({
  module,
  item,
  props,
  topics,
}: {
  module: Module;
  item: CatalogItem;
  props: WidgetProps<PackageSettings>;
  topics: SharedTopics;
}) {
  const { settings, context } = props;
  const type = nonEmptyString(module.type) ?? '';
  const own = asRecord(module.settings) ?? {};
  if (type === 'html-text') return <SafeHtml className="cp-pkg__text" html={String(own.html)} />;
  const list = {
    ...byIdsDefaults,
    ...own,
    layout: 'list',
    urlPatterns: settings.urlPatterns,
    filterSourceId: settings.filterSourceId,
    project: nonEmptyString(own.project) ?? nonEmptyString(item.project) ?? '',
  };
  return <ListWidget kind={type as 'resources-list'} settings={list} context={context} nested={{ topics }} />;
}

export function PackageWidget(props: WidgetProps<PackageSettings>) {
  const { settings, context } = props;
  const { t } = context;
  const ref = nonEmptyString(settings.package);
  const [attempt, setAttempt] = useState(0);
  const load = usePackage(props, ref, attempt);
  useHostLinks(context.links);
  const topics = useSharedTopics(context.host, nonEmptyString(settings.filterSourceId) ?? 'topic');
  const heading = nonEmptyString(settings.heading);
  const classes = ['cp-pkg', nonEmptyString(settings.customClasses) ?? ''].join(' ').trim();

  let body: ReactNode;
  if (load.status === 'loading' || load.status === 'error')
    body = <LoadPending status={load.status} t={t} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (load.status !== 'ready')
    body = (
      <p className="cp-pkg__state" role="status">
        {t(load.status === 'missing' ? 'package.missing' : 'package.notFound')}
      </p>
    );
  else {
    const { item, image } = load;
    const title = catalogTitle('package', item.title) || String(item.slug ?? item.sku ?? '');
    const base = packageLink(item, settings.urlPatterns);
    const link = hostLinkProps(context.links, 'package', nonEmptyString(item.slug) ?? item.sku, base?.href ?? null);
    const project = nonEmptyString(item.project) ?? context.project ?? '';
    const date = listDate(
      item.date,
      defaultDateLanguage(context.locale, null),
      context.clientConfig?.projects?.[project]?.timezone,
    );
    const modules = onUnlessOff(settings.showModules) ? sortModules(item.modules).filter(shows) : null;
    const shown = modules?.map((module, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: modules have no id; the sorted list is fixed per item
      <PackageModule key={i} module={module} item={item} props={props} topics={topics} />
    ));
    const Title = heading ? 'h3' : 'h2';
    body = (
      <div className="cp-pkg__scroll" tabIndex={0} role="region" aria-label={t('package.region', { title })}>
        <div className="cp-pkg__head">
          {image && onUnlessOff(settings.showImage) ? (
            <img className="cp-pkg__image" src={image} alt="" loading="lazy" decoding="async" />
          ) : null}
          <div className="cp-pkg__text-col">
            <Title className="cp-pkg__title">
              {link ? (
                <a href={link.href} target="_top" onClick={link.onClick}>
                  {title}
                </a>
              ) : (
                title
              )}
            </Title>
            <CatalogByline item={item} date={date} t={t} />
            <TopicButtons topics={topicTitles(item.topics)} label={t('catalog.topics')} shared={topics} />
          </div>
        </div>
        {modules && modules.length === 0 ? (
          <p className="cp-pkg__state" role="status">
            {t('package.noModules')}
          </p>
        ) : (
          shown
        )}
      </div>
    );
  }
  return (
    <div className={classes}>
      {heading ? <h2 className="cp-pkg__heading">{heading}</h2> : null}
      {body}
    </div>
  );
}
