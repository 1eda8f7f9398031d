import { safeUrl } from '../url/safe-url';

/** What a link in a widget or the portal leads to: the kinds the host's link hook is asked about. */
export type HostLinkKind = 'session' | 'resource' | 'speaker' | 'channel' | 'package';

export const LINK_KINDS: readonly HostLinkKind[] = ['session', 'resource', 'speaker', 'channel', 'package'];

/**
 * What the host's link hook (`CongressPortal.on('link', fn)`) and the cancelable `congress-navigate` event receive.
 * `url` is the link as the SDK would build it (the URL pattern of the settings, or the portal's own route); null
 * when there is none, so a hook may give a link where the settings give none.
 */
export interface LinkDetail {
  kind: HostLinkKind;
  /** The item's slug (sessions, resources, channels), SKU or slug (packages), or id (speakers). */
  id: string;
  url: string | null;
  /** The widget name, or 'portal'. */
  widget: string;
  project?: string;
}

/** A host's link hook: a new URL string, or nothing (undefined, null) to keep `detail.url`. */
export type LinkHook = (detail: Readonly<LinkDetail>) => unknown;

/**
 * A link as rendered: its final URL (after the hooks and the gate). It is also the detail of the cancelable
 * `congress-navigate` event dispatched on the mount element when the link is followed.
 */
export interface ResolvedLink extends LinkDetail {
  url: string;
}

/**
 * Where a mount's links are decided: the host's hooks (read at each link, so a later `on('link')` takes part) and
 * the mount's widget and project. The runtime hands it to widgets and the portal as plain data; the resolving code
 * comes with the widgets that render links ({@link resolveInScope}), so a page of text widgets never loads it.
 */
export interface LinkScope {
  /** The hooks registered now (absent: none, the default links). */
  hooks?(): Iterable<LinkHook>;
  /** The widget name, or 'portal'. */
  widget: string;
  project?: string;
}

/** Why a hook's answer was not used: it threw, or it gave something the URL gate refuses. */
export type LinkHookProblem = { type: 'threw'; error: unknown } | { type: 'refused'; value: unknown };

/**
 * The one place a link's URL is decided (the host decides where links go): the default URL first, then each of the
 * host's hooks in the order they were added, each seeing the URL the one before chose. A hook's string passes the
 * URL gate (src/core/url/safe-url.ts); a hook that throws, or returns anything but a string, undefined or null, or
 * a URL the gate refuses (`javascript:`, `data:` …) is skipped — the link stays what it was — and reported through
 * `problem`, so the caller can warn.
 * @example resolveLink({ kind: 'session', id: 'opening', url: '/dmc/events/opening', widget: 'library' },
 *   [(d) => `/programme/${d.id}`], () => {}) // '/programme/opening'
 */
export function resolveLink(
  detail: LinkDetail,
  hooks: Iterable<LinkHook>,
  problem: (hook: LinkHook, reason: LinkHookProblem, detail: LinkDetail) => void,
): string | null {
  let url = detail.url === null ? null : safeUrl(detail.url);
  for (const hook of hooks) {
    let answer: unknown;
    try {
      answer = hook(Object.freeze({ ...detail, url }));
    } catch (error) {
      problem(hook, { type: 'threw', error }, detail);
      continue;
    }
    if (answer === undefined || answer === null) continue;
    const gated = typeof answer === 'string' ? safeUrl(answer) : null;
    if (gated === null) problem(hook, { type: 'refused', value: answer }, detail);
    else url = gated;
  }
  return url;
}

/**
 * The warning for a hook's problem, to be logged once per hook (not once per link: a broken hook would otherwise
 * flood the console with one line for every card of a listing).
 */
export function linkHookWarning(reason: LinkHookProblem, detail: Pick<LinkDetail, 'kind' | 'id'>): string {
  const about = `(first seen on the ${detail.kind} link "${detail.id}"; the default link is used)`;
  if (reason.type === 'threw') {
    const message = reason.error instanceof Error ? reason.error.message : String(reason.error);
    return `link hook threw: ${message} ${about}`;
  }
  const shown = typeof reason.value === 'string' ? JSON.stringify(reason.value.slice(0, 80)) : typeof reason.value;
  return `link hook returned ${shown}, expected an http(s), mailto, tel or relative URL ${about}`;
}

/** A `problem` callback for {@link resolveLink} that warns once per hook. */
export function warnOncePerHook(
  warn: (message: string) => void,
): (hook: LinkHook, reason: LinkHookProblem, detail: Pick<LinkDetail, 'kind' | 'id'>) => void {
  const warned = new WeakSet<LinkHook>();
  return (hook, reason, detail) => {
    if (warned.has(hook)) return;
    warned.add(hook);
    warn(linkHookWarning(reason, detail));
  };
}

/**
 * A link of a mount as rendered (the link to put into `href`, or null for no link): the scope's widget and project
 * (a link's own project wins), then {@link resolveLink}.
 * @example resolveInScope({ hooks: () => [], widget: 'library', project: 'dmc' }, { kind: 'session', id: 'a', url: '/e/a' }, warn)
 *   // { kind: 'session', id: 'a', url: '/e/a', widget: 'library', project: 'dmc' }
 */
export function resolveInScope(
  scope: LinkScope,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
  problem: Parameters<typeof resolveLink>[2],
): ResolvedLink | null {
  const { project: own, ...rest } = link;
  const project = own ?? scope.project;
  const detail: LinkDetail =
    project === undefined ? { ...rest, widget: scope.widget } : { ...rest, widget: scope.widget, project };
  const url = resolveLink(detail, scope.hooks?.() ?? [], problem);
  return url === null ? null : { ...detail, url };
}
