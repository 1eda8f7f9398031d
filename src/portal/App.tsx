/**
 * The portal shell: owns the router (History API, below the base path), resolves the route table against
 * the client configuration, replaces redirected URLs, sets `document.title` only when the mount opted in,
 * moves focus to the new page's heading after a navigation, and renders the screen of the route.
 */
import { routeLinkOf } from '../core/links/route-link';
import { resolveHostLink, useHostLinks } from '../ui/links/host-link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { documentTitle } from '../core/client/document-title';
import { currentItemTitle, type ReportedTitle } from '../core/menus/breadcrumb';
import { skipFlagApplies } from '../core/session/access-order';
import { ItemTitleCtx } from './item-title';
import type { PortalContext } from '../contract/portal';
import { DesignCtx, PortalCtx, entityOf } from './app-context';
import { createPortalHistory } from './router/history';
import { normalizeBasePath } from './router/base-path';
import { resolveRoute } from './router/resolve';
import { RouterContext, targetLocation, type Router } from './router/context';
import { Header } from './header/Header';
import { renderSearch } from './search/render-search';
import { routeLabelKey, portalMessages } from './messages';
import { Screen } from './Screen';
import { useAccess } from './guard/use-access';
import { Spinner } from '../ui/Spinner';
import { PortalFooter } from './footer/Footer';
import { ConsentBanner, CookieSettings } from './consent/ConsentBanner';
import { CookieSettingsCtx } from './consent/cookie-settings-context';
import { useTelemetry } from './telemetry/use-telemetry';
import { ReportErrorCtx, ScreenBoundary } from './telemetry/ScreenBoundary';
import { ErrorScreen } from './screens/ErrorScreen';
import { ScopeHeader } from './screens/ScopeHeader';
import { useHashScroll } from './use-hash-scroll';
import { resolveDesignVersion } from '../core/client/design-version';
import { queryObject } from './router/query';
import { landmarkAttributes, useGuestLandmarks } from './landmarks/use-guest-landmarks';
import { embedMode } from '../core/client/embed-mode';
import { watchFooterPlace } from './footer-place';

const hasKey = (key: string) => key in portalMessages.en;

export function PortalApp({ context }: { context: PortalContext }) {
  const { t, clientConfig } = context;
  const history = useMemo(() => createPortalHistory(window, normalizeBasePath(context.basePath)), [context.basePath]);
  useEffect(() => () => history.dispose(), [history]);
  // useState + subscribe rather than useSyncExternalStore: compat's version would land in the shared chunk every widget
  // loads.
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    const sync = () => setLocation(history.location());
    const stop = history.subscribe(sync);
    sync();
    return () => {
      stop();
    };
  }, [history]);
  const match = useMemo(() => resolveRoute(location.path, { config: clientConfig }), [location.path, clientConfig]);
  const [reportedTitle, setReportedTitle] = useState<ReportedTitle | null>(null);
  const pageTitle = currentItemTitle(reportedTitle, match.path);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new match redirects; the query and hash go along
  useEffect(() => {
    if (match.redirected) history.replace({ path: match.path, search: location.search, hash: location.hash });
  }, [match, history]);

  const navigated = useRef(false);
  // The skip-once flag of spec 1 §5: the path of the navigation that set it; every navigation replaces it.
  const skipFlag = useRef<string | null>(null);
  const hooked = useHostLinks(context.links);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hooked` (the host hooks' code has arrived) renders every Link again with the host's URL
  const router: Router = useMemo(
    () => ({
      history,
      location,
      match,
      navigate(to, options) {
        const next = targetLocation(to, history.location().search);
        if (!next) {
          console.warn('[CongressPortal] no portal route for', to);
          return;
        }
        navigated.current = true;
        skipFlag.current = options?.skipCapabilityCheckOnce ? next.path : null;
        if (options?.replace) history.replace(next);
        else history.push(next);
      },
      takeSkipFlag(path) {
        const applies = skipFlagApplies(skipFlag.current, path);
        skipFlag.current = null;
        return applies;
      },
      href(to) {
        const next = targetLocation(to, location.search);
        return next ? history.href(next.path, next.search, next.hash) : null;
      },
      hostLink(to) {
        const of = context.links ? routeLinkOf(to.name, to.params) : null;
        if (!of || !context.links) return null;
        const next = targetLocation(to, location.search);
        return resolveHostLink(context.links, {
          ...of,
          url: next ? history.href(next.path, next.search, next.hash) : null,
        });
      },
    }),
    [history, location, match, context.links, hooked],
  );

  const access = useAccess(context, router);

  // After a navigation (not the first render), focus the new page's heading and bring the portal into view.
  const mainRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or access outcome moves the focus
  useEffect(() => {
    if (!navigated.current) return;
    const main = mainRef.current;
    const heading = main?.querySelector<HTMLElement>('#cp-portal-title') ?? main;
    heading?.focus({ preventScroll: true });
    const host = (main?.getRootNode() as ShadowRoot | undefined)?.host;
    if (host && host.getBoundingClientRect().top < 0) host.scrollIntoView({ block: 'start' });
  }, [match.path, access]);
  useHashScroll(context.root, match.path, location.hash, access === 'allowed');

  // document.title only when the mount opted in (issue 10 item 2); the host's title comes back on unmount.
  const scope =
    entityOf(clientConfig, 'projects', match.params.project) ?? entityOf(clientConfig, 'groups', match.params.group);
  const label =
    (match.name === 'Page' || match.name === 'ProjectPage') && pageTitle
      ? pageTitle
      : t(routeLabelKey(match.chain, hasKey));
  const title = documentTitle({ contentType: label, scope: scope?.title, client: clientConfig?.title });
  useEffect(() => {
    if (!context.documentTitle) return undefined;
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, [context.documentTitle]);
  useEffect(() => {
    if (context.documentTitle) document.title = title;
  }, [context.documentTitle, title]);
  const onItemTitle = useCallback((path: string, title: string | null) => setReportedTitle({ path, title }), []);
  // Footer, consent and telemetry (issue 10 items 10, 11): widget routes bypass the page chrome (spec 3 §2).
  const chrome = match.auth !== 'widget';
  // The footer joins once its place is out of view (footer-place.ts); a widget route has neither.
  const footerPlace = useRef<HTMLDivElement>(null);
  const [footer, setFooter] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place is rendered while the footer waits on a chrome route
  useEffect(() => watchFooterPlace(footerPlace.current, () => setFooter(true)), [footer, chrome]);
  // Design v1/v2 (spec 1 §1): `newdesign` true or empty selects v2, kept for the browser session; default v1.
  const design = useMemo(() => {
    let store: Storage | null = null;
    try {
      store = window.sessionStorage;
    } catch {
      /* storage blocked: the query alone decides */
    }
    return resolveDesignVersion(queryObject(location.search).newdesign, store);
  }, [location.search]);
  const [cookieSettings, setCookieSettings] = useState(false);
  const openCookieSettings = useCallback(() => setCookieSettings(true), []);
  const reportError = useTelemetry(context, router, title, access === 'allowed');

  // A guest adds no second banner, main or contentinfo to a host page that has its own (core guest-landmarks.ts).
  const landmarks = useGuestLandmarks(context.root.host);
  return (
    <PortalCtx.Provider value={context}>
      <RouterContext.Provider value={router}>
        <ReportErrorCtx.Provider value={reportError}>
          <CookieSettingsCtx.Provider value={openCookieSettings}>
            <DesignCtx.Provider value={design}>
              <ItemTitleCtx.Provider value={onItemTitle}>
                <div
                  className="cp-portal cp-lists"
                  data-route={match.name}
                  data-access={access}
                  data-design={design}
                  data-embedmode={embedMode(queryObject(location.search).embedmode)}
                >
                  {chrome ? <ConsentBanner onSettings={openCookieSettings} /> : null}
                  {chrome ? (
                    <Header itemTitle={pageTitle} renderSearch={renderSearch} landmark={landmarks.banner} />
                  ) : null}
                  <div
                    id="cp-portal-main"
                    className="cp-portal__main"
                    ref={mainRef}
                    tabIndex={-1}
                    {...landmarkAttributes('main', landmarks.main, t('portal.landmark.main'))}
                  >
                    {access === 'allowed' ? (
                      <ScreenBoundary report={reportError} where={match.name} fallback={<ErrorScreen status={500} />}>
                        <ScopeHeader />
                        <Screen match={match} />
                      </ScreenBoundary>
                    ) : (
                      <div className="cp-portal-guard">
                        <Spinner label={t('portal.checking')} />
                      </div>
                    )}
                  </div>
                  {chrome && footer ? (
                    <PortalFooter onCookieSettings={openCookieSettings} landmark={landmarks.contentinfo} />
                  ) : null}
                  {chrome && !footer ? <div className="cp-portal__end" ref={footerPlace} /> : null}
                  <CookieSettings open={cookieSettings} onClose={() => setCookieSettings(false)} />
                </div>
              </ItemTitleCtx.Provider>
            </DesignCtx.Provider>
          </CookieSettingsCtx.Provider>
        </ReportErrorCtx.Provider>
      </RouterContext.Provider>
    </PortalCtx.Provider>
  );
}
