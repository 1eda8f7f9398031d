import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DEBOUNCE_MS } from '../../core/constants';
import {
  EMPTY_FILTER,
  buildIcs,
  chooseDay,
  displayedTitle,
  isCompactLayout,
  isValidTimeZone,
  layoutDay,
  logicalDayOf,
  normalizeTimetableSettings,
  sessionPasses,
  topicOptions,
  typeOptions,
  zoneShortName,
  fixedZoneOffset,
  zoneDisplayName,
  type SessionFilter,
  type TimetableSession,
} from '../../core/timetable';
import type { WidgetProps } from '../../contract/widget';
import { nextSelection } from '../../core/host-messages/selection';
import { usePersistedChoice, useAgenda } from './agenda-store';
import { CalendarView } from './CalendarView';
import { DayTabs, dayTabId } from './DayTabs';
import { downloadIcs } from './download';
import { claimHash, onHashClosed, releaseHash } from './hash-claim';
import { Filters } from './Filters';
import { ListView } from './ListView';
import { OfflineLine } from './OfflineLine';
import { useTimetableModel } from './model';
import { SessionOverlay } from './SessionOverlay';
import { useBoxSize } from './use-container-width';
import { ruleFieldsOf, useTimetableData } from './use-timetable-data';

/** Below this width of the widget's own box the calendar falls back to the list (issue 5 §7, §8). */
export const NARROW_BOX_PX = 640;
const VIEWS = ['calendar', 'overview', 'list'] as const;
type View = (typeof VIEWS)[number];

function readHash(): string | null {
  try {
    const h = decodeURIComponent(window.location.hash.slice(1));
    return h || null;
  } catch {
    return null;
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/** The timetable widget (spec 3 §3/§4/§5 Timetable; issue 5). */
export function Timetable({ settings: raw, context }: WidgetProps<Record<string, unknown>>) {
  const { t } = context;
  const settings = useMemo(() => normalizeTimetableSettings(raw), [raw]);
  const storeKey = `congress-portal:timetable:${context.client}:${context.project ?? ''}`;
  const viewerZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const [zoneChoice, setZoneChoice] = usePersistedChoice(`${storeKey}:zone`, 'event', ['event', 'local'] as const);
  const zone = zoneChoice === 'local' && isValidTimeZone(viewerZone) ? viewerZone : settings.timezone;
  const [view, setView] = usePersistedChoice<View>(`${storeKey}:view`, settings.initialView, VIEWS);
  // Fields named by ignoreEvents / censoredEvents rules are fetched too, so those rules can match.
  const ruleFields = useMemo(() => ruleFieldsOf(settings), [settings]);
  const data = useTimetableData(context, ruleFields);
  const model = useTimetableModel(data.channels, data.events, settings, zone);
  const agenda = useAgenda(`${storeKey}:agenda`);
  const [filter, setFilter] = useState<SessionFilter>(EMPTY_FILTER);
  const query = useDebounced(filter.query, DEBOUNCE_MS.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: all of the filter but its query, which applies debounced
  const applied = useMemo(
    () => ({ ...filter, query }),
    [filter.topics, filter.types, filter.rooms, filter.favouritesOnly, query],
  );
  const [keptDay, setKeptDay] = useState<number | null>(null);
  const [openSlug, setOpenSlug] = useState<string | null>(readHash);
  const [scrollRequest, setScrollRequest] = useState<{ minute: number; seq: number } | null>(null);
  const returnTo = useRef<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const { width, windowHeight } = useBoxSize(box);

  const nowMs = context.now();
  const today = logicalDayOf(nowMs, zone, settings.dayBoundaryHr);
  const day = chooseDay(model.dayList, today.day, keptDay);
  const narrow = width > 0 && width < NARROW_BOX_PX;
  const shownView: View = narrow ? 'list' : view;
  const untitled = t('timetable.untitled');

  const isFavourite = useCallback((id: string) => agenda.ids.includes(id), [agenda.ids]);
  const roomOf = useCallback((s: TimetableSession) => model.columns[model.columnOf(s)]?.slug ?? '', [model]);
  const roomTitle = useCallback(
    (s: TimetableSession) => model.columns[model.columnOf(s)]?.title || t('timetable.otherRoom'),
    [model, t],
  );
  const passes = useCallback(
    (s: TimetableSession) => sessionPasses(s, applied, { untitledText: untitled, isFavourite, roomOf }),
    [applied, untitled, isFavourite, roomOf],
  );
  const daySessions = useMemo(
    () => (day === null ? [] : (model.days.get(day) ?? [])).filter((z) => passes(z.session)),
    [model, day, passes],
  );
  const columns = useMemo(
    () => (applied.rooms.length ? model.columns.filter((c) => applied.rooms.includes(c.slug)) : model.columns),
    [model.columns, applied.rooms],
  );
  const layout = useMemo(() => {
    const index = new Map(model.columns.map((c, i) => [i, columns.indexOf(c)]));
    return layoutDay(
      daySessions,
      columns,
      (s) => index.get(model.columnOf(s)) ?? -1,
      settings.scheduleStartHr,
      settings.scheduleEndHr,
    );
  }, [daySessions, columns, model, settings.scheduleStartHr, settings.scheduleEndHr]);
  const topics = useMemo(() => topicOptions(model.sessions), [model.sessions]);
  const types = useMemo(() => typeOptions(model.sessions), [model.sessions]);

  // Spec 3 §4: the overlay opens when the URL hash equals a session slug (also from outside the page).
  useEffect(() => {
    const onHash = () => setOpenSlug(readHash());
    window.addEventListener('hashchange', onHash);
    const off = onHashClosed(onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      off();
    };
  }, []);
  const owner = useRef(Symbol('timetable')).current;
  useEffect(() => () => releaseHash(owner), [owner]);
  const candidate = openSlug ? model.bySlug.get(openSlug) : undefined;
  const open = candidate && claimHash(candidate.session.slug, owner) ? candidate : undefined;
  useEffect(() => {
    if (open && open.day !== day) setKeptDay(open.day);
  }, [open, day]);
  // Layout effect: focus returns to the session in the same frame the overlay disappears (issue 5 §6).
  useLayoutEffect(() => {
    if (open || !returnTo.current) return;
    const slug = returnTo.current;
    returnTo.current = null;
    box.current?.querySelector<HTMLElement>(`[data-slug="${CSS.escape(slug)}"]`)?.focus();
  }, [open]);

  // Spec 3 §2 Widget mode: a shared filter (Widget.SetFilter / Widget.AddFilter) for the timetable's sourceId sets
  // the topic filter by core's rule (SetFilter replaces, AddFilter adds, no value clears); other sourceIds are ignored.
  useEffect(
    () =>
      context.host.onFilter((f) => {
        if (f.sourceId === settings.filterSourceId)
          setFilter((prev) => ({ ...prev, topics: nextSelection(prev.topics, f) }));
      }),
    [context.host, settings.filterSourceId],
  );

  const bySlug = useRef(model.bySlug);
  bySlug.current = model.bySlug;
  const onOpen = useCallback(
    (slug: string) => {
      const z = bySlug.current.get(slug);
      // Spec 3 §2 Widget mode: the widget posts events to the host (type, channel, session, timeStamp).
      if (z)
        context.host.emit('timetable.session', {
          channel: z.session.channelSlug,
          session: { title: z.session.title, type: z.session.type, topics: z.session.topics },
          timeStamp: context.now(),
        });
      returnTo.current = slug;
      claimHash(slug, owner);
      setOpenSlug(slug);
      if (readHash() !== slug) window.location.hash = encodeURIComponent(slug);
    },
    [context, owner],
  );
  const onClose = useCallback(() => {
    if (openSlug) returnTo.current = openSlug;
    setOpenSlug(null);
    if (readHash() !== null) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    releaseHash(owner, true);
  }, [openSlug, owner]);

  const jumpToNow = () => {
    setKeptDay(today.day);
    setScrollRequest({ minute: today.minute, seq: (scrollRequest?.seq ?? 0) + 1 });
    if (shownView === 'list') {
      requestAnimationFrame(() => {
        const groups = [...(box.current?.querySelectorAll<HTMLElement>('.tt-group') ?? [])];
        (groups.find((g) => Number(g.dataset.minute) >= today.minute) ?? groups[groups.length - 1])?.scrollIntoView({
          block: 'start',
        });
      });
    }
  };
  // 'My schedule' export: the personal agenda, narrowed by the filters in use (issue 5 §8).
  const exportable = useMemo(
    () => model.sessions.filter((s) => isFavourite(s.id) && passes(s)),
    [model.sessions, passes, isFavourite],
  );
  const exportIcs = () => {
    if (!box.current) return;
    const entries = exportable.map((s) => ({ session: s, title: displayedTitle(s, untitled), room: roomTitle(s) }));
    downloadIcs(
      buildIcs(entries, {
        now: context.now(),
        uidDomain: `${context.project ?? 'project'}.${context.client}.congress-portal`,
        calendarName: t('timetable.exportTitle'),
      }),
      `${context.project ?? 'timetable'}-schedule`,
      box.current,
    );
  };

  let body: ReactNode;
  if (data.status === 'loading')
    body = (
      <p key="loading" className="tt-message" role="status">
        {t('timetable.loading')}
      </p>
    );
  else if (data.status === 'error' && model.sessions.length === 0)
    body = (
      <p className="tt-message" role="alert">
        {t('timetable.error')}
      </p>
    );
  else if (model.sessions.length === 0) body = <p className="tt-message">{t('timetable.empty')}</p>;
  else if (daySessions.length === 0)
    body = (
      <p className="tt-message" role="status">
        {t('timetable.noMatches')}
      </p>
    );
  else if (shownView === 'list') {
    body = (
      <ListView
        sessions={daySessions}
        columns={model.columns}
        columnOf={model.columnOf}
        settings={settings}
        t={t}
        now={context.now}
        isFavourite={isFavourite}
        onOpen={onOpen}
        windowHeight={windowHeight}
      />
    );
  } else {
    body = (
      <CalendarView
        layout={layout}
        columns={columns}
        settings={settings}
        zone={zone}
        day={day ?? 0}
        width={width}
        compact={isCompactLayout(windowHeight)}
        overview={shownView === 'overview'}
        t={t}
        now={context.now}
        isFavourite={isFavourite}
        onOpen={onOpen}
        scrollRequest={scrollRequest}
      />
    );
  }

  // Issue 9: while loading, only the message (no bar, zone or filters that would move when the data comes):
  // everything then appears at once in the reserved box, and new elements are no layout shift. The key keeps
  // Preact from reusing the loading <p> as the zone line below the bar: a reused element that moves is a shift.
  // The loading state also lays out, unseen, one character in each font size and weight the sessions use: the
  // first use of a size or weight costs a font look-up (an IPC to the browser), paid here while the data are on
  // the network instead of in the frame that first shows the sessions (issue 8 item 11).
  if (data.status === 'loading') {
    return (
      <div className="tt" ref={box}>
        {body}
        <span className="cp-visually-hidden tt-warm" aria-hidden="true">
          <b>a</b>
          <i>a</i>
          <s>a</s>
          <u>a</u>
        </span>
      </div>
    );
  }

  const otherZone = zone === settings.timezone ? viewerZone : settings.timezone;
  // The zone is named with its offset on the selected day (summer and winter time differ).
  return (
    <div className="tt" ref={box} data-view={shownView}>
      <OfflineLine data={data} zone={settings.timezone} locale={context.locale} />
      <div className="tt-bar">
        <DayTabs
          days={model.dayList}
          selected={day}
          locale={context.locale}
          panelId="tt-panel"
          t={t}
          onSelect={setKeptDay}
        />
        <div className="tt-tools">
          {narrow ? null : (
            <div className="tt-views" role="group" aria-label={t('timetable.view')}>
              {VIEWS.map((v) => (
                <button
                  key={v}
                  type="button"
                  className="tt-button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                >
                  {t(`timetable.view.${v}`)}
                </button>
              ))}
            </div>
          )}
          {model.dayList.includes(today.day) ? (
            <button type="button" className="tt-button" onClick={jumpToNow}>
              {t('timetable.jumpNow')}
            </button>
          ) : null}
          <button type="button" className="tt-button" onClick={exportIcs} disabled={exportable.length === 0}>
            {t('timetable.export', { count: exportable.length })}
          </button>
        </div>
      </div>
      <p className="tt-zone">
        <span>
          {fixedZoneOffset(zone)
            ? t('timetable.zone.fixed', { zone: zoneDisplayName(zone) })
            : t('timetable.zone', {
                zone,
                abbr: zoneShortName(day === null ? nowMs : day * 86_400_000 + 43_200_000, zone, context.locale),
              })}
        </span>
        {isValidTimeZone(viewerZone) && viewerZone !== settings.timezone ? (
          <button
            type="button"
            className="tt-link"
            onClick={() => setZoneChoice(zoneChoice === 'local' ? 'event' : 'local')}
          >
            {t(zoneChoice === 'local' ? 'timetable.zone.useEvent' : 'timetable.zone.useLocal', {
              zone: zoneDisplayName(otherZone),
            })}
          </button>
        ) : null}
      </p>
      <Filters
        filter={filter}
        topics={topics}
        types={types}
        columns={model.columns}
        settings={settings}
        t={t}
        onChange={setFilter}
      />
      {narrow && view !== 'list' ? <p className="tt-note">{t('timetable.narrow')}</p> : null}
      <div
        id="tt-panel"
        role="tabpanel"
        aria-labelledby={day === null ? undefined : dayTabId(day)}
        className="tt-panel"
      >
        {body}
      </div>
      {open ? (
        <SessionOverlay
          zoned={open}
          room={roomTitle(open.session)}
          zoneName={zone}
          settings={settings}
          locale={context.locale}
          t={t}
          now={nowMs}
          favourite={isFavourite(open.session.id)}
          uidDomain={`${context.project ?? 'project'}.${context.client}.congress-portal`}
          onToggleFavourite={agenda.toggle}
          onClose={onClose}
          container={context.root}
        />
      ) : null}
    </div>
  );
}
