/**
 * The "Subscribe in your calendar" button beside an agenda (the timetable's "My schedule", the portal's favourites):
 * the dialog is a lazy chunk loaded on the first click, so a page's first load carries only this button.
 */
import { createTranslate } from '../../../i18n/translate';
import { LazyDialogButton } from '../../../ui/LazyDialogButton';
import { subscribeButtonMessages } from './button-messages';
import type { SubscribeDialogProps } from './SubscribeDialog';

export type SubscribeButtonProps = Omit<SubscribeDialogProps, 'onClose'> & { className: string };

const load = () => import('./SubscribeDialog');

export function SubscribeButton({ className, ...dialog }: SubscribeButtonProps) {
  return (
    <LazyDialogButton
      className={className}
      label={createTranslate(dialog.context.locale, [subscribeButtonMessages])('calendarFeed.open')}
      load={load}
      props={dialog}
    />
  );
}
