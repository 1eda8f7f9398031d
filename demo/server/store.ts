import type { Channel, CongressEvent } from '../../src/core/types';
import type { ClientDataset, ContentItem, Dataset, ListResource } from './dataset/types';
import { LIST_RESOURCES } from './dataset/types';
import { comparator, parseSort, type SortSpec } from './http/sort';
import { Lru } from './lru';

type Item = Record<string, unknown>;

/** One client's content held in memory, with the lookups the endpoints need. */
export class ClientStore {
  readonly byId = {} as Record<ListResource, Map<number, Item>>;
  /** Events per channel id, sorted by start. */
  readonly eventsByChannel = new Map<number, CongressEvent[]>();
  /** Start and end (ms) of `eventsByChannel` entries, same order, for binary search on every live request. */
  readonly timesByChannel = new Map<number, { starts: Float64Array; ends: Float64Array }>();
  /** Every event start and end (ms), sorted: the moments live state changes (Last-Modified). */
  readonly liveBoundaries: number[];
  /** Like counts by "type:id", kept in step with SQLite. */
  readonly likes = new Map<string, number>();
  /** When an organiser last edited a page (routes/admin-content.ts); the pages' Last-Modified. */
  pagesModifiedAt: number | null = null;
  /** When an organiser last changed the configuration (PUT /admin/{client}/configuration). */
  configModifiedAt: number | null = null;
  private readonly sorted = new Map<string, Item[]>();

  constructor(
    readonly name: string,
    readonly data: ClientDataset,
  ) {
    for (const resource of LIST_RESOURCES) {
      this.byId[resource] = new Map((data[resource] as unknown as Item[]).map((item) => [item.id as number, item]));
    }
    const boundaries = new Set<number>();
    for (const event of data.events) {
      for (const ref of event.channels ?? []) {
        const list = this.eventsByChannel.get(ref.id) ?? [];
        list.push(event);
        this.eventsByChannel.set(ref.id, list);
      }
      for (const d of [event.datestart, event.dateend]) if (d) boundaries.add(Date.parse(d));
    }
    for (const [id, list] of this.eventsByChannel) {
      list.sort((a, b) => Date.parse(a.datestart ?? '') - Date.parse(b.datestart ?? ''));
      this.timesByChannel.set(id, {
        starts: Float64Array.from(list, (e) => Date.parse(e.datestart ?? '')),
        ends: Float64Array.from(list, (e) => Date.parse(e.dateend ?? '')),
      });
    }
    this.liveBoundaries = [...boundaries].filter(Number.isFinite).sort((a, b) => a - b);
    data.channels.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  }

  likeCount(type: string, id: unknown): number {
    return this.likes.get(`${type}:${id}`) ?? 0;
  }

  /**
   * The list of a resource in the given order, cached (likes orders are dropped when likes change).
   * Without `includeDenied`, congress resources with consent 0 ("denied": not released on demand) are left out.
   */
  sortedList(resource: ListResource, specs: SortSpec[], includeDenied = true): Item[] {
    const key = `${resource}|${specs.map((s) => (s.desc ? '-' : '') + s.key).join(',')}|${includeDenied}`;
    let list = this.sorted.get(key);
    if (!list) {
      const all = this.data[resource] as unknown as Item[];
      const shown =
        includeDenied || resource !== 'congressresources' ? all : all.filter((item) => String(item.consent) !== '0');
      list = [...shown].sort(comparator(specs, (item) => this.likeCount(likeTypeOf(resource), item.id)));
      this.sorted.set(key, list);
    }
    return list;
  }

  forgetLikeOrder(): void {
    for (const key of [...this.sorted.keys()]) if (key.includes('likes')) this.sorted.delete(key);
    this.filtered.forget((key) => key.includes('likes'));
  }

  private readonly filtered = new Lru<Item[]>(500);

  /** Filter results by key (least recently used first out, at most 500). */
  cachedFilter(key: string, compute: () => Item[]): Item[] {
    return this.filtered.get(key, compute);
  }

  channel(slugOrId: string, project?: string): Channel | undefined {
    const id = /^\d+$/.test(slugOrId) ? Number(slugOrId) : NaN;
    return this.data.channels.find((c) => (c.id === id || c.slug === slugOrId) && (!project || c.project === project));
  }

  /** Package / spotlight / education item by slug or sku (education items: searched through the tree). */
  contentItem(kind: 'packages' | 'spotlights' | 'educationitems', slugOrSku: string): ContentItem | undefined {
    const walk = (items: ContentItem[]): ContentItem | undefined => {
      for (const item of items) {
        if (item.slug === slugOrSku || item.sku === slugOrSku || String(item.id) === slugOrSku) return item;
        const found = walk(item.children ?? []);
        if (found) return found;
      }
      return undefined;
    };
    return walk(this.data[kind]);
  }

  /** Latest live-state change at or before `now` (or the load time): the answer's Last-Modified. */
  lastLiveChange(now: number, loadedAt: number): number {
    return Math.max(this.liveBoundary(now), loadedAt);
  }

  /**
   * Latest schedule boundary (an event start or end) at or before `now`, -Infinity before the first. Unlike
   * `lastLiveChange` it is not raised to the load time, so it tells two moments of one congress apart even when the
   * congress lies before the server started (a `fakenow` or a test clock that moves back).
   */
  liveBoundary(now: number): number {
    let lo = 0;
    let hi = this.liveBoundaries.length - 1;
    let found = -Infinity;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.liveBoundaries[mid] <= now) {
        found = this.liveBoundaries[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}

/** Likes are stored per content type; list resources map to the like type used in URLs. */
export function likeTypeOf(resource: string): string {
  return resource;
}

/** Widget settings an import wrote for its project (served when demo/data/widgets/<widget>.json has none). */
export interface ImportedWidgetSettings {
  client: string;
  project: string;
  widget: string;
  name: string;
  settings: Record<string, unknown>;
}

export class Store {
  readonly clients = new Map<string, ClientStore>();
  importedWidgets: ImportedWidgetSettings[] = [];
  /**
   * When the content last changed (whole seconds, as HTTP dates have no milliseconds): derived from the data, not
   * from when this process started, so every process sends the same Last-Modified (app.ts).
   */
  loadedAt: number;
  constructor(
    readonly dataset: Dataset,
    now: number,
  ) {
    this.loadedAt = Math.floor(now / 1000) * 1000;
    for (const [name, data] of Object.entries(dataset.clients)) this.clients.set(name, new ClientStore(name, data));
  }
  /** Adds or replaces a project's content in a client (schedule imports). */
  replaceClient(name: string, data: ClientDataset): void {
    this.dataset.clients[name] = data;
    this.clients.set(name, new ClientStore(name, data));
  }
}

export const defaultSort = (resource: ListResource) =>
  parseSort(
    undefined,
    resource === 'speakers'
      ? 'lastname'
      : resource === 'channels'
        ? 'sort'
        : resource === 'collections'
          ? 'id'
          : '-datestart',
  );
