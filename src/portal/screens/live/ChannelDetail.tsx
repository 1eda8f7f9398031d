/**
 * ChannelDetail (spec 1 §2, spec 3 §2): the channel's live player — the liveplayer widget mounted through the
 * runtime, so it polls the channel every 15 s on the page's one scheduler — then the channel's programme (the
 * project's timetable widget with the other channels left out, as a list: a session opens the event overlay with
 * its live, details or library button by the overlay's mode rules) and the project's channels (polled every 60 s)
 * as links. With no slug (or '.') the first channel's slug replaces the route.
 */
import { useEffect, useMemo } from 'react';
import { channelDetailRedirect } from '../../../core/live/project-channels';
import { isOnAir } from '../../../core/live/on-air';
import { nonEmptyString } from '../../../core/values';
import { channelBarTitle } from '../../../core/content/truncation-sites';
import { useLiveChannelList } from '../../../state/live/live-channels';
import { Spinner } from '../../../ui/Spinner';
import { entityOf, usePortal } from '../../app-context';
import { MountedWidget } from '../../grid/MountedWidget';
import { Link, useRouter } from '../../router/context';
import { Panel } from '../Panel';
import { portalPreviewThumbnails } from '../../../core/live/preview-image';
import { ChannelPreview, usePreviewTick } from '../../../player/live/ChannelPreview';

export function ChannelDetail({ project, slug }: { project: string; slug: string }) {
  const portal = usePortal();
  const { t } = portal;
  const router = useRouter();
  // One source object per project: the poll hook subscribes again only when it changes.
  const source = useMemo(
    () => ({ api: portal.api, scheduler: portal.scheduler, project }),
    [portal.api, portal.scheduler, project],
  );
  const list = useLiveChannelList(source);
  const time = usePreviewTick(portal.now);
  const thumbnails = useMemo(
    () => portalPreviewThumbnails(portal.api.base, portal.client),
    [portal.api.base, portal.client],
  );
  const channels = list.status === 'ready' ? list.channels : [];
  const redirect = list.status === 'ready' ? channelDetailRedirect(slug, channels) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one navigation per redirect (router is new per location)
  useEffect(() => {
    if (redirect) router.navigate({ name: 'ChannelDetail', params: { project, slug: redirect } }, { replace: true });
  }, [redirect, project]);
  if (list.status === 'loading' || redirect) return <Spinner label={t('state.loading')} />;
  const channel = channels.find((c) => c.slug === slug);
  if (!channel) return <Panel title={t(channels.length ? 'live.channelNotFound' : 'live.noChannels')} />;
  const projectTitle = entityOf(portal.clientConfig, 'projects', project)?.title ?? project;
  const others = channels.map((c) => nonEmptyString(c.slug)).filter((s): s is string => s !== null && s !== slug);
  return (
    <>
      <p className="cp-portal__lead">{projectTitle}</p>
      <h1 id="cp-portal-title" tabIndex={-1}>
        {nonEmptyString(channel.title) ?? slug}
      </h1>
      <MountedWidget
        key={slug}
        className="cp-portal-live__player"
        widget="liveplayer"
        project={project}
        settings={{ channel: slug, autostart: true, showLanguageButtons: true }}
        context={portal}
      />
      <section className="cp-portal-live__programme" aria-labelledby="cp-portal-programme">
        <h2 id="cp-portal-programme">{t('live.programme')}</h2>
        <MountedWidget
          key={`programme-${slug}`}
          className="cp-portal-live__schedule"
          widget="timetable"
          project={project}
          settings={{ ignoredChannels: others.join(','), initialView: 'list' }}
          context={portal}
        />
      </section>
      <nav className="cp-portal-live__channels" aria-labelledby="cp-portal-channels">
        <h2 id="cp-portal-channels">{t('live.otherChannels')}</h2>
        <ul>
          {channels.map((c) => {
            const s = nonEmptyString(c.slug);
            return s ? (
              <li key={s}>
                <ChannelPreview channel={c} thumbnails={thumbnails} time={time} />
                <Link
                  to={{ name: 'ChannelDetail', params: { project, slug: s } }}
                  aria-current={s === slug ? 'page' : undefined}
                >
                  {channelBarTitle(nonEmptyString(c.title) ?? s)}
                </Link>
                <span className="cp-portal-live__state">{t(isOnAir(c) ? 'live.onAir' : 'live.offAir')}</span>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
    </>
  );
}
