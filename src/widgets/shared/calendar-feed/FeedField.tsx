/** A feed address in a read-only field with a Copy button; the outcome is announced in a status line. */
import { useId, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/types';

export function FeedField({ label, value, t }: { label: string; value: string; t: Translate }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(t('calendarFeed.copied'));
    } catch {
      // Clipboard refused (permissions, an insecure page): the address is selected for the person to copy.
      input.current?.select();
      setStatus(t('calendarFeed.copyFailed'));
    }
  };
  return (
    <div className="cp-feed__field">
      <label htmlFor={id}>{label}</label>
      <div className="cp-feed__row">
        <input id={id} ref={input} type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="cp-button"
          aria-label={t('calendarFeed.copyField', { field: label })}
          onClick={copy}
        >
          {t('calendarFeed.copy')}
        </button>
      </div>
      <p className="cp-feed__status" role="status">
        {status}
      </p>
    </div>
  );
}
