import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  blockGeometry,
  blockTextMetrics,
  clockText,
  compactSizeClass,
  inFirstPass,
  nextSessionIndex,
  openingOffset,
  timeMarkerOffset,
  visibleColumns,
  visibleMinutes,
  windowCovers,
  type BlockGeometry,
  type ColumnWindow,
  type DayLayout,
  type PlacedSession,
  type TimetableColumn,
  type TimetableSettings,
} from '../../core/timetable';
import type { Translate } from '../../i18n/types';
import { columnWidth, HEADER_PX, pxPerMinute, TIME_COL_PX } from './calendar-geometry';
import { SessionBlock } from './SessionBlock';
import { TimeMarker } from './TimeMarker';
import { usePrinting } from './use-printing';

/** Columns rendered beyond each side of the view: enough for arrow keys and short scrolls, few enough that a day switch stays under 50 ms. */
const OVERSCAN_COLUMNS = 2;

export interface CalendarViewProps {
  layout: DayLayout;
  columns: TimetableColumn[];
  settings: TimetableSettings;
  zone: string;
  day: number;
  width: number;
  compact: boolean;
  overview: boolean;
  t: Translate;
  now: () => number;
  isFavourite: (id: string) => boolean;
  onOpen: (slug: string) => void;
  /** Minute of the axis to scroll to (jump to now); consumed once per change of `scrollRequest`. */
  scrollRequest: { minute: number; seq: number } | null;
}

/**
 * Calendar view (spec 3 §4 Timetable; issue 5 §1): rooms as columns, time downwards, room names (top) and the
 * time column (left) sticky. Sessions are absolutely placed by final pixel values from core `blockGeometry`
 * (computed once per layout and grid size; issue 8 item 11). Only the columns in view plus overscan are
 * rendered, and a new day (or view) renders in two passes: first the sessions in view, the rest of the window
 * one frame later, so neither task takes long (the grid's size is fixed from the start: nothing moves).
 */
export function CalendarView(p: CalendarViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const ppm = pxPerMinute(p.settings.scale, p.compact);
  const colW = columnWidth(p.width, p.columns.length, p.settings.channelsPerView, p.overview);
  const hours = p.layout.endHr - p.layout.startHr;
  const activeIdx = active < p.layout.placed.length ? active : 0;
  const perView = Math.max(1, Math.min(p.settings.channelsPerView, p.columns.length));
  const [win, setWin] = useState<ColumnWindow>({
    from: 0,
    to: p.overview ? p.columns.length : perView + OVERSCAN_COLUMNS,
  });
  // Printing puts the whole day on paper, not the window (styles.ts print rules).
  const printing = usePrinting();
  const shown = p.overview || printing ? { from: 0, to: p.columns.length } : win;
  // The scroller's position and size, read once per frame in the scroll handler (never during a render).
  const view = useRef({ left: 0, top: 0, width: 0, height: 0 });
  // Two passes per day and view: `pass` names the current one; the second is `full` once it has rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token whenever the layout or the view changes
  const pass = useMemo(() => ({}), [p.layout, p.overview]);
  const [fullFor, setFullFor] = useState<object | null>(null);
  // Without a measured box (no layout engine) there is no "in view": everything renders at once.
  const firstPass = p.width > 0 && fullFor !== pass && !printing;

  // Horizontal windowing: render the columns in view plus OVERSCAN_COLUMNS on each side; re-render only when
  // the view leaves that window (scroll events are read once per frame, no layout reads in loops).
  // biome-ignore lint/correctness/useExhaustiveDependencies(perView): more or fewer columns in view, a new window
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      view.current = { left: el.scrollLeft, top: el.scrollTop, width: el.clientWidth, height: el.clientHeight };
      if (p.overview) return;
      const needed = visibleColumns(el.scrollLeft, el.clientWidth - TIME_COL_PX, colW, p.columns.length, 0);
      setWin((w) =>
        windowCovers(w, needed)
          ? w
          : visibleColumns(el.scrollLeft, el.clientWidth - TIME_COL_PX, colW, p.columns.length, OVERSCAN_COLUMNS),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [colW, p.columns.length, perView, p.overview]);

  // The second pass after the first has been painted: a frame, then a task of its own.
  useEffect(() => {
    if (!firstPass) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setFullFor(pass), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstPass, pass]);

  const rooms = useMemo(() => p.columns.map((c) => c.title || p.t('timetable.otherRoom')), [p.columns, p.t]);
  // Pixel boxes, computed once per session for a layout and grid size (stable objects: memoised blocks stay put).
  // biome-ignore lint/correctness/useExhaustiveDependencies: an empty cache for each layout and grid size
  const boxes = useMemo(
    () => new Map<PlacedSession, { size: string; box: BlockGeometry }>(),
    [p.layout, colW, ppm, p.compact, p.overview],
  );
  const boxOf = useCallback(
    (pl: PlacedSession) => {
      let b = boxes.get(pl);
      if (!b) {
        const size = p.compact ? compactSizeClass(pl.zoned.endMin - pl.zoned.startMin) : '';
        b = {
          size,
          box: blockGeometry(
            pl,
            { headerPx: HEADER_PX, timeColPx: TIME_COL_PX, columnPx: colW, pxPerMinute: ppm },
            blockTextMetrics(size, p.overview),
          ),
        };
        boxes.set(pl, b);
      }
      return b;
    },
    [boxes, colW, ppm, p.compact, p.overview],
  );
  const blocks = useMemo(() => {
    const v = view.current;
    const first = firstPass
      ? {
          columns: visibleColumns(v.left, (v.width || p.width) - TIME_COL_PX, colW, p.columns.length, 0),
          minutes: visibleMinutes(v.top, (v.height || window.innerHeight) - HEADER_PX, ppm),
        }
      : null;
    return p.layout.placed.map((pl, idx) => {
      const active = idx === activeIdx;
      if (
        !active &&
        (pl.column < shown.from || pl.column >= shown.to || (first && !inFirstPass(pl, first.columns, first.minutes)))
      )
        return null;
      const { size, box } = boxOf(pl);
      return (
        <SessionBlock
          key={pl.zoned.session.id}
          zoned={pl.zoned}
          idx={idx}
          room={rooms[pl.column]}
          active={active}
          favourite={p.isFavourite(pl.zoned.session.id)}
          size={size}
          box={box}
          settings={p.settings}
          t={p.t}
          now={p.now}
          className="tt-block"
          onOpen={p.onOpen}
        />
      );
    });
  }, [
    p.layout,
    rooms,
    activeIdx,
    shown.from,
    shown.to,
    firstPass,
    boxOf,
    colW,
    ppm,
    p.width,
    p.columns.length,
    p.isFavourite,
    p.settings,
    p.t,
    p.now,
    p.onOpen,
  ]);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-idx="${pendingFocus.current}"]`);
    pendingFocus.current = null;
    el?.focus();
  });

  // The grid opens at the day's first session, or at now while the congress is on (core openingOffset; the axis
  // keeps scheduleStartHr), once per day and view: a poll's new layout keeps where the reader has scrolled.
  const openedFor = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day and view; the clock and zone are read then
  useLayoutEffect(() => {
    const el = scroller.current;
    const key = `${p.day}|${p.overview}`;
    if (!el || openedFor.current === key || p.layout.placed.length === 0) return;
    openedFor.current = key;
    const nowOffset = timeMarkerOffset({
      enabled: true,
      now: p.now(),
      zone: p.zone,
      dayBoundaryHr: p.settings.dayBoundaryHr,
      selectedDay: p.day,
      startHr: p.layout.startHr,
      endHr: p.layout.endHr,
    });
    const minutes = openingOffset({ placedTops: p.layout.placed.map((s) => s.top), nowOffset });
    el.scrollTop = Math.max(0, minutes * ppm - (nowOffset === null ? 0 : 80));
  }, [p.day, p.overview, p.layout]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one scroll per request, not per layout
  useEffect(() => {
    const el = scroller.current;
    if (!el || !p.scrollRequest) return;
    el.scrollTop = Math.max(0, (p.scrollRequest.minute - p.layout.startHr * 60) * ppm - 80);
  }, [p.scrollRequest]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextSessionIndex(p.layout, activeIdx, e.key);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    const el = scroller.current?.querySelector<HTMLElement>(`[data-idx="${next}"]`);
    // A session in a column outside the rendered window appears with the next render, then takes focus.
    if (el) el.focus();
    else pendingFocus.current = next;
  };

  const hourLabels = [];
  for (let h = 0; h < hours; h++) {
    hourLabels.push(
      <div key={h} className="tt-hour" style={{ top: h * 60 * ppm }}>
        {clockText((p.layout.startHr + h) * 60)}
      </div>,
    );
  }

  return (
    <div className={`tt-scroll${p.overview ? ' is-overview' : ''}`} ref={scroller}>
      <div
        className="tt-grid"
        role="group"
        aria-label={p.t('timetable.grid')}
        onKeyDown={onKeyDown}
        style={
          {
            '--col-w': `${colW}px`,
            '--hour-h': `${60 * ppm}px`,
            width: TIME_COL_PX + colW * p.columns.length,
            height: HEADER_PX + hours * 60 * ppm,
          } as Record<string, string | number>
        }
      >
        <div className="tt-rooms" aria-hidden="true">
          <div className="tt-corner" />
          {rooms.map((r, i) => (
            <div key={p.columns[i].key} className="tt-room-head" title={r}>
              {r}
            </div>
          ))}
        </div>
        <div className="tt-hours" aria-hidden="true">
          {hourLabels}
        </div>
        {blocks}
        <TimeMarker {...p} ppm={ppm} />
      </div>
    </div>
  );
}
