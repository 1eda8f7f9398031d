/**
 * What the four list widgets share (issue 13 item 4: library, smart-video-library, resources-list,
 * resources-table): the request from core `widgetListRequest`, the library's list views (tiles, table, speakers,
 * slides) or the shared carousel (layout slider), links from the URL patterns (widget mode: through the URL gate,
 * top window), topic buttons that set the page's shared filter (spec 3 §2 Widget mode), and the states: loading in
 * the reserved box, `widgets.resources.noResults` (spec 2 §8), a translated error with retry. The box is fixed
 * (src/core/layout/reserved-box.ts): the list scrolls inside it, so no answer moves the page.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../api/types';
import { TRUNCATE } from '../../../core/constants';
import { localizedTitle } from '../../../core/content/localized-title';
import { truncate } from '../../../core/content/truncate';
import type { HostChannel } from '../../../core/host-messages/channel';
import { nextSelection } from '../../../core/host-messages/selection';
import { listDate } from '../../../core/i18n-dates/list-date';
import { inIdOrder, widgetListRequest, type WidgetListKind } from '../../../core/library/widget-lists';
import { asArray, asRecord, nonEmptyString } from '../../../core/values';
import type { ClientConfig } from '../../../core/types';
import type { Translate } from '../../../i18n/types';
import { Skeleton } from '../../../ui/Spinner';
import { LoadPending } from './LoadPending';
import { loadUnlessAborted } from './load-unless-aborted';
import {
  ItemCard,
  ItemTable,
  ItemTiles,
  SpeakerList,
  speakerNames,
  type Item,
  type ItemParts,
} from '../../../ui/library/ItemViews';
import { useListSlider } from '../../../ui/library/use-list-slider';
import { useAssetMap } from './use-asset-map';
import { resolveClientAssets } from '../../../core/content/thumbnail';
import { safeUrl } from '../../../core/url/safe-url';
import { SlideTiles } from '../../../ui/library/SlideTiles';
import type { LinkScope } from '../../../core/links/link-hook';
import { useHostLinks } from '../../../ui/links/host-link';
import { widgetItemHostLink } from './item-link';
import type { ListWidgetSettings } from './settings';

/** What the list widgets read of a widget's context (src/ui sits below src/contract, so a view of its own). */
export interface ListContext {
  project?: string;
  locale: string;
  clientConfig: ClientConfig | null;
  api: ApiClient;
  host: HostChannel;
  t: Translate;
  signal: AbortSignal;
  /** The shadow root (the slider adopts its styles into it) and the page's nonce. */
  root: ShadowRoot;
  nonce?: string;
  /** The host's link hooks (WidgetContext.links). */
  links?: LinkScope;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Item[] };

export type SharedTopics = ReturnType<typeof useSharedTopics>;

/** The page's shared topic filter for `sourceId` (set by topic clicks here and in the other widgets). */
export function useSharedTopics(host: HostChannel, sourceId: string) {
  const [selected, setSelected] = useState<readonly string[]>([]);
  useEffect(() => {
    setSelected([]);
    return host.onFilter((filter) => {
      if (filter.sourceId === sourceId) setSelected((current) => nextSelection(current, filter));
    });
  }, [host, sourceId]);
  const share = (value: string | null) => {
    const filter = { sourceId, filterValue: value, add: false };
    setSelected((current) => nextSelection(current, filter));
    host.shareFilter(filter);
  };
  return { selected, share };
}

function useItems(
  api: ApiClient,
  params: Record<string, string> | null,
  ids: string[],
  signal: AbortSignal,
  attempt: number,
): Load {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params and ids by value (key); attempt re-runs the load
  useEffect(() => {
    if (!params) {
      setLoad({ status: 'ready', items: [] });
      return undefined;
    }
    setLoad({ status: 'loading' });
    return loadUnlessAborted(
      signal,
      (abort) => api.get<{ hits?: unknown }>(`search/${encodeURIComponent(api.client)}`, params, { signal: abort }),
      (answer) => {
        const items = asArray(asRecord(answer)?.hits)
          .map((hit) => asRecord(asRecord(hit)?._source))
          .filter((s): s is Item => s !== null);
        setLoad({ status: 'ready', items: inIdOrder(items, ids) });
      },
      (error) => {
        console.warn('[CongressPortal] list widget: the items could not be loaded.', error);
        setLoad({ status: 'error' });
      },
    );
  }, [api, key, signal, attempt]);
  return load;
}

/**
 * Topic buttons (spec 3 §2 Widget mode): a click sets the page's shared topic filter, a second click clears it; the
 * chosen one is pressed. Blanks and non-text entries are left out, then the first `max` kept; nothing when none is
 * left.
 */
export function TopicButtons({
  topics,
  label,
  shared,
  max,
}: {
  topics: unknown[];
  label: string;
  shared: SharedTopics;
  max?: number;
}) {
  const own = topics
    .map((v) => nonEmptyString(v))
    .filter((v): v is string => v !== null)
    .slice(0, max);
  if (own.length === 0) return null;
  return (
    <ul className="cp-lw__topics" aria-label={label}>
      {own.map((topic) => {
        const on = shared.selected.includes(topic);
        return (
          <li key={topic}>
            <button
              type="button"
              className="cp-lw__topic"
              aria-pressed={on}
              onClick={() => shared.share(on ? null : topic)}
            >
              {topic}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface ListWidgetProps {
  kind: WidgetListKind;
  settings: ListWidgetSettings;
  context: ListContext;
  /**
   * A list inside another widget (the package widget's modules): its height is its content's (the outer widget's box
   * scrolls), its heading an h3, and it follows the outer widget's topic filter (`topics`), which a click here sets
   * too.
   */
  nested?: { topics: SharedTopics };
}

export function ListWidget({ kind, settings, context, nested }: ListWidgetProps) {
  const { t, locale, clientConfig } = context;
  const sourceId = nonEmptyString(settings.filterSourceId) ?? 'topic';
  const own = useSharedTopics(context.host, sourceId);
  const topics = nested?.topics ?? own;
  const request = useMemo(
    () => widgetListRequest(kind, settings, { project: context.project, topics: topics.selected }),
    [kind, settings, context.project, topics.selected],
  );
  const [attempt, setAttempt] = useState(0);
  useHostLinks(context.links);
  const Slider = useListSlider(request.layout === 'slider');
  const load = useItems(context.api, request.params, request.ids, context.signal, attempt);
  const assetMap = useAssetMap(
    context.api,
    load.status === 'ready' &&
      request.contentType === 'congressresources' &&
      load.items.some((item) => !safeUrl(asRecord(item.thumbnail)?.url)),
  );
  const { contentType, layout } = request;
  const language = String(locale).toLowerCase().startsWith('de') ? 'de' : 'en';
  const link = (item: Item, text: string): ReactNode => {
    const href = widgetItemHostLink(context.links, contentType, item, settings.urlPatterns);
    return href ? (
      <a href={href.href} target={href.target} onClick={href.onClick}>
        {text}
      </a>
    ) : (
      text
    );
  };
  const topicButtons = (item: Item, title: string): ReactNode => (
    <TopicButtons topics={asArray(item.topics)} max={3} label={t('listWidget.topics', { title })} shared={topics} />
  );
  const parts: ItemParts = {
    text: {
      title: (item) => truncate(localizedTitle(item, locale, clientConfig?.useLanguageInSearch), TRUNCATE.card),
      date: (item) =>
        listDate(item.datestart, language, clientConfig?.projects?.[String(item.project ?? '')]?.timezone),
      speakers: speakerNames,
    },
    title: link,
    actions: topicButtons,
    clientAssets: resolveClientAssets(clientConfig?.clientAssets, assetMap),
  };
  const heading = nonEmptyString(settings.title);
  const teaser = nonEmptyString(settings.teaser);
  const classes = ['cp-lists cp-lw', nonEmptyString(settings.customClasses) ?? ''].join(' ').trim();

  let body: ReactNode;
  if (load.status !== 'ready')
    body = (
      <LoadPending status={load.status} t={t} onRetry={() => setAttempt((n) => n + 1)} height={nested ? 120 : '100%'} />
    );
  else if (load.items.length === 0)
    body = (
      <p className="cp-lw__empty" role="status">
        {t('widgets.resources.noResults')}
      </p>
    );
  else if (contentType === 'speakers') body = <SpeakerList items={load.items} name={link} />;
  else if (contentType === 'slides')
    body = (
      <SlideTiles
        items={load.items}
        link={(item) => widgetItemHostLink(context.links, 'slides', item, settings.urlPatterns)}
      />
    );
  else if (layout === 'slider') {
    const slides = load.items.map((item) => (
      <ItemCard
        key={String(item.id)}
        as="div"
        type={contentType}
        item={item}
        parts={parts}
        headingLevel={heading || nested ? 3 : 2}
      />
    ));
    body = Slider ? (
      <Slider
        slides={slides}
        options={settings.slideshowOptions}
        label={heading ?? t('listWidget.label')}
        emptyText={t('widgets.resources.noResults')}
        t={t}
        root={context.root}
        nonce={context.nonce}
        locale={locale}
      />
    ) : (
      <Skeleton height="100%" />
    );
  } else {
    body =
      layout === 'list' ? (
        <ItemTable type={contentType} items={load.items} parts={parts} t={t} />
      ) : (
        <ItemTiles type={contentType} items={load.items} parts={parts} />
      );
  }
  const scrolls = !nested && load.status === 'ready' && load.items.length > 0 && layout !== 'slider';
  const Heading = nested ? 'h3' : 'h2';
  return (
    <div className={`${classes}${nested ? ' cp-lw--nested' : ''}`}>
      {heading ? <Heading className="cp-lw__heading">{heading}</Heading> : null}
      {teaser ? <p className="cp-lw__teaser">{teaser}</p> : null}
      {scrolls ? (
        <div
          className="cp-lw__scroll"
          tabIndex={0}
          role="region"
          aria-label={heading ? t('listWidget.region', { title: heading }) : t('listWidget.label')}
        >
          {body}
        </div>
      ) : (
        <div className="cp-lw__body">{body}</div>
      )}
    </div>
  );
}
