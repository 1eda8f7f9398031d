import { addFilter, parseFilters, serializeFilters } from './filter-list';
import type { RouteLocation } from './route';
import { scopedRoute, stringQuery } from './route';

/** Field of the topic filter set by a topic click. */
export const TOPIC_FILTER_FIELD = 'topics';

export type TopicClickSource = 'resource' | 'event' | 'speaker' | 'package' | 'spotlight' | 'list';

const TARGET_SUFFIX: Record<Exclude<TopicClickSource, 'list'>, string> = {
  resource: 'CongressResources',
  event: 'Events',
  speaker: 'Library',
  package: 'Library',
  spotlight: 'Library',
};

/**
 * Topic-click target (spec 2 §2 "Topic click"): the topic filter is merged into the current query (page reset)
 * and the list route of the current scope is chosen — resource detail → Group/Project CongressResources or
 * CongressResources; event detail → Group/Project Events or Events; speaker detail → Group/Project Library or
 * Library; package and spotlight pages (no scope of their own) → Library; on a list the current route stays. In widget
 * mode a click on a list does nothing (null).
 */
export function topicClickTarget(input: {
  source: TopicClickSource;
  topic: unknown;
  current: { name?: unknown; params?: unknown; query?: unknown };
  widgetMode?: boolean;
}): RouteLocation | null {
  const topic = typeof input?.topic === 'string' ? input.topic.trim() : '';
  if (!topic) return null;
  if (input.source === 'list' && input.widgetMode === true) return null;
  const query = stringQuery(input.current?.query);
  delete query.page;
  query.filter = serializeFilters(addFilter(parseFilters(query.filter), { field: TOPIC_FILTER_FIELD, value: topic }));
  if (input.source === 'list') {
    const name = typeof input.current?.name === 'string' ? input.current.name : 'Library';
    return { name, params: stringQuery(input.current?.params), query };
  }
  const suffix = TARGET_SUFFIX[input.source];
  if (!suffix) return null;
  return { ...scopedRoute(suffix, input.current?.params), query };
}
