/**
 * CSS of the UI primitives every mount shows (button, icon, spinner, error state; px sizes, internal custom
 * properties from src/embed/base-styles.ts). Dialogs, tabs and skeletons bring theirs with the widgets that
 * use them (src/ui/part-styles.ts), so a page with one html-text does not download them (issue 8 item 9).
 */
export const uiStyles = `
.cp-button {
  display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 8px 16px;
  font: inherit; font-size: 15px; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 1px solid var(--cp-i-primary); border-radius: var(--cp-i-radius);
  background: var(--cp-i-primary); color: var(--cp-i-on-primary); text-transform: none; letter-spacing: normal;
}
.cp-button--secondary { background: var(--cp-i-surface); color: var(--cp-i-primary); }
.cp-button:disabled { opacity: 0.6; cursor: not-allowed; }
.cp-icon { flex: none; vertical-align: middle; }
.cp-spinner { display: flex; justify-content: center; padding: 24px; }
.cp-spinner__ring {
  width: 32px; height: 32px; border: 3px solid var(--cp-i-border); border-top-color: var(--cp-i-primary);
  border-radius: 50%; animation: cp-spin 0.9s linear infinite;
}
@keyframes cp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cp-spinner__ring { animation-duration: 3s; } }
.cp-error {
  display: flex; gap: 12px; align-items: flex-start; padding: 16px; color: var(--cp-i-text);
  border: 1px solid var(--cp-i-error); border-left-width: 4px; border-radius: var(--cp-i-radius); background: var(--cp-i-surface);
}
.cp-error > .cp-icon { color: var(--cp-i-error); }
.cp-error__title { margin: 0 0 4px; font-weight: 700; font-size: 16px; }
.cp-error__message { margin: 0 0 8px; font-size: 15px; }
.cp-error__message:last-child { margin-bottom: 0; }
`;
