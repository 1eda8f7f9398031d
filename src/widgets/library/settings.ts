import { WIDGET_DEFAULTS } from '../../core/constants';
import { listWidgetDefaults, type ListWidgetSettings } from '../shared/library/settings';

/** Settings of the library widget (docs/widgets/library.md; spec 3 §5, §9 widget defaults). */
export interface LibrarySettings extends ListWidgetSettings {
  /** events, slides, speakers; anything else congress resources (spec 3 §5). `type` is read too. */
  contenttype: string;
  /** How many items: default 8 (spec 3 §9), at most 2017. */
  limit: number;
  /** 'latest' (default): newest first; any other value: by start, oldest first. */
  mode: string;
  /** Statuses a congress resource may have (spec 3 §9: 6, published); 'any' lists all. */
  allowedStatus: number | string | number[];
  /** Congress resource types (crtype), a comma list; none: all. */
  crtype: string;
  /** Events of these channels (slugs, a comma list); none: all. */
  channel: string;
  /** More clauses in the list filter grammar (docs/api.md), e.g. `type==Lecture`. */
  extraFilter: string;
}

export const libraryDefaults: LibrarySettings = {
  ...listWidgetDefaults,
  contenttype: '',
  limit: WIDGET_DEFAULTS.limit,
  mode: WIDGET_DEFAULTS.mode,
  allowedStatus: WIDGET_DEFAULTS.allowedStatus,
  crtype: '',
  channel: '',
  extraFilter: '',
};
