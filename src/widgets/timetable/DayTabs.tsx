import { useMemo } from 'react';
import { dayLabel, dayNumberToKey } from '../../core/timetable';
import type { Translate } from '../../i18n/types';
import { TabList } from '../../ui/Tabs';

export interface DayTabsProps {
  days: number[];
  selected: number | null;
  locale: string;
  panelId: string;
  t: Translate;
  onSelect: (day: number) => void;
}

export const dayTabId = (day: number) => `tt-day-${day}`;

/**
 * The day selector (issue 5 §6): the shared tab list of src/ui/Tabs (arrows wrap, Home and End jump, selection
 * follows focus), controlling the timetable's one panel.
 */
export function DayTabs(p: DayTabsProps) {
  const tabs = useMemo(
    () => p.days.map((d) => ({ id: String(d), label: dayLabel(dayNumberToKey(d), p.locale) })),
    [p.days, p.locale],
  );
  if (p.days.length === 0) return null;
  return (
    <TabList
      tabs={tabs}
      label={p.t('timetable.days')}
      selectedId={p.selected === null ? undefined : String(p.selected)}
      onSelect={(id) => p.onSelect(Number(id))}
      tabId={(id) => dayTabId(Number(id))}
      panelId={() => p.panelId}
      className="tt-days"
      tabClassName="tt-day"
    />
  );
}
