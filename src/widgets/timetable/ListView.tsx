import { useMemo } from 'react';
import {
  clockText,
  type TimetableColumn,
  type TimetableSession,
  type TimetableSettings,
  type ZonedSession,
} from '../../core/timetable';
import type { Translate } from '../../i18n/types';
import { SessionBlock } from './SessionBlock';

export interface ListViewProps {
  sessions: ZonedSession[];
  columns: TimetableColumn[];
  columnOf: (s: TimetableSession) => number;
  settings: TimetableSettings;
  t: Translate;
  now: () => number;
  isFavourite: (id: string) => boolean;
  onOpen: (slug: string) => void;
  /** The window's height in px: how many rows can be on screen at the first paint. */
  windowHeight: number;
}

/** The lowest a list row can be (one line of 14 px text, padding and border): rows on screen ≤ height / this. */
const MIN_ROW_PX = 39;

/**
 * Rows skip rendering off screen (`content-visibility: auto`, 300+ sessions a day), and a skipped row takes its
 * placeholder height (64 px) until the browser has seen where it is: on the first paint every row would have
 * it, the next frame gives the visible rows their real height and the rows below them move (issue 9). So the
 * rows that can be on screen at first — as many as fit into the window — render at once.
 */
export function eagerRowCount(windowHeight: number): number {
  return Math.ceil(Math.max(0, windowHeight) / MIN_ROW_PX) + 1;
}

/**
 * List view (spec 3 §3 initial view 'list'; issue 5 §2): the selected day's sessions grouped by start time,
 * each group a labelled list. Tab moves through sessions in reading order.
 */
export function ListView(p: ListViewProps) {
  const groups = useMemo(() => {
    const out: { minute: number; items: ZonedSession[] }[] = [];
    const sorted = [...p.sessions].sort(
      (a, b) => a.startMin - b.startMin || p.columnOf(a.session) - p.columnOf(b.session),
    );
    for (const z of sorted) {
      const last = out[out.length - 1];
      if (last && last.minute === z.startMin) last.items.push(z);
      else out.push({ minute: z.startMin, items: [z] });
    }
    return out;
  }, [p.sessions, p.columnOf]);
  const room = (s: TimetableSession) => p.columns[p.columnOf(s)]?.title || p.t('timetable.otherRoom');
  const eager = eagerRowCount(p.windowHeight);
  let index = 0;
  return (
    <div className="tt-list">
      {groups.map((g) => {
        const id = `tt-g-${g.minute}`;
        return (
          <div key={g.minute} className="tt-group" role="group" data-minute={g.minute} aria-labelledby={id}>
            <h2 id={id} className="tt-group-time">
              {clockText(g.minute)}
            </h2>
            <ul>
              {g.items.map((z) => (
                <li key={z.session.id}>
                  <SessionBlock
                    zoned={z}
                    idx={-1}
                    room={room(z.session)}
                    active
                    favourite={p.isFavourite(z.session.id)}
                    size=""
                    settings={p.settings}
                    t={p.t}
                    now={p.now}
                    className={index++ < eager ? 'tt-row is-eager' : 'tt-row'}
                    onOpen={p.onOpen}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
