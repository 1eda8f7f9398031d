/**
 * SpeakerDetail (spec 2 §2 "Speaker detail"; issue 11 item 5), a lazy chunk: name with title, organisation, city
 * and country, the expandable vita (literal `\n` as line breaks), avatars of the projects the speaker's resources
 * belong to (links to each project), topics and topics2 collected from those resources (core `collectTopics`), and
 * the resources themselves: 40 a page (`page` query), date descending, tiles or list.
 */
import { useMemo } from 'react';
import { collectTopics } from '../../core/content/detail';
import { speakerResourcesQuery } from '../../core/content/detail-lists';
import { nonEmptyString } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import { entityOf, usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { personName } from '../library/items';
import { useDetailItem } from './use-detail-item';
import { useItemTitle } from '../item-title';
import { usePortalStructuredData } from './use-portal-structured-data';
import { breadcrumbTitle } from '../../core/content/truncation-sites';
import { loadOne, type Item } from './data';
import { DetailFrame } from './Frame';
import { Collapsible, Lines, ProjectAvatar, Section, TopicTags } from './parts';
import { PagedResources, useListQuery, useResourcePage } from './ResourceList';

function SpeakerPage({ item }: { item: Item }) {
  const { t, clientConfig } = usePortal();
  const id = String(item.id);
  const list = useListQuery();
  // Their resources, 40 a page, date descending (spec 2 §2), paged through the `page` query like EventDetail's.
  const resources = useResourcePage(speakerResourcesQuery(id, list.page));
  // Topics and projects come from the first page (their 40 newest), so they stay put while the list pages on.
  const first = useResourcePage(speakerResourcesQuery(id, 1), list.page > 1);
  const basis = list.page > 1 ? first : resources;
  const items = basis.status === 'done' ? basis.value.items : [];
  const topics = collectTopics(items);
  const projects = [
    ...new Set(
      items
        .map((r) => nonEmptyString(r.project))
        .filter((p): p is string => !!p && !!entityOf(clientConfig, 'projects', p)),
    ),
  ];
  const image = safeUrl(item.image);
  useItemTitle(breadcrumbTitle(personName(item)));
  usePortalStructuredData(useMemo(() => ({ kind: 'speaker' as const, speaker: item }), [item]));
  return (
    <article className="cp-detail cp-detail--speaker">
      <header className="cp-detail__header cp-detail__speaker-head">
        {image ? (
          <img className="cp-detail__portrait" src={image} alt="" width={96} height={96} />
        ) : (
          <span className="cp-detail__portrait" aria-hidden="true" />
        )}
        <div>
          <h1 id="cp-portal-title" tabIndex={-1}>
            {personName(item)}
          </h1>
          {nonEmptyString(item.organization) ? (
            <p className="cp-detail__subtitle">{String(item.organization)}</p>
          ) : null}
          <p className="cp-detail__meta">
            {[nonEmptyString(item.city), nonEmptyString(item.country)].filter(Boolean).join(', ')}
          </p>
        </div>
      </header>
      <div className="cp-detail__layout">
        <div className="cp-detail__main">
          {nonEmptyString(item.vita) ? (
            <Section title={t('detail.vita')}>
              <Collapsible>
                <Lines text={item.vita} />
              </Collapsible>
            </Section>
          ) : null}
          <TopicTags source="speaker" topics={topics.topics} label={t('detail.topics')} />
          <TopicTags source="speaker" topics={topics.topics2} label={t('detail.topics2')} />
        </div>
        <aside className="cp-detail__aside">
          {projects.length ? (
            <Section title={t('detail.projects')}>
              <ul className="cp-detail__projects">
                {projects.map((p) => (
                  <li key={p}>
                    <Link to={{ name: 'ProjectHome', params: { project: p } }}>
                      <ProjectAvatar project={p} size={40} />
                      <span>{entityOf(clientConfig, 'projects', p)?.title ?? p}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </aside>
      </div>
      <PagedResources result={resources} heading="detail.speakerResources" />
    </article>
  );
}

export default function SpeakerDetail() {
  const { api } = usePortal();
  const { id } = useRouter().match.params;
  const page = useDetailItem('speaker', `speaker:${id}`, (signal) =>
    /^\d+$/.test(id ?? '') ? loadOne(api, 'speakers', { id }, signal) : Promise.resolve(null),
  );
  return <DetailFrame item={page.item}>{page.item ? <SpeakerPage item={page.item} /> : page.view}</DetailFrame>;
}
