import { useEffect, useState } from 'react';
import { POLL_INTERVAL_MS } from '../../core/constants';
import { clockText, timeMarkerOffset } from '../../core/timetable';
import { HEADER_PX } from './calendar-geometry';
import type { CalendarViewProps } from './CalendarView';

/** Spec 3 §4: the time marker, on the selected day within the hours, moved every 60 s (its own timer). */
export function TimeMarker(p: CalendarViewProps & { ppm: number }) {
  const [now, setNow] = useState(p.now());
  useEffect(() => {
    const id = setInterval(() => setNow(p.now()), POLL_INTERVAL_MS.progressAndTimeMarker);
    return () => clearInterval(id);
  }, [p.now]);
  const offset = timeMarkerOffset({
    enabled: p.settings.showTimeMarker,
    now,
    zone: p.zone,
    dayBoundaryHr: p.settings.dayBoundaryHr,
    selectedDay: p.day,
    startHr: p.layout.startHr,
    endHr: p.layout.endHr,
  });
  if (offset === null) return null;
  const minute = offset + p.layout.startHr * 60;
  return (
    <div
      className="tt-now"
      style={{ top: HEADER_PX + offset * p.ppm }}
      role="img"
      aria-label={p.t('timetable.now', { time: clockText(minute) })}
    />
  );
}
