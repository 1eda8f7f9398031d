/**
 * CRDetail (spec 2 §2 "Resource detail", §4, §5; issue 11 item 3), a lazy chunk: the resource by project and
 * slug (consent-0 resources included, so the page can say why there is no recording), its media area, texts,
 * people, blocks and explore-more lists. An external-link resource only opens its URL (./ExternalLink.tsx).
 * Unknown slug → PageNotFound; a failed load → a retry state.
 */
import { useRef } from 'react';
import { detailMedia, exploreTopics, showsDescription } from '../../core/content/detail';
import { playerSettings } from '../../core/content/player-settings';
import { showsPlayer } from '../../core/content/status';
import { transcriptDownload } from '../../core/content/transcript';
import { asRecord, nonEmptyString } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import { entityOf, usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { Link, useRouter } from '../router/context';
import { loadOne, loadPlayerLanguages, type Item } from './data';
import { DetailFrame } from './Frame';
import { Badges } from './Badges';
import { useDetailItem } from './use-detail-item';
import { useItemTitle } from '../item-title';
import { takeRouteResource } from '../guard/promo';
import { breadcrumbTitle, eventTypeText, sessionLinkText } from '../../core/content/truncation-sites';
import { Media } from './Media';
import { ExternalLink } from './ExternalLink';
import { Collapsible, People, ProjectBlock, Section, Speakers, SurveyLink, TopicTags, useDetailText } from './parts';
import { SafeHtml } from '../../ui/html/SafeHtml';
import { HtmlSection, TextSection } from './sections';
import { RelatedList } from './RelatedList';
import { FavouriteButton } from '../social/FavouriteButton';
import { LikeButton, useItemLike } from '../social/LikeButton';
import { ResourceActions } from '../social/ResourceActions';
import { videoTime } from '../social/video-time';

/**
 * The action bar (spec 2 §2 like counter and social actions, §4 share and citation dialogs, §5 favourites; issue 11
 * item 6): like (alreadyLiked asked for this item), favourite, share at the player's current time, cite, PDF. Each
 * control hides itself by its core visibility rule; a visitor's like or favourite asks them to sign in.
 */
function Actions({ item, title }: { item: Item; title: string }) {
  const { t } = usePortal();
  const router = useRouter();
  const bar = useRef<HTMLDivElement>(null);
  useItemLike(item);
  const pdf = safeUrl(nonEmptyString(item.pdfDownloadUrl) ?? asRecord(item.pdf)?.url);
  // The page's own address without its query (a sign-in token, a `t`): what share and cite name.
  const href = router.href({ name: router.match.name, params: router.match.params }) ?? window.location.pathname;
  return (
    <div className="cp-detail__actions" ref={bar}>
      <LikeButton item={item} title={title} />
      <FavouriteButton type="congressresource" id={String(item.id)} title={title} />
      <ResourceActions
        item={item}
        title={title}
        href={href}
        timestamp={() => videoTime(bar.current?.closest('.cp-detail__main'))}
      />
      {pdf ? (
        <a className="cp-button cp-button--secondary" href={pdf} download target="_blank" rel="noopener noreferrer">
          {t('detail.pdf')}
        </a>
      ) : null}
    </div>
  );
}

/** Transcript download (spec 2 §4, §7): loading, disabled with a label without a player language, else the PDF. */
function Transcript({ item }: { item: Item }) {
  const { t, api, clientConfig, locale } = usePortal();
  const settings = playerSettings(entityOf(clientConfig, 'projects', String(item.project ?? '')), item);
  const enabled = settings.transcriptDownload && showsPlayer(item);
  const languages = useAsync(`langs:${String(item.id)}:${enabled}`, (signal) =>
    enabled ? loadPlayerLanguages(api, item.id, signal) : Promise.resolve([]),
  );
  if (!enabled) return null;
  const list = languages.status === 'done' ? languages.value : [];
  const language = list.find((l) => l === String(locale).slice(0, 2)) ?? list[0];
  const state = transcriptDownload({ enabled, loading: languages.status === 'loading', resourceId: item.id, language });
  return (
    <Section title={t('detail.transcript')}>
      {state.state === 'available' ? (
        <a
          className="cp-button cp-button--secondary"
          href={safeUrl(`${api.base}/player/${state.path}`) ?? undefined}
          download
        >
          {t('detail.transcript.download')}
        </a>
      ) : (
        <button type="button" className="cp-button cp-button--secondary" disabled>
          {t(state.state === 'loading' ? 'detail.transcript.loading' : 'detail.transcript.unavailable')}
        </button>
      )}
    </Section>
  );
}

/** Parent event block (spec 2 §2): link, type, number and credits (the event's own, loaded by its slug). */
function ParentEvent({ item }: { item: Item }) {
  const { t, api } = usePortal();
  const text = useDetailText();
  const ref = asRecord(item.event);
  const slug = nonEmptyString(ref?.slug);
  const project = nonEmptyString(item.project);
  const event = useAsync(`event:${project}/${slug}`, (signal) =>
    slug && project ? loadOne(api, 'events', { project, slug }, signal).catch(() => null) : Promise.resolve(null),
  );
  if (!ref || !slug || !project) return null;
  const e = event.status === 'done' && event.value ? event.value : ref;
  return (
    <Section title={t('detail.session')} className="cp-detail__event">
      <p className="cp-detail__muted">
        {[nonEmptyString(e.number), eventTypeText(e.type)].filter(Boolean).join(' · ') || '\u00a0'}
      </p>
      <p className="cp-detail__event-title">
        <Link to={{ name: 'EventDetail', params: { project, slug } }}>{sessionLinkText(text.title(e))}</Link>
      </p>
      {nonEmptyString(e.credits) ? (
        <p className="cp-detail__muted">{`${t('detail.credits')}: ${String(e.credits)}`}</p>
      ) : null}
    </Section>
  );
}

function ResourcePage({ item }: { item: Item }) {
  const { t } = usePortal();
  const text = useDetailText();
  const title = text.title(item);
  useItemTitle(breadcrumbTitle(title));
  const crtype = String(item.crtype ?? '').toLowerCase();
  const project = String(item.project ?? '');
  const email = nonEmptyString(item.email) ? safeUrl(`mailto:${String(item.email).trim()}`) : null;
  const event = asRecord(item.event);
  const meta = [text.date(item.datestart, item), eventTypeText(item.type), nonEmptyString(item.location)]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="cp-detail" data-media={detailMedia(item)}>
      <header className="cp-detail__header">
        <p className="cp-detail__kicker">
          <span className={`cp-detail__type cp-detail__type--${crtype}`} aria-hidden="true" />
          {t(`detail.crtype.${crtype}`)}
          {nonEmptyString(item.number) ? ` · ${String(item.number)}` : ''}
        </p>
        <h1 id="cp-portal-title" tabIndex={-1}>
          {title}
        </h1>
        <Badges item={item} />
        <Speakers items={item.speakers} />
        <p className="cp-detail__meta">{meta}</p>
      </header>
      <div className="cp-detail__layout">
        <div className="cp-detail__main">
          <Media resource={item} title={title} />
          <Actions item={item} title={title} />
          {showsDescription(item) ? (
            <Section title={t('detail.description')}>
              <Collapsible>
                <SafeHtml className="cp-detail__html" html={String(item.infotext)} />
              </Collapsible>
            </Section>
          ) : null}
          <HtmlSection title={t('detail.additional')} html={item.additionaltext} />
          <People base="detail.coAuthors" list={item.CoAuthors} />
          <HtmlSection title={t('detail.learningObjectives')} html={item.learningObjectives} />
          <TextSection title={t('detail.credits')} text={item.credits} />
          <Transcript item={item} />
          <TopicTags source="resource" topics={item.topics} label={t('detail.topics')} />
          <TopicTags source="resource" topics={item.topics2} label={t('detail.topics2')} />
          <div className="cp-detail__actions">
            <SurveyLink link={item.survey_link} />
            {email ? (
              <p>
                <a href={email}>{t('detail.contact')}</a>
              </p>
            ) : null}
          </div>
        </div>
        <aside className="cp-detail__aside">
          <ParentEvent item={item} />
          {project ? <ProjectBlock project={project} /> : null}
        </aside>
      </div>
      <RelatedList
        title={t('detail.related')}
        filter={{ contribution: item.contribution as string }}
        self={item}
        skip={!nonEmptyString(item.contribution)}
      />
      <RelatedList
        title={t('detail.moreFromSession')}
        filter={{ project, 'event.slug': event?.slug as string }}
        self={item}
        skip={!nonEmptyString(event?.slug)}
      />
      {exploreTopics(item).map((topic) => (
        <RelatedList
          key={topic}
          title={t('detail.moreOnTopic', { topic })}
          filter={{ project, topics: topic }}
          self={item}
        />
      ))}
    </article>
  );
}

export default function CRDetail() {
  const { api } = usePortal();
  const { project, slug } = useRouter().match.params;
  const page = useDetailItem(
    'congressresource',
    `cr:${project}/${slug}`,
    (signal) =>
      // The access check asked for this resource already (its PROMO flag, ../guard/promo.ts): that answer, else a request.
      takeRouteResource(api, project, slug) ?? loadOne(api, 'congressresources', { project, slug }, signal),
  );
  return (
    <DetailFrame item={page.item}>
      {page.item ? (
        detailMedia(page.item) === 'external-link' ? (
          <ExternalLink item={page.item} />
        ) : (
          <ResourcePage item={page.item} />
        )
      ) : (
        page.view
      )}
    </DetailFrame>
  );
}
