/**
 * Settings the four list widgets share (docs/widgets/library.md, resources-list.md): spec 3 §3 "Resources list
 * widget" (title, customClasses, project, teaser, layout, type, ids, slideshowOptions) and spec 3 §9 widget
 * defaults (allowed status 6, layout tiles, limit 8, mode latest), plus the widget-mode URL patterns (spec 3 §2).
 */
import { WIDGET_DEFAULTS } from '../../../core/constants';

export interface ListWidgetSettings extends Record<string, unknown> {
  title: string;
  /** A line of text under the title. */
  teaser: string;
  /** Project name; default the mount point's data-project. */
  project: string;
  /** 'tiles' (default; resources-table: 'list'), 'list' (a table) or 'slider' (the shared carousel). */
  layout: string;
  /** autoplay, autoplaySpeed (6000), speed (1000), dots, fade, navButtons, slidesToShow, responsive (layout slider). */
  slideshowOptions: Record<string, unknown>;
  /** Links per kind: { cr, event, speaker } with ###slug### (speakers ###id###, ###lastname###); none → no link. */
  urlPatterns: Record<string, unknown>;
  /** The shared filter topic clicks set and the list follows (spec 3 §2 Widget mode); default 'topic'. */
  filterSourceId: string;
  customClasses: string;
}

export const listWidgetDefaults: ListWidgetSettings = {
  title: '',
  teaser: '',
  project: '',
  layout: '',
  slideshowOptions: {},
  urlPatterns: {},
  filterSourceId: 'topic',
  customClasses: '',
};

/**
 * The query of the widgets that list congress resources by kind (library, smart-video-library; spec 3 §5, §9 widget
 * defaults: limit 8, mode latest, allowed status 6).
 */
export interface ResourceQuerySettings extends ListWidgetSettings {
  /** Which kind of item the list shows; anything unknown: congress resources (spec 3 §5). */
  contenttype: string;
  /** How many items: default 8 (spec 3 §9), at most 2017. */
  limit: number;
  /** 'latest' (default): newest first; any other value: by start, oldest first. */
  mode: string;
  /** Statuses a congress resource may have (spec 3 §9: 6, published); 'any' lists all. */
  allowedStatus: number | string | number[];
  /** Congress resource types (crtype), a comma list; none: all. */
  crtype: string;
  /** More clauses in the list filter grammar (docs/api.md), e.g. `type==Lecture`. */
  extraFilter: string;
}

export const resourceQueryDefaults: ResourceQuerySettings = {
  ...listWidgetDefaults,
  contenttype: '',
  limit: WIDGET_DEFAULTS.limit,
  mode: WIDGET_DEFAULTS.mode,
  allowedStatus: WIDGET_DEFAULTS.allowedStatus,
  crtype: '',
  extraFilter: '',
};

/** resources-list and resources-table (spec 3 §3 "Resources list widget": ids, type). */
export interface ByIdsSettings extends ListWidgetSettings {
  /** The items, in this order: a comma list or an array of ids; none → the empty state, no request. */
  ids: string | Array<string | number>;
  /** 'events'; anything else congress resources (default). */
  type: string;
  /** Statuses a congress resource may have (spec 3 §9: 6); 'any' lists all. */
  allowedStatus: number | string | number[];
}

export const byIdsDefaults: ByIdsSettings = {
  ...listWidgetDefaults,
  ids: '',
  type: 'congressresources',
  allowedStatus: 6,
};
