/** Route name → screen. Routes whose screens come with later issues say so (NotBuilt) instead of faking one. */
import type { RouteMatch } from './router/resolve';
import { usePortal } from './app-context';
import { routeLabelKey, portalMessages } from './messages';
import { Home } from './screens/Home';
import { ScopeHome } from './screens/ScopeHome';
import { ContentPage } from './screens/ContentPage';
import { ErrorScreen } from './screens/ErrorScreen';
import { NoAccess } from './screens/NoAccess';
import { Accessibility } from './screens/Accessibility';
import { NotBuilt } from './screens/NotBuilt';
import { signinScreen } from './signin/screens';
import { useOpenCookieSettings } from './consent/cookie-settings-context';
import { LibraryScreen } from './library/LibraryScreen';
import { CRDetailScreen, EventDetailScreen, SpeakerDetailScreen } from './detail/screens';
import { useEffect } from 'react';
import { useRouter } from './router/context';
import { notePortalPath } from './router/previous';
import { listingOfRoute } from './library/scope';
import { FavouritesScreen } from './social/FavouritesScreen';
import {
  ChannelDetailScreen,
  ProjectChannelsScreen,
  ProjectScheduleScreen,
  SingleWidgetScreen,
} from './screens/live/screens';
import { lazyScreen } from './lazy-screen';
import type { PrivacyProps } from './screens/Privacy';
import { isCatalogRoute, CatalogScreen } from './catalog/screens';

const TrackingTest = lazyScreen('tracking test', () => import('./screens/TrackingTest'));
const Privacy = lazyScreen<PrivacyProps>('privacy page', () =>
  import('./screens/Privacy').then((m) => ({ default: m.Privacy })),
);

const hasKey = (key: string) => key in portalMessages.en;

export function Screen({ match }: { match: RouteMatch }) {
  const { t } = usePortal();
  const openCookieSettings = useOpenCookieSettings();
  const { path } = useRouter().location;
  useEffect(() => notePortalPath(path), [path]);
  const signin = signinScreen(match.name);
  if (signin) return signin;
  switch (match.name) {
    case 'Home':
      return <Home />;
    case 'ProjectHome':
      return <ScopeHome key={match.params.project} kind="project" name={match.params.project} />;
    case 'GroupHome':
      return <ScopeHome key={match.params.group} kind="group" name={match.params.group} />;
    case 'Page':
      return <ContentPage key={match.params.slug} slug={match.params.slug} />;
    case 'ProjectPage':
      return (
        <ContentPage
          key={`${match.params.project}/${match.params.slug}`}
          slug={match.params.slug}
          project={match.params.project}
        />
      );
    case 'PageNotFound':
      return <ErrorScreen status={404} />;
    case 'ErrorPage':
      return <ErrorScreen status={500} />;
    case 'NoAccess':
      return <NoAccess />;
    case 'AccessibilityStatement':
      return <Accessibility />;
    case 'Privacy':
      return <Privacy onCookieSettings={openCookieSettings} />;
    case 'ProjectChannels':
      return <ProjectChannelsScreen key={match.params.project} project={match.params.project} />;
    case 'ChannelDetail':
      return <ChannelDetailScreen key={match.params.project} project={match.params.project} slug={match.params.slug} />;
    case 'CRDetail':
      return <CRDetailScreen key={`${match.params.project}/${match.params.slug}`} />;
    case 'EventDetail':
      return <EventDetailScreen key={`${match.params.project}/${match.params.slug}`} />;
    case 'SpeakerDetail':
      return <SpeakerDetailScreen key={match.params.id} />;
    case 'Favourites':
      return <FavouritesScreen />;
    case 'ProjectSchedule':
      return <ProjectScheduleScreen key={match.params.project} project={match.params.project} />;
    case 'TrackingTest':
      return <TrackingTest />;
    case 'SingleWidget':
      return (
        <SingleWidgetScreen project={match.params.project} widget={match.params.widget} name={match.params.name} />
      );
    default:
      if (listingOfRoute(match.name)) return <LibraryScreen />;
      if (isCatalogRoute(match.name)) return <CatalogScreen />;
      return <NotBuilt label={t(routeLabelKey(match.chain, hasKey))} />;
  }
}
