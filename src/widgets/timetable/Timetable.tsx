import { useCallback, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../../core/constants';
import {
  EMPTY_FILTER,
  chooseDay,
  isValidTimeZone,
  layoutDay,
  logicalDayOf,
  normalizeTimetableSettings,
  sessionPasses,
  topicOptions,
  typeOptions,
  type SessionFilter,
  type TimetableSession,
} from '../../core/timetable';
import type { WidgetProps } from '../../contract/widget';
import { usePersistedChoice } from './persisted-choice';
import { SubscribeButton } from '../shared/calendar-feed/SubscribeButton';
import { Body } from './Body';
import { dayTabId } from './DayTabs';
import { Filters } from './Filters';
import { OfflineLine } from './OfflineLine';
import { useTimetableModel } from './model';
import { SessionOverlay } from './SessionOverlay';
import { Toolbar, VIEWS, ZoneLine, type View } from './Toolbar';
import { useBoxSize } from './use-container-width';
import { useDebounced } from './use-debounced';
import { exportSchedule, uidDomainOf } from './use-export';
import { useHostFilter } from './use-host-filter';
import { useOverlay } from './use-overlay';
import { useSaved } from './use-saved';
import { ruleFieldsOf, useTimetableData } from './use-timetable-data';
import { useStructuredSessions } from './use-structured-sessions';

/** Below this width of the widget's own box the calendar falls back to the list (issue 5 §7, §8). */
export const NARROW_BOX_PX = 640;

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
  const data = useTimetableData(context, ruleFields, raw);
  const model = useTimetableModel(data.channels, data.events, settings, zone);
  useStructuredSessions(context, data, model.sessions, settings.liveLinkPattern);
  const saved = useSaved(context, model, `${storeKey}:agenda`, data.status !== 'loading');
  // The stars come with the programme: loading until the agenda's chunk is in too (nothing appears later).
  const status = saved.ready ? data.status : 'loading';
  const [filter, setFilter] = useState<SessionFilter>(EMPTY_FILTER);
  const query = useDebounced(filter.query, DEBOUNCE_MS.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: all of the filter but its query, which applies debounced
  const applied = useMemo(
    () => ({ ...filter, query }),
    [filter.topics, filter.types, filter.rooms, filter.favouritesOnly, query],
  );
  const [keptDay, setKeptDay] = useState<number | null>(null);
  const [scrollRequest, setScrollRequest] = useState<{ minute: number; seq: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const { width, windowHeight } = useBoxSize(box);

  const nowMs = context.now();
  const today = logicalDayOf(nowMs, zone, settings.dayBoundaryHr);
  const day = chooseDay(model.dayList, today.day, keptDay);
  const narrow = width > 0 && width < NARROW_BOX_PX;
  const shownView: View = narrow && view !== 'agenda' ? 'list' : view;
  const mine = shownView === 'agenda';
  const untitled = t('timetable.untitled');

  const { isFavourite } = saved;
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
  const { open, onOpen, onClose } = useOverlay(context, model.bySlug, day, setKeptDay, box);
  useHostFilter(context, settings.filterSourceId, setFilter);

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

  const exportButton = (
    <button
      type="button"
      className="tt-button"
      onClick={() => exportSchedule(context, exportable, roomTitle, box)}
      disabled={exportable.length === 0}
    >
      {t('timetable.export', { count: exportable.length })}
    </button>
  );
  const Agenda = saved.parts?.AgendaPanel;
  const body =
    mine && Agenda && status !== 'loading' ? (
      <Agenda
        context={context}
        agenda={saved.view}
        snapshotOf={saved.snapshotOf}
        zone={zone}
        dayBoundaryHr={settings.dayBoundaryHr}
        onOpen={(id) => onOpen(saved.slugOf(id))}
        onRemove={saved.toggle}
        tools={exportButton}
        agendaLink={raw.agendaLink}
      />
    ) : (
      <Body
        base={{ settings, t, now: context.now, isFavourite, onOpen }}
        status={status}
        model={model}
        daySessions={daySessions}
        layout={layout}
        columns={columns}
        view={shownView}
        zone={zone}
        day={day}
        width={width}
        windowHeight={windowHeight}
        scrollRequest={scrollRequest}
      />
    );

  // Issue 9: while loading, only the message (no bar, zone or filters that would move when the data comes):
  // everything then appears at once in the reserved box, and new elements are no layout shift. The key keeps
  // Preact from reusing the loading <p> as the zone line below the bar: a reused element that moves is a shift.
  // The loading state also lays out, unseen, one character in each font size and weight the sessions use: the
  // first use of a size or weight costs a font look-up (an IPC to the browser), paid here while the data are on
  // the network instead of in the frame that first shows the sessions (issue 8 item 11).
  if (status === 'loading') {
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

  return (
    <div className="tt" ref={box} data-view={shownView}>
      <OfflineLine data={data} zone={settings.timezone} locale={context.locale} />
      <Toolbar
        t={t}
        locale={context.locale}
        days={mine ? [] : model.dayList}
        day={day}
        onDay={setKeptDay}
        narrow={narrow}
        view={view}
        onView={setView}
        onJumpNow={!mine && model.dayList.includes(today.day) ? jumpToNow : null}
      >
        {mine ? null : exportButton}
        {context.project ? <SubscribeButton className="tt-button" context={context} project={context.project} /> : null}
      </Toolbar>
      <ZoneLine
        context={context}
        zone={zone}
        projectZone={settings.timezone}
        viewerZone={viewerZone}
        at={day === null ? nowMs : day * 86_400_000 + 43_200_000}
        local={zoneChoice === 'local'}
        onToggle={() => setZoneChoice(zoneChoice === 'local' ? 'event' : 'local')}
      />
      {mine ? null : (
        <Filters
          filter={filter}
          topics={topics}
          types={types}
          columns={model.columns}
          settings={settings}
          t={t}
          onChange={setFilter}
        />
      )}
      {narrow && !mine && view !== 'list' ? <p className="tt-note">{t('timetable.narrow')}</p> : null}
      {mine ? (
        <div className="tt-panel tt-panel--agenda">{body}</div>
      ) : (
        <div
          id="tt-panel"
          role="tabpanel"
          aria-labelledby={day === null ? undefined : dayTabId(day)}
          className="tt-panel"
        >
          {body}
        </div>
      )}
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
          uidDomain={uidDomainOf(context)}
          onToggleFavourite={saved.toggle}
          onClose={onClose}
          container={context.root}
          links={context.links}
        />
      ) : null}
    </div>
  );
}
