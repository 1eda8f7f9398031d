/**
 * The pressed/unpressed button of a favourite or a like (spec 2 §4): `aria-pressed` carries the state, the label
 * names the item; while the call runs the button is busy (`aria-busy`, a second click is ignored by the store);
 * the outcome is announced in the button's own status region (a failure restores the state and says so).
 */
import { useState, type ReactNode } from 'react';
import type { ToggleResult } from '../../state/social';
import { Icon } from '../../ui/Icon';

const PATHS = {
  bookmark: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1zm1 2v12.6l5-2.9 5 2.9V5H7z',
  bookmarked: 'M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z',
  like: 'M12.1 18.6 12 18.7l-.1-.1C7.1 14.2 4 11.4 4 8.5 4 6.5 5.5 5 7.5 5c1.5 0 3 1 3.6 2.4h1.9C13.5 6 15 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.9-3.1 5.7-7.9 10.1zM16.5 3c-1.7 0-3.4.8-4.5 2.1A6 6 0 0 0 7.5 3 5.4 5.4 0 0 0 2 8.5c0 3.8 3.4 6.9 8.6 11.5L12 21.4l1.4-1.3C18.6 15.4 22 12.3 22 8.5A5.4 5.4 0 0 0 16.5 3z',
  liked:
    'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5A5.4 5.4 0 0 1 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3 5.4 5.4 0 0 1 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4z',
} as const;

export interface ToggleButtonProps {
  icon: 'bookmark' | 'like';
  pressed: boolean;
  busy: boolean;
  label: string;
  /** Visible text beside the icon (the like count). */
  text?: ReactNode;
  className: string;
  /** Runs the toggle; null for a visitor, who is asked to sign in instead. */
  onToggle: (() => Promise<ToggleResult>) | null;
  onSignIn(): void;
  messages: Partial<Record<ToggleResult, string>>;
}

export function ToggleButton({
  icon,
  pressed,
  busy,
  label,
  text,
  className,
  onToggle,
  onSignIn,
  messages,
}: ToggleButtonProps) {
  const [status, setStatus] = useState('');
  const path = PATHS[pressed ? (icon === 'like' ? 'liked' : 'bookmarked') : icon];
  const click = () => {
    if (!onToggle) {
      onSignIn();
      return;
    }
    setStatus('');
    void onToggle().then((result) => {
      if (result === 'signin') onSignIn();
      else setStatus(messages[result] ?? '');
    });
  };
  return (
    <span className="cp-social__toggle">
      <button
        type="button"
        className={`cp-button cp-button--ghost cp-social__button ${className}`}
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-label={label}
        onClick={click}
      >
        <Icon path={path} />
        {text === undefined ? null : <span aria-hidden="true">{text}</span>}
      </button>
      <span className="cp-visually-hidden" role="status">
        {status}
      </span>
    </span>
  );
}
