import type { WidgetDefinition } from '../../contract/widget';
import { SETTINGS_RULES } from '../../core/widget-settings/settings-rule';
import { TIMETABLE_SETTINGS_DEFAULTS, timetableEventRules } from '../../core/timetable/settings';
import { warmTimeZoneData } from '../../i18n/warm-intl';
import { messages } from './messages';
import { dialogStyles, tabsStyles } from '../../ui/part-styles';
import { styles } from './styles';
import { Timetable } from './Timetable';
import { loadAgenda } from './use-agenda';
import { ruleFieldsOf, subscribeTimetableData } from './use-timetable-data';
import { keptSettings, startOfflineCache } from './offline-link';

/** The timetable widget (spec 3 §3/§4/§5 Timetable; docs/widgets/timetable.md). */
const timetable: WidgetDefinition<Record<string, unknown>> = {
  name: 'timetable',
  styles: dialogStyles + tabsStyles + styles,
  defaults: { ...TIMETABLE_SETTINGS_DEFAULTS },
  messages,
  settingsRule: SETTINGS_RULES.timetable,
  // Channels and events start loading with the settings, not after the first render (issue 8 item 11); only
  // the event rules are read here (the full settings would check the zone: ICU data before the requests).
  prefetch: (settings, context) => {
    subscribeTimetableData(
      context,
      ruleFieldsOf(timetableEventRules(settings)),
      () => undefined,
      () => undefined,
    );
    // The saved sessions' chunk comes alongside: the programme waits for it, so the stars appear with it.
    void loadAgenda();
    // The kept programme is read beside the requests, ready if they fail (shown within 300 ms offline).
    startOfflineCache(context);
    // After the requests are sent: the ICU data load while the answers are on the network (issue 8 item 11).
    warmTimeZoneData();
  },
  keptSettings,
  Component: Timetable,
};

export default timetable;
