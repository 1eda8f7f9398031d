/**
 * The "Subscribe in your calendar" button beside an agenda (the timetable's "My schedule", the portal's favourites):
 * the dialog is a lazy chunk loaded on the first click, so a page's first load carries only this button.
 */
import { type ComponentType, useMemo, useState } from 'react';
import { createTranslate } from '../../../i18n/translate';
import { subscribeButtonMessages } from './button-messages';
import type { SubscribeDialogProps } from './SubscribeDialog';

export type SubscribeButtonProps = Omit<SubscribeDialogProps, 'onClose'> & { className: string };

let loaded: ComponentType<SubscribeDialogProps> | null = null;

export function SubscribeButton({ className, ...dialog }: SubscribeButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SubscribeDialogProps> | null>(() => loaded);
  const locale = dialog.context.locale;
  const t = useMemo(() => createTranslate(locale, [subscribeButtonMessages]), [locale]);
  const show = () => {
    setOpen(true);
    if (Dialog) return;
    import('./SubscribeDialog').then(
      (m) => {
        loaded = m.default;
        setDialog(() => m.default);
      },
      (error: unknown) => {
        console.warn('congress-portal: the calendar subscribe dialog could not be loaded:', error);
        setOpen(false);
      },
    );
  };
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={show}>
        {t('calendarFeed.open')}
      </button>
      {open && Dialog ? <Dialog {...dialog} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
