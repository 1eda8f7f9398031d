import { memo } from 'react';
import { eventPhase } from '../../core/live/event-phase';
import {
  clockText,
  displayedTitle,
  topicColour,
  type BlockGeometry,
  type TimetableSettings,
  type ZonedSession,
} from '../../core/timetable';
import type { Translate } from '../../i18n/types';

export interface SessionBlockProps {
  zoned: ZonedSession;
  idx: number;
  room: string;
  active: boolean;
  favourite: boolean;
  /** The compact layout's size class (spec 3 §9), '' for none. */
  size: string;
  settings: TimetableSettings;
  t: Translate;
  now: () => number;
  /** Calendar blocks: final pixel box and title height (core blockGeometry); list rows flow and have none. */
  box?: BlockGeometry;
  className: string;
  onOpen: (slug: string) => void;
}

/** The accessible name: title, time range, room and status (issue 5 §6). */
export function sessionLabel(z: ZonedSession, room: string, t: Translate, now: number): string {
  return t('timetable.session.label', {
    title: displayedTitle(z.session, t('timetable.untitled')),
    start: clockText(z.startMin),
    end: clockText(z.endMin),
    room,
    status: t(`timetable.status.${eventPhase(z.session.start, z.session.end, now)}`),
  });
}

/**
 * One session as a button (calendar block or list row). Its accessible name is a visually hidden text
 * (title, time range, room, status) followed by nothing else: the visible parts are aria-hidden, so the name
 * never contradicts the visible text. Memoised: moving the roving tabindex re-renders two blocks, not all.
 * The status is refreshed on focus (a DOM write, no re-render), so a poll with unchanged data never
 * re-renders blocks only because time passed.
 */
export const SessionBlock = memo(function SessionBlock(p: SessionBlockProps) {
  const s = p.zoned.session;
  const title = displayedTitle(s, p.t('timetable.untitled'));
  const { size, box } = p;
  const topic = p.settings.showTopicMarker ? s.topics[0] : undefined;
  const colour = topic ? topicColour(topic) : undefined;
  // One inline style of final values (no custom properties: they would be inherited by every child).
  const style = box
    ? { top: box.top, left: box.left, width: box.width, height: box.height, borderLeftColor: colour }
    : { borderLeftColor: colour };
  return (
    <button
      type="button"
      className={`${p.className}${size ? ` ${size}` : ''}${s.isBreak ? ' is-break' : ''}${topic ? ' has-topic' : ''}`}
      style={style}
      data-slug={s.slug}
      data-idx={p.idx}
      tabIndex={p.active ? 0 : -1}
      onFocus={(e) => {
        const sr = e.currentTarget.firstElementChild;
        if (sr) sr.textContent = sessionLabel(p.zoned, p.room, p.t, p.now());
      }}
      onClick={() => p.onOpen(s.slug)}
    >
      <span className="tt-sr">{sessionLabel(p.zoned, p.room, p.t, p.now())}</span>
      <span className="tt-time" aria-hidden="true">
        {clockText(p.zoned.startMin)}–{clockText(p.zoned.endMin)}
      </span>
      <span className="tt-title" aria-hidden="true" style={box ? { maxHeight: box.titleMaxPx } : undefined}>
        {title}
      </span>
      {p.className === 'tt-row' ? (
        <span className="tt-room" aria-hidden="true">
          {p.room}
        </span>
      ) : null}
      <span className="tt-marks" aria-hidden="true">
        {p.settings.showEventTypeMarker && s.type ? <span className="tt-type">{s.type}</span> : null}
        {topic ? (
          <span className="tt-topic" style={{ borderColor: colour }}>
            {topic}
          </span>
        ) : null}
        {p.favourite ? (
          <span className="tt-fav" title={p.t('timetable.favourite.mark')}>
            ★
          </span>
        ) : null}
      </span>
    </button>
  );
});
