/**
 * The host's link hooks at work: the code that asks them, gates their answers and words their problems. Loaded only
 * once a host has registered a hook (src/ui/links/host-link.ts); without one, a link is its default URL through the
 * URL gate.
 */
import { safeUrl } from '../url/safe-url';
import { scopedDetail, type LinkDetail, type LinkHook, type LinkScope, type ResolvedLink } from './link-hook';

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
 * A link of a mount as rendered (the link to put into `href`, or null for no link): its detail in the scope
 * (`scopedDetail`), then {@link resolveLink}.
 * @example resolveInScope({ hooks: () => [], widget: 'library', project: 'dmc' }, { kind: 'session', id: 'a', url: '/e/a' }, warn)
 *   // { kind: 'session', id: 'a', url: '/e/a', widget: 'library', project: 'dmc' }
 */
export function resolveInScope(
  scope: LinkScope,
  link: Pick<LinkDetail, 'kind' | 'id' | 'url' | 'project'>,
  problem: Parameters<typeof resolveLink>[2],
): ResolvedLink | null {
  const detail = scopedDetail(scope, link);
  const url = resolveLink(detail, scope.hooks?.() ?? [], problem);
  return url === null ? null : { ...detail, url };
}
