/**
 * "Open my agenda on my phone" on the timetable's "My schedule" bar, part of the agenda chunk: the dialog (with the
 * QR code library) is a chunk of its own, fetched on the first click, so neither weighs on the timetable's first load.
 */
import { useMemo } from 'react';
import type { WidgetContext } from '../../contract/widget';
import { createTranslate } from '../../i18n/translate';
import { handoffOpenMessages } from '../../ui/handoff/open-messages';
import { LazyDialogButton } from '../../ui/LazyDialogButton';

const load = () => import('./HandoffDialog');

export function HandoffButton({ context, agendaUrl }: { context: WidgetContext; agendaUrl: string }) {
  const label = useMemo(() => {
    const text = context.t('handoff.open');
    return text === 'handoff.open' ? createTranslate(context.locale, [handoffOpenMessages])('handoff.open') : text;
  }, [context]);
  return <LazyDialogButton className="tt-button" label={label} load={load} props={{ context, agendaUrl }} />;
}
