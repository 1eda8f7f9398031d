import { useRef } from 'react';
import type { LinkScope } from '../../core/links/link-hook';
import { hostLinkProps, useHostLinks } from '../../ui/links/host-link';
import {
  buildIcs,
  clockText,
  dayLabel,
  displayedTitle,
  dayNumberToKey,
  googleCalendarUrl,
  outlookCalendarUrl,
  showAddToCalendar,
  type CalendarEntry,
  type TimetableSettings,
  type ZonedSession,
} from '../../core/timetable';
import { stripTags } from '../../core/content/text';
import { eventPhase } from '../../core/live/event-phase';
import { eventOverlayMode, overlayAction } from '../../core/live/overlay-mode';
import { patternLink } from '../../core/widget-mode/url-pattern';
import type { Translate } from '../../i18n/types';
import { Dialog } from '../../ui/Dialog';
import { downloadIcs } from './download';

export interface SessionOverlayProps {
  zoned: ZonedSession;
  room: string;
  zoneName: string;
  settings: TimetableSettings;
  locale: string;
  t: Translate;
  now: number;
  favourite: boolean;
  uidDomain: string;
  onToggleFavourite: (id: string) => void;
  onClose: () => void;
  /** The widget's shadow root: the dialog layer renders there. */
  container: ShadowRoot;
  /** The host's link hooks (WidgetContext.links): the session's details, live and library links pass them. */
  links?: LinkScope;
}

const ACTION_LABEL = {
  eventDetails: 'timetable.eventDetails',
  meetTheExperts: 'timetable.meetTheExperts',
  live: 'timetable.live',
  library: 'timetable.library',
} as const;

/**
 * The session overlay (spec 3 §4 Timetable; issue 5 §3): the shared accessible Dialog (src/ui) in the widget's
 * shadow root with the event overlay's one button (spec 3 §2: by mode and order), favourite toggle, add-to-calendar
 * (ICS made here plus calendar links), speakers and topics. Escape, the backdrop and the close button close it; Tab
 * stays inside.
 */
export function SessionOverlay(p: SessionOverlayProps) {
  const body = useRef<HTMLDivElement>(null);
  useHostLinks(p.links);
  const s = p.zoned.session;
  const title = displayedTitle(s, p.t('timetable.untitled'));
  // Spec 3 §5 and the URL gate: an unfilled placeholder or a refused URL gives no button.
  const live = patternLink(p.settings.liveLinkPattern, { slug: s.slug });
  const library = p.settings.hideShowLibraryButton
    ? null
    : patternLink(p.settings.libraryLinkPattern, { slug: s.slug });
  // Spec 3 §2 Event overlay dialog: the mode (live / library / crs windows, the `mode` query) picks the one
  // button, in the order event details, meet the experts, live (not onsite-only), view in library.
  const mode = eventOverlayMode({
    event: { datestart: s.start, dateend: s.end },
    now: p.now,
    isLive: eventPhase(s.start, s.end, p.now) === 'live',
    queryMode: new URLSearchParams(location.search).get('mode'),
  });
  const action = overlayAction(s, mode, { live, library });
  const actionLink = action
    ? action.kind === 'meetTheExperts'
      ? { href: action.href, onClick: undefined }
      : hostLinkProps(p.links, 'session', s.slug, action.href)
    : null;
  const entry: CalendarEntry = { session: s, title, room: p.room, url: live ?? undefined };
  const calendar = showAddToCalendar(
    p.settings.showAddToCalendarButton,
    s,
    p.now,
    p.settings.timezone,
    p.settings.dayBoundaryHr,
  );
  // The timetable returns focus to the session block itself (also after a deep link), so the dialog does not.
  return (
    <Dialog
      open
      title={title}
      closeLabel={p.t('timetable.close')}
      onClose={p.onClose}
      container={p.container}
      restoreFocus={false}
    >
      <div className="tt-overlay" ref={body}>
        {s.subtitle ? <p className="tt-subtitle">{s.subtitle}</p> : null}
        <p className="tt-when">
          {dayLabel(dayNumberToKey(p.zoned.day), p.locale, 'long')}, {clockText(p.zoned.startMin)}–
          {clockText(p.zoned.endMin)} ({p.zoneName})
        </p>
        <dl className="tt-facts">
          <dt>{p.t('timetable.room')}</dt>
          <dd>{p.room}</dd>
          {s.type ? (
            <>
              <dt>{p.t('timetable.type')}</dt>
              <dd>{s.type}</dd>
            </>
          ) : null}
          {s.topics.length ? (
            <>
              <dt>{p.t('timetable.topics')}</dt>
              <dd>{s.topics.join(', ')}</dd>
            </>
          ) : null}
          {s.speakers.length ? (
            <>
              <dt>{p.t('timetable.speakers')}</dt>
              <dd>
                <ul>
                  {s.speakers.map((sp) => (
                    <li key={sp.id}>
                      {sp.name}
                      {sp.organization ? `, ${sp.organization}` : ''}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        {s.description ? <p className="tt-description">{stripTags(s.description)}</p> : null}
        <div className="tt-actions" data-overlay-mode={mode ?? 'none'}>
          {action && actionLink ? (
            <a
              className="tt-button is-primary"
              href={actionLink.href}
              target="_top"
              data-action={action.kind}
              onClick={actionLink.onClick}
            >
              {p.t(ACTION_LABEL[action.kind])}
            </a>
          ) : null}
          {p.settings.enableFavorites ? (
            <button
              type="button"
              className="tt-button"
              aria-pressed={p.favourite}
              onClick={() => p.onToggleFavourite(s.id)}
            >
              {p.favourite ? `★ ${p.t('timetable.favourite.remove')}` : `☆ ${p.t('timetable.favourite.add')}`}
            </button>
          ) : null}
        </div>
        {calendar ? (
          <div className="tt-calendar" role="group" aria-label={p.t('timetable.calendar.add')}>
            <span>{p.t('timetable.calendar.add')}:</span>
            <button
              type="button"
              className="tt-link"
              onClick={() =>
                downloadIcs(
                  buildIcs([entry], { now: p.now, uidDomain: p.uidDomain }),
                  s.slug || 'session',
                  body.current ?? document.createElement('div'),
                )
              }
            >
              {p.t('timetable.calendar.ics')}
            </button>
            <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              {p.t('timetable.calendar.google')}
            </a>
            <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              {p.t('timetable.calendar.outlook')}
            </a>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
