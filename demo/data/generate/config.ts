import type { ClientConfig, Group, LibrarySettings, MenuItem, Project } from '../../../src/core/types';

/** A project as the generator plans it: dates are wall-clock days in `timezone`. */
export interface ProjectPlan {
  client: string;
  name: string;
  title: string;
  group: string;
  timezone: string;
  days: string[];
  live: boolean;
  preview: boolean;
  channelCount: number;
  color: string;
}

export const PROJECT_PLANS: ProjectPlan[] = [
  { client: 'demo', name: 'dmc2026', title: 'Demo Medical Congress 2026', group: 'dms', timezone: 'Europe/Berlin', days: ['2026-03-04', '2026-03-05', '2026-03-06'], live: true, preview: false, channelCount: 12, color: '#0b5cad' },
  { client: 'demo', name: 'dmc2025', title: 'Demo Medical Congress 2025', group: 'dms', timezone: 'Europe/Berlin', days: ['2025-03-05', '2025-03-06', '2025-03-07'], live: false, preview: false, channelCount: 4, color: '#5a6b7c' },
  { client: 'demo', name: 'dmc2027', title: 'Demo Medical Congress 2027', group: 'dms', timezone: 'Europe/Berlin', days: ['2027-03-03', '2027-03-04', '2027-03-05'], live: false, preview: true, channelCount: 3, color: '#8a3ab9' },
  { client: 'nordic', name: 'nsc2026', title: 'Nordic Surgery Congress 2026', group: 'nss', timezone: 'Europe/Oslo', days: ['2026-09-14', '2026-09-15'], live: true, preview: false, channelCount: 4, color: '#00796b' },
];

const LIBRARY: LibrarySettings = {
  showFilterMenu: true,
  sortBy: 'datestart',
  sortOrder: 'desc',
  defaultContentType: 'congressresources',
  hiddenContentTypes: [],
  filters: [
    { id: 1, title: 'Topic', type: 'field', filterfields: [{ field: 'topics', value: '' }], open: true, scope_crs: true, scope_events: true, scope_slides: false, scope_people: false, maxVisibleItems: 10, sort: 1 },
    { id: 2, title: 'Content type', type: 'values', filterfields: [
      { field: 'crtype', value: 'lecture', label: 'Lectures' }, { field: 'crtype', value: 'abstract', label: 'Abstracts' },
      { field: 'crtype', value: 'eposter', label: 'E-posters' }, { field: 'crtype', value: 'slideset', label: 'Slide sets' },
      { field: 'crtype', value: 'e-course', label: 'E-courses' }], open: false, scope_crs: true, sort: 2 },
    { id: 3, title: 'Year', type: 'date', filterfields: [{ field: 'datestart', value: 'year' }], scope_crs: true, scope_events: true, sort: 3 },
    { id: 4, title: 'Session type', type: 'field', filterfields: [{ field: 'type', value: '' }], scope_crs: true, scope_events: true, maxVisibleItems: 5, sort: 4 },
    { id: 5, title: 'Nur Deutsch', type: 'values', filterfields: [{ field: 'language', value: 'de', label: 'Deutsch' }], languages: ['de'], scope_crs: true, sort: 5 },
  ],
};

let menuId = 0;
function menu(partial: Partial<MenuItem> & Pick<MenuItem, 'text' | 'position'>): MenuItem {
  menuId += 1;
  return { id: menuId, parent_id: null, side: 'left', languages: null, show_loggedin: 1, show_loggedoff: 1, show_in_search_modal: 0, nav_type: null, link_type: 'default', link: null, params: null, link_target: null, assetname: null, group: null, project: null, ...partial };
}

/**
 * Menu items at every position, side, nav type and link type (spec 1 §3, spec 3 §2 Main navigation): a
 * three-level dropdown, a spotlights mega menu with images, logged-in-only and language-only items, a
 * project-only item, external links, and two deliberately broken items for signed-in users (params that are
 * not JSON, a route name that does not exist) which the portal ignores and logs once.
 */
function menus(project: string): MenuItem[] {
  const dropdown = menu({ text: 'Programme', position: 'header', nav_type: 'dropdown' });
  const library = menu({ text: 'Library', position: 'header', parent_id: dropdown.id, link: 'ProjectLibrary', params: JSON.stringify({ project }) });
  library.childItems = [
    menu({ text: 'Lectures and abstracts', position: 'header', parent_id: library.id, link: 'ProjectCongressResources', params: JSON.stringify({ project }) }),
    menu({ text: 'Sessions', position: 'header', parent_id: library.id, link: 'ProjectEvents', params: JSON.stringify({ project }) }),
    menu({ text: 'Speakers', position: 'header', parent_id: library.id, link: 'ProjectSpeakers', params: JSON.stringify({ project }) }),
  ];
  dropdown.childItems = [
    menu({ text: 'Timetable', position: 'header', parent_id: dropdown.id, link_type: 'path', link: `/${project}/schedule` }),
    menu({ text: 'Live channels', position: 'header', parent_id: dropdown.id, link: 'ProjectChannels', params: JSON.stringify({ project }) }),
    library,
    // The two broken items show to signed-in users only, so the demo pages' consoles stay quiet for visitors.
    menu({ text: 'All congresses', position: 'header', parent_id: dropdown.id, show_loggedoff: 0, link: 'Library', params: '{not json' }),
    menu({ text: 'Retired page', position: 'header', parent_id: dropdown.id, show_loggedoff: 0, link: 'no-such-route' }),
  ];
  const spotlights = menu({ text: 'Spotlights', position: 'header', nav_type: 'spotlights', link: 'Spotlights' });
  spotlights.childItems = [
    menu({ text: 'Best of day one', position: 'header', parent_id: spotlights.id, link: 'SpotlightDetail', params: JSON.stringify({ slugOrSku: `${project}-spotlight-1` }), assetname: 'spotlight-day' }),
    menu({ text: 'Award-winning abstracts', position: 'header', parent_id: spotlights.id, link: 'SpotlightDetail', params: JSON.stringify({ slugOrSku: `${project}-spotlight-3` }), assetname: 'spotlight-award' }),
    menu({ text: 'Press conference', position: 'header', parent_id: spotlights.id, link: 'SpotlightDetail', params: JSON.stringify({ slugOrSku: `${project}-spotlight-4` }), assetname: 'spotlight-press' }),
  ];
  const about = menu({ text: 'About', position: 'header', side: 'right', nav_type: 'dropdown' });
  about.childItems = [
    menu({ text: 'Imprint', position: 'header', side: 'right', parent_id: about.id, link: 'Page', params: JSON.stringify({ slug: 'imprint' }) }),
    menu({ text: 'Accessibility', position: 'header', side: 'right', parent_id: about.id, link: 'AccessibilityStatement' }),
    menu({ text: 'Society website', position: 'header', side: 'right', parent_id: about.id, link_type: 'external', link: 'https://example.org', link_target: '_blank' }),
  ];
  return [
    menu({ text: 'Home', position: 'header', link: 'Home' }),
    dropdown,
    spotlights,
    menu({ text: 'Packages', position: 'header', link: 'Packages' }),
    about,
    menu({ text: 'My favourites', position: 'header', side: 'right', show_loggedoff: 0, link: 'Favourites' }),
    menu({ text: 'Nur auf Deutsch', position: 'header', languages: ['de'], link_type: 'path', link: '/pages/imprint' }),
    menu({ text: 'Imprint', position: 'footer', link_type: 'path', link: '/pages/imprint' }),
    menu({ text: 'Privacy', position: 'footer', side: 'right', link_type: 'external', link: 'https://example.org/privacy', link_target: '_blank' }),
    menu({ text: 'My favourites', position: 'usermenu', show_loggedoff: 0, link: 'Favourites' }),
    menu({ text: 'My profile', position: 'usermenu', show_loggedoff: 0, side: 'right', link_type: 'external', link: 'https://example.org/profile', link_target: '_blank' }),
    menu({ text: 'Highlights', position: 'spotlightsmenu', link: 'Spotlights', params: JSON.stringify({ category: 'highlights' }), assetname: 'spotlight-highlights', show_in_search_modal: 1 }),
    menu({ text: 'Award winners', position: 'spotlightsmenu', link: 'Spotlights', params: JSON.stringify({ category: 'award-winners' }), assetname: 'spotlight-award', show_in_search_modal: 1 }),
    menu({ text: 'Congress schedule', position: 'header', project, link_type: 'path', link: `/${project}/schedule` }),
  ];
}

/** A project's own header and footer navigation, for projects that override the client's (spec 1 §6). */
function archiveMenus(project: string): MenuItem[] {
  return [
    menu({ text: 'Archive home', position: 'header', link: 'Project', params: JSON.stringify({ project }) }),
    menu({ text: 'Recordings', position: 'header', link: 'ProjectLibrary', params: JSON.stringify({ project }) }),
    menu({ text: 'Back to the portal', position: 'header', side: 'right', link: 'Home' }),
    menu({ text: 'Archive imprint', position: 'footer', link_type: 'path', link: '/pages/imprint' }),
  ];
}

function project(plan: ProjectPlan, id: number, channelIds: number[], collection: number): Project {
  return {
    id, name: plan.name, title: plan.title, description: `${plan.title}: programme, live stream and library.`,
    color: plan.color, collection, distribution: `${plan.name}-ondemand`, liveDistribution: `${plan.name}-live`,
    live: plan.live ? 1 : 0, preview: plan.preview ? 1 : 0, timezone: plan.timezone, group: plan.group,
    channels: channelIds.map((channel_id, i) => ({ channel_id, active: i === channelIds.length - 1 && channelIds.length > 3 ? 0 : 1 })),
    library: plan.name === 'dmc2025' ? { ...LIBRARY, sortBy: 'title', sortOrder: 'asc' } : null,
    modules: { timetable: true, library: true },
    menuitems: plan.name === 'dmc2025' ? archiveMenus(plan.name) : plan.name === 'dmc2026' ? menus(plan.name).filter((m) => m.position === 'header').slice(0, 2) : [],
    overwriteClientHeaderNavigation: plan.name === 'dmc2025' || plan.name === 'dmc2027' ? 1 : 0,
    overwriteClientFooterNavigation: plan.name === 'dmc2025' ? 1 : 0,
    projectAssets: { logo: `logo-${plan.name}`, teaser: 'teaser-default', avatar: 'avatar-default' },
    homeTargetUrl: null,
    enableAIFeatures: plan.live ? 1 : 0, enableSubtitles: 1, enableTranscriptSearch: 1, enableTranscriptDownload: 1,
    selectedTranscriptLanguages: JSON.stringify(['en', 'de']),
    tags: ['english', 'deutsch', 'sign-language'],
  };
}

/** Builds a client configuration; the server adds allowedOrigins for its own origin at runtime. */
export function clientConfig(args: {
  id: number; name: string; title: string; theme: string; languages: [string, string];
  plans: ProjectPlan[]; channelIds: Record<string, number[]>; collections: Record<string, number>;
}): ClientConfig {
  const projects: Record<string, Project> = {};
  args.plans.forEach((plan, i) => { projects[plan.name] = project(plan, args.id * 100 + i + 1, args.channelIds[plan.name], args.collections[plan.name]); });
  const groups: Record<string, Group> = {};
  for (const plan of args.plans) {
    const g = (groups[plan.group] ??= { id: args.id * 10 + Object.keys(groups).length + 1, name: plan.group, title: args.name === 'demo' ? 'Demo Medical Society' : 'Nordic Surgical Society', description: 'Congresses of the society', color: args.theme, projects: [], menuitems: [], library: LIBRARY, groupAssets: { logo: `logo-${args.name}`, 'header.banner': `banner-${args.name}`, 'header.banner.mobile': `banner-${args.name}-mobile` },
      // The Nordic society shows its own header navigation on all its congresses (a group override, spec 1 §6).
      ...(args.name === 'nordic' ? { overwriteClientHeaderNavigation: 1, menuitems: archiveMenus(plan.name) } : { overwriteClientHeaderNavigation: 0 }),
      overwriteClientFooterNavigation: 0 });
    g.projects!.push(plan.name);
  }
  const [first, second] = args.languages;
  return {
    id: args.id, name: args.name, title: args.title, authClient: `${args.name}-portal`, theme_color: args.theme,
    projects, groups,
    languages: [
      { short_code: first, title: first === 'en' ? 'English' : 'Deutsch', pivot: { default: 1 } },
      { short_code: second, title: second === 'en' ? 'English' : 'Deutsch', pivot: { default: 0 } },
    ],
    menuitems: menus(args.plans[0].name),
    library: LIBRARY,
    clientAssets: { logo: `logo-${args.name}`, favicon: `favicon-${args.name}`, 'header.banner': `banner-${args.name}`, 'header.banner.mobile': `banner-${args.name}-mobile`, 'fallback-lecture': 'fallback-lecture', 'fallback-abstract': 'fallback-abstract', 'badge.award': 'badge-award', ...(args.name === 'demo' ? { processingThumbnail: 'status-processing', scheduledThumbnail: 'status-scheduled' } : {}) },
    // Sign-in methods on Login and the auto-login provider (docs/api.md "Client configuration: sign-in").
    loginMethods: args.name === 'demo' ? ['esociety-username', 'oauth2:demo-sso', 'giftcode', 'esociety-lastname', 'token', 'jwt'] : ['esociety-username', 'giftcode'],
    autoLoginProvider: args.name === 'demo' ? 'demo-sso' : null,
    defaultRedirectUrl: '/', postLogoutUrl: '/?loggedout=1', homeTargetUrl: null, librarytype: 'extended',
    noAccessLearnMoreLink: 'https://example.org/membership', noAccessLearnMoreLinkTarget: '_blank',
    cookieConsentEnabled: 1, cookieValidityPeriodInDays: 7, cookieLegalCompanyLabel: args.title, cookiePrivacyPolicyUrl: 'https://example.org/privacy',
    enableFavorites: 1, enableCitation: 1, enableLikes: 1, enableSocialShare: 1, showUserMenu: 1, showSpotlightsMenu: 1,
    enableVideoTracking: 1, videoTrackingEndpoint: '/api/tracking/video', analyticsUrl: '/api/analytics/pageview', enableLiveCounter: 1, hideLiveCounterInHeader: 0, useLanguageInSearch: 1,
    startpage: { redirectSlug: null }, enableSentry: 1, matomoSiteId: 3,
    whitelistUrls: ['https://www.youtube.com/', 'https://player.vimeo.com/', 'https://cdn.jsdelivr.net/'],
    allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    facebookUrl: 'https://facebook.com/example', instagramUrl: 'https://instagram.com/example', linkedinUrl: 'https://linkedin.com/company/example',
    xUrl: 'https://x.com/example', youtubeUrl: 'https://youtube.com/@example', a11yStatementUrl: '/accessibility', imprintUrl: '/pages/imprint',
    copyrightUrl: 'https://example.org/copyright', contactUrl: 'mailto:office@example.org', dataProtectionUrl: '/privacy', termsAndConditionsUrl: 'https://example.org/terms',
  };
}

export function translations(client: string): Record<string, Record<string, string>> {
  const brand = client === 'demo' ? 'Demo Medical Society' : 'Nordic Surgical Society';
  return {
    en: { 'header.title': brand, 'header.search.noResults': 'No results found', 'footer.copyright': `© ${brand}`, 'error.404.title': 'Page not found', 'error.404.text': 'The page you are looking for does not exist.', 'error.500.title': 'Something went wrong', 'error.500.text': 'Please try again later.', 'error.loadingFailed': 'Loading failed', 'widgets.resources.noResults': 'No content found', 'widgets.filtermatrix.noResults': 'No channel is live right now', 'login.title': `Sign in to ${brand}`, 'login.oauth2.demo-sso': 'Demo SSO' },
    de: { 'header.title': brand, 'header.search.noResults': 'Keine Ergebnisse gefunden', 'footer.copyright': `© ${brand}`, 'error.404.title': 'Seite nicht gefunden', 'error.404.text': 'Die gesuchte Seite gibt es nicht.', 'error.500.title': 'Etwas ist schiefgelaufen', 'error.500.text': 'Bitte versuchen Sie es später erneut.', 'error.loadingFailed': 'Laden fehlgeschlagen', 'widgets.resources.noResults': 'Keine Inhalte gefunden', 'widgets.filtermatrix.noResults': 'Zurzeit ist kein Kanal live', 'login.title': `Anmelden bei ${brand}` },
  };
}
