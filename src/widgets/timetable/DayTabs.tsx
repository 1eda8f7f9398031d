import { useRef, type KeyboardEvent } from 'react';
import { dayLabel, dayNumberToKey } from '../../core/timetable';
import type { Translate } from '../../i18n/types';

export interface DayTabsProps {
  days: number[];
  selected: number | null;
  locale: string;
  panelId: string;
  t: Translate;
  onSelect: (day: number) => void;
}

export const dayTabId = (day: number) => `tt-day-${day}`;

/** The day selector as a tab list (issue 5 §6): arrows, Home and End move and select (automatic activation). */
export function DayTabs(p: DayTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = p.selected === null ? 0 : p.days.indexOf(p.selected);
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? p.days.length - 1 : null;
    if (next === null || next < 0 || next >= p.days.length) return;
    e.preventDefault();
    p.onSelect(p.days[next]);
    list.current?.querySelector<HTMLElement>(`#${dayTabId(p.days[next])}`)?.focus();
  };
  if (p.days.length === 0) return null;
  return (
    <div className="tt-days" role="tablist" aria-label={p.t('timetable.days')} ref={list} onKeyDown={onKeyDown}>
      {p.days.map((d) => {
        const on = d === p.selected;
        return (
          <button key={d} id={dayTabId(d)} type="button" role="tab" aria-selected={on} aria-controls={p.panelId}
            tabIndex={on ? 0 : -1} className="tt-day" onClick={() => p.onSelect(d)}>
            {dayLabel(dayNumberToKey(d), p.locale)}
          </button>
        );
      })}
    </div>
  );
}
