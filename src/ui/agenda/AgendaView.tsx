/**
 * The agenda view: the attendee's saved sessions per day, in the project's zone, with what is on now and next and
 * their rooms; sessions that moved or were withdrawn since they were saved carry a text badge (not colour alone).
 * Shared by the timetable's "My schedule" and the portal's favourites page; core `agendaDays` decides.
 */
import { useMemo, type ReactNode } from 'react';
import {
  agendaDayLabel,
  agendaDays,
  agendaMoment,
  agendaTime,
  type AgendaEntry,
  type SessionChange,
} from '../../core/agenda';
import type { Translate } from '../../i18n/types';

export interface AgendaViewProps {
  entries: readonly AgendaEntry[];
  now: number;
  /** The project's zone: days and times are in it. */
  zone: string;
  dayBoundaryHr?: number;
  locale: string;
  t: Translate;
  /** Heading level of each day (2 on a page of its own, 3 inside a widget or section). */
  level: 2 | 3;
  /** Where `id`'s details open: a button (the timetable's overlay) or a link. */
  onOpen?: (id: string) => void;
  link?: (id: string, title: string) => ReactNode;
  onRemove: (id: string) => void;
  /** Account state: 'guest', 'account' or 'pending' (changes waiting for the network). */
  sync: 'guest' | 'account' | 'pending';
  /** Tools on the agenda's bar (export, calendar subscription). */
  tools?: ReactNode;
}

export function AgendaView(p: AgendaViewProps) {
  const { t } = p;
  const days = useMemo(
    () => agendaDays(p.entries, p.now, p.zone, p.dayBoundaryHr ?? 0),
    [p.entries, p.now, p.zone, p.dayBoundaryHr],
  );
  const H = p.level === 2 ? 'h2' : 'h3';
  const room = (e: AgendaEntry) => e.room || t('agenda.noRoom');
  return (
    <section className="cp-agenda" aria-label={t('agenda.title')}>
      <div className="cp-agenda__bar">
        <p className="cp-agenda__summary" role="status">
          {p.entries.length === 1 ? t('agenda.count.one') : t('agenda.count', { count: p.entries.length })}
        </p>
        {p.tools ? <div className="cp-agenda__tools">{p.tools}</div> : null}
      </div>
      <p className={`cp-agenda__note${p.sync === 'pending' ? ' cp-agenda__note--pending' : ''}`}>
        {t(`agenda.${p.sync}`)}
      </p>
      {p.entries.length === 0 ? <p className="cp-agenda__empty">{t('agenda.empty')}</p> : null}
      {days.map((d) => (
        <section key={d.day} className="cp-agenda__day" aria-labelledby={`cp-agenda-day-${d.day}`}>
          <H id={`cp-agenda-day-${d.day}`}>{agendaDayLabel(d.day, p.locale)}</H>
          {d.now.length || d.next ? (
            <p className="cp-agenda__glance">
              {d.now.map((e) => (
                <span key={e.id}>{t('agenda.nowLine', { title: e.title, room: room(e) })}</span>
              ))}
              {d.next ? (
                <span>
                  {t('agenda.nextLine', {
                    time: agendaTime(d.next.start, p.zone),
                    title: d.next.title,
                    room: room(d.next),
                  })}
                </span>
              ) : null}
            </p>
          ) : null}
          <ol className="cp-agenda__list">
            {d.entries.map(({ entry: e, state }) => (
              <li key={e.id} className="cp-agenda__item" data-state={state} data-change={e.change?.kind}>
                <span className="cp-agenda__time">
                  {t('agenda.time', { start: agendaTime(e.start, p.zone), end: agendaTime(e.end, p.zone) })}
                </span>
                <div className="cp-agenda__main">
                  <span className="cp-agenda__title">
                    {e.change?.kind === 'withdrawn' ? (
                      e.title
                    ) : p.link ? (
                      p.link(e.id, e.title)
                    ) : p.onOpen ? (
                      <button type="button" data-slug={e.id} onClick={() => p.onOpen?.(e.id)}>
                        {e.title}
                      </button>
                    ) : (
                      e.title
                    )}
                  </span>
                  <span className="cp-agenda__room">{room(e)}</span>
                  {state === 'now' || state === 'next' || e.change ? (
                    <span className="cp-agenda__flags">
                      {state === 'now' ? (
                        <span className="cp-agenda__badge cp-agenda__badge--now">{t('agenda.now')}</span>
                      ) : null}
                      {state === 'next' ? <span className="cp-agenda__badge">{t('agenda.next')}</span> : null}
                      {e.change ? (
                        <span className="cp-agenda__badge cp-agenda__badge--change">
                          {changeText(e.change, t, p.zone, p.locale)}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </div>
                <button
                  type="button"
                  className="cp-agenda__remove"
                  aria-label={t('agenda.remove', { title: e.title })}
                  onClick={() => p.onRemove(e.id)}
                >
                  <span aria-hidden="true">★</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function changeText(change: SessionChange, t: Translate, zone: string, locale: string): string {
  if (change.kind === 'withdrawn') return t('agenda.withdrawn');
  const when = agendaMoment(change.was.start, zone, locale);
  const room = change.was.room;
  if (change.time && change.room && room) return t('agenda.moved.both', { when, room });
  if (change.room && room) return t('agenda.moved.room', { room });
  return t('agenda.moved.time', { when });
}
