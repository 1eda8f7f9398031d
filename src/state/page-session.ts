/**
 * One session store per page and client: the portal, and widgets that act for the signed-in user (the agenda's
 * sync), share it, so a page refreshes its token once and all of them see a sign-in or sign-out at once. "Page" is
 * the runtime, whose poll scheduler every mount on the page shares: a second runtime (another test, another
 * framework app) gets its own. The access token stays in the store's memory (src/state/session.ts).
 */
import { createUserService, type UserService } from '../api/user-service';
import { createSessionStore, documentCookies, type SessionStore } from './session';

export interface PageSession {
  users: UserService;
  session: SessionStore;
  /** Called when the session must forget the basket (a failed refresh, logout): each holder adds its own. */
  readonly onClearBasket: Set<() => void>;
}

export interface PageSessionInputs {
  api: { base: string };
  client: string;
  clientConfig?: unknown;
  /** The page's scheduler: the registry's key for "this page". */
  scheduler?: object;
}

const pages = new WeakMap<object, Map<string, PageSession>>();

export function pageSession(inputs: PageSessionInputs): PageSession {
  const key = `${inputs.api.base}|${inputs.client}`;
  const page = inputs.scheduler ? (pages.get(inputs.scheduler) ?? new Map<string, PageSession>()) : null;
  if (inputs.scheduler && page) pages.set(inputs.scheduler, page);
  const known = page?.get(key);
  if (known) return known;
  const users = createUserService({ base: inputs.api.base, client: inputs.client });
  const onClearBasket = new Set<() => void>();
  const session = createSessionStore({
    service: users,
    // Spec 1 §2: `fakenow` moves status calculations only. Token expiry, refresh and the session cookie's
    // lifetime keep the real clock: a cookie dated from a fake 2019 would expire the moment it is written.
    now: Date.now,
    cookies: typeof document === 'undefined' ? null : documentCookies(document),
    clientConfig: inputs.clientConfig,
    onClearBasket: () => onClearBasket.forEach((clear) => clear()),
  });
  const made = { users, session, onClearBasket };
  page?.set(key, made);
  return made;
}
