/**
 * A widget's button that opens a dialog kept in a lazy chunk, fetched on the first click, so a page's first load
 * carries only the button (the timetable's "Subscribe in your calendar" and "Open my agenda on my phone"). A chunk
 * that cannot be loaded leaves the button as it was, with one console warning naming the dialog by the button's label.
 * @example
 * const load = () => import('./HandoffDialog');
 * <LazyDialogButton className="tt-button" label={label} load={load} props={{ context, agendaUrl }} />
 */
import { type ComponentType, useState } from 'react';

export interface LazyDialogButtonProps<P> {
  className: string;
  label: string;
  load(): Promise<{ default: ComponentType<P> }>;
  /** The dialog's props but `onClose`. */
  props: Omit<P, 'onClose'>;
}

export function LazyDialogButton<P extends { onClose(): void }>({
  className,
  label,
  load,
  props,
}: LazyDialogButtonProps<P>) {
  // The loaded dialog while it is open: one state, so a closed dialog and one still loading render nothing.
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const show = () =>
    load().then(
      (m) => setDialog(() => m.default),
      (error: unknown) => console.warn(`[CongressPortal] the "${label}" dialog could not be loaded`, error),
    );
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={show}>
        {label}
      </button>
      {Dialog ? <Dialog {...(props as P)} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
