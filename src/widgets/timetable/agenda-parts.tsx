/**
 * The timetable's agenda, a lazy chunk requested with the programme (index.tsx prefetch): the page's agenda store
 * (src/state/agenda) and the "My schedule" view (src/ui/agenda), which the portal's favourites page shares. Kept out
 * of the first chunk: the timetable page's budget has no room for them.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { agendaEntries, type SessionSnapshot } from '../../core/agenda';
import type { WidgetContext } from '../../contract/widget';
import type { AgendaView as AgendaState } from '../../state/agenda/store';
import { createTranslate } from '../../i18n/translate';
import { adoptStyles } from '../../ui/adopt-styles';
import { AgendaView, type AgendaViewProps } from '../../ui/agenda/AgendaView';
import { agendaMessages } from '../../ui/agenda/messages';
import { agendaStyles } from '../../ui/agenda/styles';
import { safeUrl } from '../../core/url/safe-url';
import { HandoffButton } from './HandoffButton';

export { agendaStore } from '../../state/agenda/store';

const MINUTE = 60_000;

/** The agenda view inside the widget: its texts behind the widget's own (client overrides first), its CSS adopted. */
export function AgendaPanel({
  context,
  agenda,
  snapshotOf,
  agendaLink,
  tools,
  ...props
}: Omit<AgendaViewProps, 't' | 'now' | 'locale' | 'level' | 'entries' | 'sync'> & {
  context: WidgetContext;
  /** The portal's agenda page (setting `agendaLink`): where "Open my agenda on my phone" sends the phone. */
  agendaLink?: unknown;
  agenda: AgendaState;
  /** How a session of this programme looks now (null: not in it). */
  snapshotOf: (id: string) => SessionSnapshot | null;
}) {
  // A saved session this programme no longer has is withdrawn only if it was saved from this project.
  const entries = useMemo(
    () => agendaEntries(agenda.ids, agenda.saved, snapshotOf, (_, was) => was.project === context.project),
    [agenda, snapshotOf, context.project],
  );
  const sync = agenda.pending ? 'pending' : agenda.account ? 'account' : 'guest';
  useLayoutEffect(() => adoptStyles(context.root, agendaStyles, context.nonce), [context.root, context.nonce]);
  const t = useMemo(() => {
    const own = createTranslate(context.locale, [agendaMessages]);
    return ((key, params) => {
      const text = context.t(key, params);
      return text === key ? own(key, params) : text;
    }) as typeof context.t;
  }, [context]);
  // Day headings are h2: a heading may follow any higher one, and the host page's own outline is unknown (axe
  // heading-order after the page's h1).
  // "On now" and "Next" follow the clock: looked at again every minute.
  const [now, setNow] = useState(context.now);
  useEffect(() => {
    const id = setInterval(() => setNow(context.now()), MINUTE);
    return () => clearInterval(id);
  }, [context]);
  // No agenda page named, no hand-off: the phone would have nowhere to open the agenda signed in.
  const agendaUrl = safeUrl(agendaLink);
  const allTools = agendaUrl ? (
    <>
      {tools}
      <HandoffButton context={context} agendaUrl={agendaUrl} />
    </>
  ) : (
    tools
  );
  return (
    <AgendaView
      {...props}
      tools={allTools}
      entries={entries}
      sync={sync}
      t={t}
      now={now}
      locale={context.locale}
      level={2}
    />
  );
}
