/**
 * "Open my agenda on my phone" on the timetable's "My schedule" bar, part of the agenda chunk: the dialog (with the
 * QR code library) is a chunk of its own, fetched on the first click, so neither weighs on the timetable's first load.
 */
import { type ComponentType, useMemo, useState } from 'react';
import type { WidgetContext } from '../../contract/widget';
import { createTranslate } from '../../i18n/translate';
import { handoffOpenMessages } from '../../ui/handoff/open-messages';
import type { HandoffDialogProps } from './HandoffDialog';

let loaded: ComponentType<HandoffDialogProps> | null = null;

export function HandoffButton({ context, agendaUrl }: { context: WidgetContext; agendaUrl: string }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<HandoffDialogProps> | null>(() => loaded);
  const label = useMemo(() => {
    const text = context.t('handoff.open');
    return text === 'handoff.open' ? createTranslate(context.locale, [handoffOpenMessages])('handoff.open') : text;
  }, [context]);
  const show = () => {
    setOpen(true);
    if (Dialog) return;
    import('./HandoffDialog').then(
      (m) => {
        loaded = m.default;
        setDialog(() => m.default);
      },
      (error: unknown) => {
        console.warn('[CongressPortal] the hand-off dialog could not be loaded', error);
        setOpen(false);
      },
    );
  };
  return (
    <>
      <button type="button" className="tt-button" aria-haspopup="dialog" onClick={show}>
        {label}
      </button>
      {open && Dialog ? <Dialog context={context} agendaUrl={agendaUrl} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
