/**
 * CRDetail's related and explore-more lists (spec 2 §2, §9): related content (same contribution), more from the
 * session, and one list per topic — 8 each, date descending, without the page's own resource. Nothing shows while
 * a list loads, fails or is empty (spec 2 §8: content load failures are logged only).
 */
import type { FilterInput } from '../../api/filter';
import { TOPIC_RELATED_LIMIT } from '../../core/constants';
import { withoutSelf } from '../../core/content/detail';
import { usePortal } from '../app-context';
import { useAsync } from '../data/use-async';
import { loadResources, type Item } from './data';
import { Section } from './parts';
import { ResourceList } from './ResourceList';

export function RelatedList({
  title,
  filter,
  self,
  skip = false,
}: {
  title: string;
  filter: FilterInput;
  self: Item;
  skip?: boolean;
}) {
  const { api } = usePortal();
  const key = `related:${JSON.stringify(filter)}`;
  const list = useAsync(key, (signal) =>
    skip
      ? Promise.resolve([])
      : loadResources(api, filter, signal, { limit: TOPIC_RELATED_LIMIT + 1 }).then(
          (answer) => withoutSelf(answer.items, self.id, TOPIC_RELATED_LIMIT),
          (error: unknown) => {
            console.warn(`[CongressPortal] ${title} could not be loaded`, error);
            return [];
          },
        ),
  );
  if (list.status !== 'done' || !list.value.length) return null;
  return (
    <Section title={title} className="cp-detail__related">
      <ResourceList items={list.value} />
    </Section>
  );
}
