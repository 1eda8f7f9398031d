/** CSS of Login, Logout and the sign-in forms (px sizes; the client's colour through --cp-i-primary). */
export const signinStyles = `
.cp-signin { display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 32px; align-items: start;
  max-width: 1040px; margin: 16px auto 32px; }
.cp-signin__intro { position: sticky; top: 16px; padding: 40px 32px 32px; border-radius: 12px; overflow: hidden;
  background: color-mix(in srgb, var(--cp-i-primary) 7%, var(--cp-i-surface)); border: 1px solid color-mix(in srgb, var(--cp-i-primary) 18%, var(--cp-i-surface)); }
.cp-signin__intro::before { content: ''; position: absolute; inset: 0 0 auto 0; height: 6px;
  background: var(--cp-i-primary); }
.cp-signin__intro h1 { font-size: 32px; letter-spacing: -0.3px; }
.cp-signin__intro .cp-portal-grid { display: block; }
.cp-signin__methods { display: flex; flex-direction: column; gap: 16px; }
.cp-signin-card { padding: 24px 28px; background: var(--cp-i-surface); border-radius: 12px;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.06), 0 4px 16px rgba(0, 0, 0, 0.06); border: 1px solid #e2e4e8; }
.cp-signin-card h2 { font-size: 19px; margin-bottom: 4px; }
.cp-signin-card__hint { color: var(--cp-i-muted); font-size: 15px; }
.cp-signin-form { display: flex; flex-direction: column; gap: 14px; margin-top: 8px; }
.cp-signin-field { display: flex; flex-direction: column; gap: 6px; }
.cp-signin-field label { font-weight: 600; font-size: 15px; }
.cp-signin-field__row { display: flex; align-items: stretch; border: 1px solid #767b84; border-radius: 8px;
  background: var(--cp-i-surface); }
.cp-signin-field__row:focus-within { outline: 3px solid color-mix(in srgb, var(--cp-i-primary) 45%, transparent);
  outline-offset: 1px; border-color: var(--cp-i-primary); }
.cp-signin-field input { flex: 1; min-width: 0; min-height: 44px; padding: 8px 12px; border: 0; border-radius: 8px;
  background: transparent; font: inherit; font-size: 16px; color: var(--cp-i-text); outline: none; }
.cp-signin-field input[aria-invalid="true"] { box-shadow: inset 3px 0 0 #b00020; }
.cp-signin-field__toggle { flex: none; min-width: 64px; margin: 4px; padding: 0 12px; border: 0; border-radius: 6px;
  background: color-mix(in srgb, var(--cp-i-primary) 9%, var(--cp-i-surface)); color: var(--cp-i-text); font: inherit;
  font-size: 14px; font-weight: 600; cursor: pointer; }
.cp-signin-field__toggle:focus-visible { outline: 2px solid var(--cp-i-primary); outline-offset: 1px; }
.cp-signin-form__submit { align-self: flex-start; min-height: 44px; padding: 10px 24px; }
.cp-signin-form__error, .cp-signin-error { color: #8a0016; font-weight: 600; }
.cp-signin-form__error:empty { display: none; }
.cp-signin-error { padding: 16px 20px; border-radius: 12px; background: #fdecee; border: 1px solid #f3b7bf;
  border-left: 6px solid #b00020; font-weight: 400; }
.cp-signin-error p { margin: 0; }
.cp-signin-error__title { font-weight: 700; margin-bottom: 4px !important; }
.cp-signin-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
.cp-signin-actions .cp-button { text-decoration: none; }
.cp-signin-sso { min-height: 44px; margin-top: 8px; text-decoration: none; }
.cp-portal a.cp-button--secondary { color: var(--cp-i-primary); }
.cp-signin-frame { position: absolute; width: 1px; height: 1px; border: 0; }
@media (max-width: 899px) {
  .cp-signin { grid-template-columns: minmax(0, 1fr); gap: 16px; margin-top: 0; }
  .cp-signin__intro { position: relative; top: 0; padding: 28px 20px 20px; }
  .cp-signin__intro h1 { font-size: 26px; }
  .cp-signin-card { padding: 20px; }
}
`;
