/** A read-only text with a Copy button (share link, citation): the clipboard, and the outcome in a status region. */
import { useId, useState } from 'react';

export function CopyField({
  label,
  text,
  multiline = false,
  copyLabel,
  copied,
  failed,
  onCopied,
}: {
  label: string;
  text: string;
  multiline?: boolean;
  copyLabel: string;
  copied: string;
  failed: string;
  onCopied?(): void;
}) {
  const id = useId();
  const [status, setStatus] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => {
        setStatus(copied);
        onCopied?.();
      },
      (error: unknown) => {
        console.warn('[CongressPortal] the text could not be copied', error);
        setStatus(failed);
      }, // spec 2 §8: logged only
    );
  };
  return (
    <div className="cp-social__copy">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} readOnly value={text} rows={7} onFocus={(e) => e.currentTarget.select()} />
      ) : (
        <input id={id} readOnly value={text} onFocus={(e) => e.currentTarget.select()} />
      )}
      <button type="button" className="cp-button cp-button--primary" onClick={copy}>
        {copyLabel}
      </button>
      <p className="cp-social__status" role="status">
        {status}
      </p>
    </div>
  );
}
