/**
 * EventDetail (spec 2 §2 "Event detail"; issue 11 item 5), a lazy chunk: number and localised title, badges,
 * subtitle, type, start date, moderators / panellists / coordinators under count-aware labels, additional text,
 * credits, the expandable agenda (literal `\n` as line breaks), project block, topics, topics2 and tags, survey
 * link, and its resources (narrowed by the project's crsFilter): 20 a page (`page` query), tiles or list (`view`
 * query).
 */
import { useMemo } from 'react';
import { eventResourcesQuery } from '../../core/content/detail-lists';
import { asArray, nonEmptyString } from '../../core/values';
import { entityOf, usePortal } from '../app-context';
import { useRouter } from '../router/context';
import { useDetailItem } from './use-detail-item';
import { useItemTitle } from '../item-title';
import { usePortalStructuredData } from './use-portal-structured-data';
import { breadcrumbTitle, eventTypeText } from '../../core/content/truncation-sites';
import { loadOne, type Item } from './data';
import { DetailFrame } from './Frame';
import {
  Collapsible,
  Lines,
  People,
  ProjectBlock,
  Section,
  Speakers,
  SurveyLink,
  Tags,
  TopicTags,
  useDetailText,
} from './parts';
import { HtmlSection, TextSection } from './sections';
import { PagedResources, useListQuery, useResourcePage } from './ResourceList';
import { EventFavouriteButton } from '../social/EventFavouriteButton';

function EventPage({ item }: { item: Item }) {
  const { t, clientConfig } = usePortal();
  const text = useDetailText();
  useItemTitle(breadcrumbTitle(text.title(item)));
  const list = useListQuery();
  const project = String(item.project ?? '');
  usePortalStructuredData(
    useMemo(
      () => ({ kind: 'sessions' as const, project: project || null, events: [item], single: true }),
      [project, item],
    ),
  );
  // Spec 2 §7: an event's resources are loaded "by event and crsFilter", the project's setting.
  const crsFilter = (entityOf(clientConfig, 'projects', project) as { crsFilter?: unknown } | null)?.crsFilter;
  const resources = useResourcePage(eventResourcesQuery({ project, slug: item.slug }, crsFilter, list.page));
  const end = text.date(item.dateend, item, 'p');
  const badges = asArray(item.badges)
    .map(nonEmptyString)
    .filter((b): b is string => !!b);
  return (
    <article className="cp-detail">
      <header className="cp-detail__header">
        <p className="cp-detail__kicker">
          {[nonEmptyString(item.number), eventTypeText(item.type)].filter(Boolean).join(' · ')}
        </p>
        <h1 id="cp-portal-title" tabIndex={-1}>
          {text.title(item)}
        </h1>
        {badges.length ? (
          <ul className="cp-detail__badges" aria-label={t('detail.badges')}>
            {badges.map((b) => (
              <li key={b} className="cp-badge">
                {b}
              </li>
            ))}
          </ul>
        ) : null}
        {nonEmptyString(item.subtitle) ? <p className="cp-detail__subtitle">{String(item.subtitle)}</p> : null}
        <Speakers items={item.speakers} />
        <p className="cp-detail__meta">
          {[`${text.date(item.datestart, item)}${end ? ` – ${end}` : ''}`, nonEmptyString(item.location)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {/* The event summary's favourite (spec 2 §5; the portal is never in widget mode). */}
        <div className="cp-detail__actions">
          <EventFavouriteButton item={item} title={text.title(item)} />
        </div>
      </header>
      <div className="cp-detail__layout">
        <div className="cp-detail__main">
          <div className="cp-detail__people-row">
            <People base="detail.moderators" list={item.moderators} />
            <People base="detail.panellists" list={item.panellists} />
            <People base="detail.coordinators" list={item.coordinators} />
          </div>
          <HtmlSection title={t('detail.additional')} html={item.additionaltext} />
          <TextSection title={t('detail.credits')} text={item.credits} />
          {nonEmptyString(item.agenda) ? (
            <Section title={t('detail.agenda')}>
              <Collapsible>
                <Lines text={item.agenda} />
              </Collapsible>
            </Section>
          ) : null}
          <TopicTags source="event" topics={item.topics} label={t('detail.topics')} />
          <TopicTags source="event" topics={item.topics2} label={t('detail.topics2')} />
          <Tags tags={item.tags} label={t('detail.tags')} />
          <SurveyLink link={item.survey_link} />
        </div>
        <aside className="cp-detail__aside">{project ? <ProjectBlock project={project} /> : null}</aside>
      </div>
      <PagedResources result={resources} heading="detail.resources" />
    </article>
  );
}

export default function EventDetail() {
  const { api } = usePortal();
  const { project, slug } = useRouter().match.params;
  const page = useDetailItem('event', `event:${project}/${slug}`, (signal) =>
    loadOne(api, 'events', { project, slug }, signal),
  );
  return <DetailFrame item={page.item}>{page.item ? <EventPage item={page.item} /> : page.view}</DetailFrame>;
}
