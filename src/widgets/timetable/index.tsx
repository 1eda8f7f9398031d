import type { WidgetDefinition } from '../../contract/widget';
import { SIZE_RULES } from '../../core/layout/reserved-box';
import { TIMETABLE_SETTINGS_DEFAULTS, normalizeTimetableSettings } from '../../core/timetable/settings';
import { warmTimeZoneData } from '../../i18n/warm-intl';
import { messages } from './messages';
import { dialogStyles, tabsStyles } from '../../ui/part-styles';
import { styles } from './styles';
import { Timetable } from './Timetable';
import { ruleFieldsOf, subscribeTimetableData } from './use-timetable-data';

/** The timetable widget (spec 3 §3/§4/§5 Timetable; docs/widgets/timetable.md). */
const timetable: WidgetDefinition<Record<string, unknown>> = {
  name: 'timetable',
  styles: dialogStyles + tabsStyles + styles,
  defaults: { ...TIMETABLE_SETTINGS_DEFAULTS },
  messages,
  requiresServerSettings: true,
  size: SIZE_RULES['timetable'],
  // Channels and events start loading with the settings, not after the first render (issue 8 item 11).
  prefetch: (settings, context) => {
    // The first time-zone formatter loads ICU data (tens of ms): in a task of its own while the data loads.
    warmTimeZoneData();
    subscribeTimetableData(context, ruleFieldsOf(normalizeTimetableSettings(settings)), () => undefined, () => undefined);
  },
  Component: Timetable,
};

export default timetable;
