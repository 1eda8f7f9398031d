import { createHash } from 'node:crypto';
import { type AlarmMinutes, buildFeed } from '../../../src/core/calendar';
import { safeUrl } from '../../../src/core/url/safe-url';
import { Lru } from '../lru';
import type { PublishedSession } from './revisions';

/** A built feed and its validator. */
export interface FeedAnswer {
  body: string;
  etag: string;
}

export interface FeedRequest {
  client: string;
  project: string;
  zone: string;
  name: string;
  alarm: AlarmMinutes;
  /** Session link pattern with `{slug}` ('' for none), already checked by {@link checkLinkPattern}'s rules. */
  link: string;
  sessions: readonly PublishedSession[];
}

/** The link back to one session: the pattern filled in, through the URL gate (null when it refuses). */
export function sessionLink(pattern: string, slug: string): string | null {
  return pattern ? safeUrl(pattern.replaceAll('{slug}', encodeURIComponent(slug))) : null;
}

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

// Calendar apps poll every few minutes; most polls find nothing new. The same programme revision, agenda,
// reminder and link give the same bytes, so the answer is built once and kept (a few hundred agendas at most).
const built = new Lru<FeedAnswer>(300);
const generations = new WeakMap<readonly PublishedSession[], number>();
let nextGeneration = 1;

function generationOf(sessions: readonly PublishedSession[]): number {
  let g = generations.get(sessions);
  if (g === undefined) generations.set(sessions, (g = nextGeneration++));
  return g;
}

/**
 * The feed for a list of published sessions (all of a project's, or a user's agenda out of them), built once per
 * distinct input. The ETag is strong: the body is the same byte for byte whenever it is equal.
 */
export function feedAnswer(request: FeedRequest, source: readonly PublishedSession[]): FeedAnswer {
  const ids = request.sessions === source ? '*' : hash(request.sessions.map((s) => s.key).join('\n'));
  const key = [request.client, request.project, generationOf(source), request.alarm, request.link, ids].join('|');
  return built.get(key, () => {
    const body = buildFeed(
      request.sessions.map((s) => ({ ...s, id: s.key, url: sessionLink(request.link, s.slug) })),
      {
        client: request.client,
        project: request.project,
        zone: request.zone,
        name: request.name,
        alarmMinutes: request.alarm,
      },
    );
    return { body, etag: `"${hash(body).slice(0, 27)}"` };
  });
}
