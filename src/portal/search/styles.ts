/** CSS of the search dialog (adopted into the portal's shadow root while it is open; px sizes, theme variables). */
export const searchStyles = `
.cp-search { width: min(640px, calc(100vw - 32px)); max-width: none; max-height: calc(100dvh - 96px);
  margin: 64px auto auto; padding: 0; border: 0; border-radius: 8px; background: var(--cp-i-surface);
  color: var(--cp-i-text); box-shadow: 0 16px 48px rgba(16, 24, 40, 0.35); font-family: var(--cp-i-font);
  font-size: 16px; line-height: 1.5; overflow: hidden; }
.cp-search[open] { display: flex; }
.cp-search::backdrop { background: rgba(16, 24, 40, 0.55); }
.cp-search__panel { display: flex; flex-direction: column; width: 100%; min-height: 0; }
.cp-search__form { display: flex; align-items: center; gap: 8px; padding: 8px 8px 8px 16px;
  border-bottom: 2px solid var(--cp-i-primary); color: var(--cp-i-muted); }
.cp-search__input { flex: 1; min-width: 0; height: 44px; padding: 0 4px; border: 0; background: transparent;
  color: var(--cp-i-text); font: inherit; font-size: 18px; }
.cp-search__input:focus { outline: none; }
.cp-search__form:focus-within { box-shadow: inset 0 0 0 2px var(--cp-i-primary); }
.cp-search__scope { display: flex; align-items: center; gap: 8px; padding: 8px 16px; border-bottom: 1px solid #e2e4e8; font-size: 14px; color: var(--cp-i-muted); }
.cp-search__scope select { min-width: 0; max-width: 100%; min-height: 36px; padding: 4px 8px; border: 1px solid var(--cp-i-border); border-radius: 4px; background: var(--cp-i-surface); color: var(--cp-i-text); font: inherit; }
.cp-search__body { flex: 1; min-height: 96px; overflow-y: auto; padding: 8px 0; overscroll-behavior: contain; }
.cp-search__body:focus-visible { outline: 2px solid var(--cp-i-primary); outline-offset: -2px; }
.cp-search__section { padding: 4px 0; }
.cp-search__heading { margin: 0; padding: 8px 16px 4px; font-size: 13px; font-weight: 700; letter-spacing: 0.5px;
  text-transform: uppercase; color: var(--cp-i-muted); }
.cp-search__list { margin: 0; padding: 0 8px; list-style: none; }
.cp-search__option { display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 8px 10px;
  border-radius: 6px; cursor: pointer; color: var(--cp-i-text); }
.cp-search__option .cp-icon { flex: none; color: var(--cp-i-muted); }
.cp-search__option--active { background: var(--cp-i-primary); color: var(--cp-i-on-primary); }
.cp-search__option--active .cp-icon, .cp-search__option--active .cp-search__type { color: var(--cp-i-on-primary); }
.cp-search__text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.cp-search__text mark { background: transparent; color: inherit; font-weight: 700; text-decoration: underline;
  text-underline-offset: 3px; }
.cp-search__type { flex: none; font-size: 13px; color: var(--cp-i-muted); }
.cp-search__remove { display: inline-flex; padding: 6px; margin: -6px -4px -6px 0; border-radius: 50%; }
.cp-search__remove:hover { background: rgba(0, 0, 0, 0.12); }
.cp-search__state { margin: 0; padding: 16px; color: var(--cp-i-muted); }
.cp-search__keys { display: flex; flex-wrap: wrap; gap: 6px 16px; margin: 0; padding: 10px 16px;
  border-top: 1px solid #e2e4e8; font-size: 13px; color: var(--cp-i-muted); }
.cp-search__keys kbd { display: inline-block; min-width: 20px; padding: 0 4px; border: 1px solid var(--cp-i-border);
  border-radius: 4px; background: #f5f6f8; color: var(--cp-i-text); font: inherit; font-size: 12px; text-align: center;
  }
@media (max-width: 600px) {
  .cp-search { width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0; border-radius: 0; }
  .cp-search__keys { display: none; }
}
`;
