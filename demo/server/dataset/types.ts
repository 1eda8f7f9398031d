import type {
  Advertisement,
  Channel,
  ClientConfig,
  Collection,
  CongressEvent,
  CongressResource,
  Module,
  Slide,
  Speaker,
} from '../../../src/core/types';

/** A page of the page builder (GET {client}/pages). `relation` says what it belongs to. */
export interface Page {
  id: number;
  relation: 'client' | 'group' | 'project';
  relation_id: string;
  type: 'login' | 'pageWidget' | 'startpage' | 'content' | string;
  slug: string;
  title: string;
  modules: Module[];
}

/** Package / spotlight / education item: a titled container of modules. */
export interface ContentItem {
  id: number;
  slug: string;
  sku?: string | null;
  title: string;
  description?: string | null;
  /** Packages and spotlights (spec 2 §9): the line under the title, the compiler ('compiled by'), the date, topics. */
  subline?: string | null;
  author?: string | null;
  date?: string | null;
  topics?: { slug: string; title: string }[];
  /** Asset names: `packageImage` (packages), `spotlightImage` (spotlights). */
  assets?: Record<string, string>;
  category?: string | null;
  image?: string | null;
  project?: string | null;
  sort?: number;
  modules: Module[];
  /** Education items only: nested chapters. */
  children?: ContentItem[];
}

/** What one client's dataset folder holds (demo/data/dataset/<client>/*.json). */
export interface ClientDataset {
  config: ClientConfig;
  translations: Record<string, Record<string, string>>;
  assets: Record<string, string>;
  congressresources: CongressResource[];
  timelineitems: Slide[];
  speakers: Speaker[];
  events: CongressEvent[];
  channels: Channel[];
  collections: Collection[];
  pages: Page[];
  packages: ContentItem[];
  spotlights: ContentItem[];
  educationitems: ContentItem[];
  ads: Advertisement[];
  /** Tags per project name (isc/tags.json). */
  tags: Record<string, string[]>;
}

export interface Dataset {
  /** Host name → client name (domains/host/{host}). */
  domains: Record<string, string>;
  clients: Record<string, ClientDataset>;
}

export const LIST_RESOURCES = [
  'congressresources',
  'timelineitems',
  'speakers',
  'events',
  'channels',
  'collections',
] as const;
export type ListResource = (typeof LIST_RESOURCES)[number];
