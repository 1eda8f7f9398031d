/**
 * The route table of spec 1 §2, as data: names, nested children, redirects and the access level of each
 * route. `resolveRoute` (./resolve.ts) matches a portal path against it; `pathFor` (./paths.ts) builds paths.
 * Patterns are relative to the parent; `:name` is a parameter, `:name?` an optional last parameter.
 */
import type { ContentType } from '../../core/library/content-type';
import { parseContentType } from '../../core/library/content-type';

/** Spec 1 §2 "Auth": checked (guarded), none, required (signed in), widget (SingleWidget). */
export type RouteAuth = 'checked' | 'none' | 'required' | 'widget';

export interface RouteTarget {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** What a redirect knows: the matched parameters and the client configuration. */
export interface RedirectContext {
  params: Record<string, string>;
  config: unknown;
}

export interface RouteDef {
  path: string;
  /** Absent on pure redirect entries. */
  name?: string;
  auth?: RouteAuth;
  redirect?: (ctx: RedirectContext) => RouteTarget;
  children?: RouteDef[];
}

const LIBRARY_VIEWS: Record<ContentType, string> = {
  congressresources: 'CongressResources',
  events: 'Events',
  slides: 'Slides',
  speakers: 'Speakers',
};

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The default library view of a scope (spec 1 §2 "Library"): the scope's `library.defaultContentType`;
 * congressresources when missing or unknown. Only congress resources and events are spec'd defaults, so
 * anything else also gives congressresources.
 */
export function defaultLibraryView(library: unknown): 'CongressResources' | 'Events' {
  const type = parseContentType(record(library)?.defaultContentType);
  return type === 'events' ? 'Events' : 'CongressResources';
}

const scoped = (scope: 'groups' | 'projects', key: 'group' | 'project') => (ctx: RedirectContext) =>
  record(record(record(ctx.config)?.[scope])?.[ctx.params[key]])?.library;

/** Library children (spec 1 §2): '' redirects to the default view; four content views. */
function libraryChildren(prefix: '' | 'Group' | 'Project', library: (ctx: RedirectContext) => unknown): RouteDef[] {
  return [
    { path: '', redirect: (ctx) => ({ name: `${prefix}${defaultLibraryView(library(ctx))}`, params: ctx.params }) },
    ...(Object.keys(LIBRARY_VIEWS) as ContentType[]).map((type) => ({
      path: type,
      name: `${prefix}${LIBRARY_VIEWS[type]}`,
    })),
  ];
}

/** events, slides, speakers directly under a group or project redirect into its library (spec 1 §2). */
function intoLibrary(prefix: 'Group' | 'Project'): RouteDef[] {
  return (['events', 'slides', 'speakers'] as const).map((type) => ({
    path: type,
    redirect: (ctx: RedirectContext) => ({ name: `${prefix}${LIBRARY_VIEWS[type]}`, params: ctx.params }),
  }));
}

/** What a group and a project both have: a home page, a library scoped to it, and the shortcuts into that library. */
function scopeRoutes(prefix: 'Group' | 'Project', scope: 'groups' | 'projects', key: 'group' | 'project'): RouteDef[] {
  return [
    { path: '', name: `${prefix}Home` },
    { path: 'library', name: `${prefix}Library`, children: libraryChildren(prefix, scoped(scope, key)) },
    ...intoLibrary(prefix),
  ];
}

/** Spec 1 §2, in matching order: fixed paths first, `/{project}` last before the catch-all. */
export const ROUTES: RouteDef[] = [
  { path: '', name: 'Home', auth: 'checked' },
  { path: 'error-page', name: 'ErrorPage', auth: 'none' },
  { path: 'page-not-found', name: 'PageNotFound', auth: 'none' },
  { path: 'login', name: 'Login', auth: 'none' },
  { path: 'no-access', name: 'NoAccess', auth: 'none' },
  { path: 'oauth2-finish', name: 'OAuth2Finish', auth: 'none' },
  { path: 'tokengrave', name: 'TokenGrave', auth: 'none' },
  { path: 'logout', name: 'Logout', auth: 'none' },
  { path: 'frontchannel-logout', name: 'FrontchannelLogout', auth: 'none' },
  { path: 'tracking-test', name: 'TrackingTest', auth: 'required' },
  { path: 'favorites', redirect: () => ({ name: 'Favourites' }) },
  { path: 'favourites', name: 'Favourites', auth: 'checked' },
  {
    path: 'library',
    name: 'Library',
    auth: 'checked',
    children: libraryChildren('', (ctx) => record(ctx.config)?.library),
  },
  { path: 'privacy', name: 'Privacy', auth: 'none' },
  { path: 'accessibility', name: 'AccessibilityStatement', auth: 'none' },
  { path: 'packages', name: 'Packages', auth: 'checked' },
  { path: 'packages/:slugOrSku', name: 'PackageDetail', auth: 'checked' },
  { path: 'spotlights', name: 'Spotlights', auth: 'checked' },
  { path: 'spotlights/:slugOrSku', name: 'SpotlightDetail', auth: 'checked' },
  { path: 'education', name: 'Education', auth: 'checked' },
  { path: 'education/:slug', name: 'EducationItemDetail', auth: 'checked' },
  { path: 'pages/:slug', name: 'Page', auth: 'checked' },
  {
    path: 'groups/:group',
    name: 'Group',
    auth: 'checked',
    children: scopeRoutes('Group', 'groups', 'group'),
  },
  { path: 'speakers/:id', name: 'SpeakerDetail', auth: 'checked' },
  { path: ':project/widgets/:widget/:name?', name: 'SingleWidget', auth: 'widget' },
  {
    path: ':project',
    name: 'Project',
    auth: 'checked',
    children: [
      ...scopeRoutes('Project', 'projects', 'project'),
      { path: 'pages/:slug', name: 'ProjectPage' },
      { path: 'channels', name: 'ProjectChannels' },
      { path: 'schedule', name: 'ProjectSchedule' },
      { path: 'crs/:slug', name: 'CRDetail' },
      { path: 'events/:slug', name: 'EventDetail' },
      { path: 'channels/:slug', name: 'ChannelDetail' },
    ],
  },
];

/** The route an unknown path ends on (spec 1 §2 "any other path"). */
export const NOT_FOUND: RouteTarget = { name: 'PageNotFound' };
export const HOME: RouteTarget = { name: 'Home' };
