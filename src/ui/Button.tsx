/** The one button of the SDK: always `type="button"` (never submits a host form), styled inside the shadow root. */
import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={['cp-button', `cp-button--${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
