import { WIDGET_DEFAULTS } from '../../core/constants';
import { listWidgetDefaults, type ListWidgetSettings } from '../shared/library/settings';

/** Settings of the smart video library (docs/widgets/smart-video-library.md; spec 3 §5: slides, else congress resources). */
export interface SmartVideoLibrarySettings extends ListWidgetSettings {
  /** 'slides'; anything else congress resources (spec 3 §5). */
  contenttype: string;
  limit: number;
  mode: string;
  allowedStatus: number | string | number[];
  crtype: string;
  extraFilter: string;
}

export const smartVideoLibraryDefaults: SmartVideoLibrarySettings = {
  ...listWidgetDefaults,
  contenttype: '',
  limit: WIDGET_DEFAULTS.limit,
  mode: WIDGET_DEFAULTS.mode,
  allowedStatus: WIDGET_DEFAULTS.allowedStatus,
  crtype: '',
  extraFilter: '',
};
