/**
 * Building blocks of the three detail pages (spec 2 §2): sanitized HTML, the 125 px collapse, count-aware people
 * lists, topic tags (topic click, spec 2 §2), the project block, the survey link and resource lists. Every URL from
 * the data passes core `safeUrl` (or a rule built on it); every HTML field goes through the SDK's one sanitizer.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { collapsesText, countLabel } from '../../core/content/detail';
import { surveyLink } from '../../core/content/links';
import { localizedTitle } from '../../core/content/localized-title';
import { splitLines } from '../../core/content/text';
import { formatDate } from '../../core/i18n-dates/format-date';
import { topicClickTarget, type TopicClickSource } from '../../core/library/topic-click';
import { asArray, asRecord, nonEmptyString } from '../../core/values';
import { entityOf, usePortal } from '../app-context';
import { imageUrl } from '../data/content';
import { useAssets } from '../data/use-assets';
import { useAsync } from '../data/use-async';
import { Link, useRouter } from '../router/context';
import { personName } from '../library/items';
import { portalSession } from '../session';
import { loadCollection, type Item } from './data';

/** Localised title (spec 2 §2: the current locale's title if present) and dates in the item's project zone. */
export function useDetailText() {
  const { clientConfig, locale } = usePortal();
  const language = String(locale).startsWith('de') ? 'de' : 'en';
  const zone = (item: Item) =>
    (entityOf(clientConfig, 'projects', nonEmptyString(item.project) ?? undefined) as { timezone?: unknown } | null)
      ?.timezone;
  return {
    language,
    title: (item: Item) => localizedTitle(item, locale, 1) || String(item.title ?? ''),
    date: (value: unknown, item: Item, pattern = 'PPp') => formatDate(value, language, zone(item), pattern),
  };
}

/** Lines of a text whose literal `\n` are line breaks (spec 2 §5: agenda, vita). */
export function Lines({ text }: { text: unknown }) {
  const lines = splitLines(text);
  return (
    <p>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, never reordered
        <span key={i}>
          {line}
          {i < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </p>
  );
}

/**
 * Collapsed at 125 px with read more / read less (spec 2 §4): clipped from the first paint, so nothing moves when
 * the measurement decides there is more; the button only exists when the text is taller. Collapsing keeps the
 * button where it was on screen (the page would otherwise jump up by the text's height).
 */
export function Collapsible({ children }: { children: ReactNode }) {
  const { t } = usePortal();
  const id = useId().replace(/:/g, '');
  const inner = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = inner.current;
    if (!el) return undefined;
    const measure = () => setTall(collapsesText(el.scrollHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const toggle = () => {
    const before = button.current?.getBoundingClientRect().top ?? 0;
    setOpen((o) => !o);
    if (open)
      requestAnimationFrame(() => {
        const after = button.current?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, after - before);
      });
  };
  return (
    <div className="cp-detail__collapsible">
      <div id={`cp-more-${id}`} className={`cp-detail__clip${open || !tall ? '' : ' is-collapsed'}`}>
        <div ref={inner}>{children}</div>
      </div>
      {tall ? (
        <button
          ref={button}
          type="button"
          className="cp-detail__more"
          aria-expanded={open}
          aria-controls={`cp-more-${id}`}
          onClick={toggle}
        >
          {t(open ? 'detail.readLess' : 'detail.readMore')}
        </button>
      ) : null}
    </div>
  );
}

/** A section with a heading; nothing when empty. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <section className={`cp-detail__section${className ? ` ${className}` : ''}`} aria-labelledby={`cp-s-${id}`}>
      <h2 id={`cp-s-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** People from a comma list under a count-aware heading (spec 2 §5); nothing for an empty list. */
/**
 * The speakers of a resource, or of an imported session (frab/pretalx persons; spec 2 §2 "speakers as links"), each
 * linking to their SpeakerDetail.
 */
export function Speakers({ items }: { items: unknown }) {
  const { t } = usePortal();
  const people = asArray<Item>(items).filter((p) => asRecord(p) && p.id !== undefined);
  if (!people.length) return null;
  return (
    <ul className="cp-detail__speakers" aria-label={t('detail.speakers')}>
      {people.map((p) => (
        <li key={String(p.id)}>
          <Link to={{ name: 'SpeakerDetail', params: { id: String(p.id) } }}>{personName(p)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function People({ base, list }: { base: string; list: unknown }) {
  const { t } = usePortal();
  const label = countLabel(base, list);
  if (!label) return null;
  return (
    <div className="cp-detail__people">
      <h2 className="cp-detail__label">{t(label.key, { count: label.count })}</h2>
      <p>{label.names.join(', ')}</p>
    </div>
  );
}

/** Topics as tags that open the library filtered by the topic (spec 2 §2 "Topic click"). */
export function TopicTags({ source, topics, label }: { source: TopicClickSource; topics: unknown; label: string }) {
  const { match, location } = useRouter();
  const list = asArray(topics)
    .map(nonEmptyString)
    .filter((s): s is string => !!s);
  if (!list.length) return null;
  const query = Object.fromEntries(new URLSearchParams(location.search));
  return (
    <ul className="cp-detail__tags" aria-label={label}>
      {list.map((topic) => {
        const target = topicClickTarget({
          source,
          topic,
          current: {
            name: match.name,
            params: match.params,
            query: { ...(query.fakenow ? { fakenow: query.fakenow } : {}) },
          },
        });
        return (
          <li key={topic}>
            {target ? (
              <Link className="cp-tag" to={target}>
                {topic}
              </Link>
            ) : (
              <span className="cp-tag">{topic}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Plain tags (an event's tags): not filters. */
export function Tags({ tags, label }: { tags: unknown; label: string }) {
  const list = asArray(tags)
    .map(nonEmptyString)
    .filter((s): s is string => !!s);
  return list.length ? (
    <ul className="cp-detail__tags" aria-label={label}>
      {list.map((tag) => (
        <li key={tag}>
          <span className="cp-tag cp-tag--plain">{tag}</span>
        </li>
      ))}
    </ul>
  ) : null;
}

export { useAssets };

/** A project's avatar image (projectAssets.avatar), or its initial. */
export function ProjectAvatar({ project, size = 56 }: { project: string; size?: number }) {
  const { clientConfig } = usePortal();
  const assets = useAssets();
  const entity = entityOf(clientConfig, 'projects', project);
  const name = nonEmptyString(entity?.projectAssets?.avatar);
  const src = imageUrl(name ? assets[name] : null);
  const style = { width: `${size}px`, height: `${size}px` };
  return src ? (
    <img className="cp-detail__avatar" src={src} alt="" width={size} height={size} style={style} />
  ) : (
    <span className="cp-detail__avatar" style={style} aria-hidden="true">
      {(entity?.title ?? project).slice(0, 1)}
    </span>
  );
}

/** Project block (spec 2 §2): avatar, title, the collection's date range and venue; links to the project. */
export function ProjectBlock({ project }: { project: string }) {
  const { t, api, clientConfig } = usePortal();
  const text = useDetailText();
  const entity = entityOf(clientConfig, 'projects', project) as (Record<string, unknown> & { title?: string }) | null;
  const collection = useAsync(`collection:${String(entity?.collection)}`, (signal) =>
    loadCollection(api, entity?.collection, signal).catch(() => null),
  );
  const c = collection.status === 'done' ? collection.value : null;
  const from = c ? text.date(c.datestart, { project }, 'PP') : '';
  const to = c ? text.date(c.dateend, { project }, 'PP') : '';
  return (
    <Section title={t('detail.project')} className="cp-detail__project">
      <div className="cp-detail__project-row">
        <ProjectAvatar project={project} />
        <div>
          <p className="cp-detail__project-title">
            <Link to={{ name: 'ProjectHome', params: { project } }}>{entity?.title ?? project}</Link>
          </p>
          <p className="cp-detail__muted">
            {[from && to && from !== to ? `${from} – ${to}` : from, nonEmptyString(c?.venue)]
              .filter(Boolean)
              .join(' · ') || '\u00a0'}
          </p>
        </div>
      </div>
    </Section>
  );
}

/** Survey link with the user placeholder replaced by the signed-in user's URL-encoded uuid (spec 2 §5). */
export function SurveyLink({ link }: { link: unknown }) {
  const portal = usePortal();
  const user = portalSession(portal).session.state.value.user;
  const href = surveyLink(link, user?.uuid ?? user?.id);
  return href ? (
    <p>
      <a className="cp-button cp-button--secondary" href={href} target="_blank" rel="noopener noreferrer">
        {portal.t('detail.survey')}
      </a>
    </p>
  ) : null;
}
