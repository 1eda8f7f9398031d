/**
 * One sign-in form (spec 1 §7 user-service calls): labelled fields with `autocomplete`, a submit button, Enter
 * submits (a real <form>), the button shows progress, and a failure is announced (role="alert", a live region)
 * and focus returns to the first field. Secret fields are masked with a show/hide toggle (spec 1 §5 gift code).
 * `errorText` null keeps the failure invisible (spec 1 §8 gift code: "message text not shown"): screen readers
 * still hear `quietError` and the field is marked invalid.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { usePortal } from '../app-context';

export interface SignInField {
  name: string;
  label: string;
  autoComplete: string;
  secret?: boolean;
}

export interface SignInFormProps {
  id: string;
  title: string;
  hint: string;
  fields: SignInField[];
  submitLabel: string;
  /** Resolves true when signed in (the screen navigates away), false on failure. */
  onSubmit(values: Record<string, string>): Promise<boolean>;
  errorText: string | null;
  quietError?: string;
}

export function SignInForm({ id, title, hint, fields, submitLabel, onSubmit, errorText, quietError }: SignInFormProps) {
  const { t } = usePortal();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const f of fields) values[f.name] = String(data.get(f.name) ?? '').trim();
    if (fields.some((f) => !values[f.name])) {
      formRef.current?.querySelector<HTMLInputElement>('input:invalid, input')?.focus();
      return;
    }
    setBusy(true);
    setFailed(false);
    const ok = await onSubmit(values);
    if (ok || !formRef.current?.isConnected) return;
    setBusy(false);
    setFailed(true);
    setAttempt((n) => n + 1);
  }
  // After a failure, once the fields are enabled again, focus goes back to the first one.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [attempt]);

  const alertId = `${id}-error`;
  return (
    <section className="cp-signin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="cp-signin-card__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <form
        ref={formRef}
        className="cp-signin-form"
        onSubmit={submit}
        noValidate
        aria-describedby={`${id}-hint`}
        aria-busy={busy}
      >
        {fields.map((f) => {
          const inputId = `${id}-${f.name}`;
          const visible = !!shown[f.name];
          return (
            <div className="cp-signin-field" key={f.name}>
              <label htmlFor={inputId}>{f.label}</label>
              <div className="cp-signin-field__row">
                <input
                  id={inputId}
                  name={f.name}
                  type={f.secret && !visible ? 'password' : 'text'}
                  autoComplete={f.autoComplete}
                  required
                  spellCheck={false}
                  autoCapitalize="off"
                  aria-invalid={failed || undefined}
                  aria-describedby={failed ? alertId : undefined}
                  disabled={busy}
                />
                {f.secret ? (
                  <button
                    type="button"
                    className="cp-signin-field__toggle"
                    aria-controls={inputId}
                    aria-label={t(visible ? 'login.hideField' : 'login.showField', { field: f.label })}
                    onClick={() => setShown((s) => ({ ...s, [f.name]: !visible }))}
                  >
                    {t(visible ? 'login.hide' : 'login.show')}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
        <button type="submit" className="cp-button cp-button--primary cp-signin-form__submit" disabled={busy}>
          {busy ? t('login.signingIn') : submitLabel}
        </button>
        <div id={alertId} role="alert" className={errorText ? 'cp-signin-form__error' : 'cp-visually-hidden'}>
          {failed ? (errorText ?? quietError ?? '') : ''}
        </div>
      </form>
    </section>
  );
}
