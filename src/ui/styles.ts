/** CSS of the UI primitives (px sizes, internal custom properties from src/embed/base-styles.ts). */
export const uiStyles = `
.cp-button {
  display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 8px 16px;
  font: inherit; font-size: 15px; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 1px solid var(--cp-i-primary); border-radius: var(--cp-i-radius);
  background: var(--cp-i-primary); color: var(--cp-i-on-primary); text-transform: none; letter-spacing: normal;
}
.cp-button--secondary { background: var(--cp-i-surface); color: var(--cp-i-primary); }
.cp-button--ghost { background: transparent; border-color: transparent; color: var(--cp-i-text); padding: 8px; }
.cp-button:disabled { opacity: 0.6; cursor: not-allowed; }
.cp-icon { flex: none; vertical-align: middle; }
.cp-spinner { display: flex; justify-content: center; padding: 24px; }
.cp-spinner__ring {
  width: 32px; height: 32px; border: 3px solid var(--cp-i-border); border-top-color: var(--cp-i-primary);
  border-radius: 50%; animation: cp-spin 0.9s linear infinite;
}
@keyframes cp-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cp-spinner__ring { animation-duration: 3s; } }
.cp-skeleton { border-radius: var(--cp-i-radius); background: linear-gradient(90deg, #ececec, #f6f6f6, #ececec); }
.cp-error {
  display: flex; gap: 12px; align-items: flex-start; padding: 16px; color: var(--cp-i-text);
  border: 1px solid var(--cp-i-error); border-left-width: 4px; border-radius: var(--cp-i-radius); background: var(--cp-i-surface);
}
.cp-error > .cp-icon { color: var(--cp-i-error); }
.cp-error__title { margin: 0 0 4px; font-weight: 700; font-size: 16px; }
.cp-error__message { margin: 0 0 8px; font-size: 15px; }
.cp-error__message:last-child { margin-bottom: 0; }
.cp-layer {
  position: fixed; inset: 0; z-index: var(--cp-i-layer); display: flex; align-items: flex-start; justify-content: center;
  padding: 22px 16px; background: rgba(0, 0, 0, 0.5); overflow: auto;
}
.cp-dialog {
  width: 100%; max-width: 640px; padding: 16px 24px 24px; color: var(--cp-i-text);
  background: var(--cp-i-surface); border-radius: var(--cp-i-radius); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
}
.cp-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.cp-dialog__title { margin: 0; font-size: 20px; }
.cp-tabs__list { display: flex; gap: 4px; border-bottom: 1px solid var(--cp-i-border); }
.cp-tabs__tab {
  font: inherit; font-size: 15px; padding: 8px 16px; border: 0; border-bottom: 3px solid transparent;
  background: transparent; color: var(--cp-i-text); cursor: pointer;
}
.cp-tabs__tab[aria-selected="true"] { border-bottom-color: var(--cp-i-primary); font-weight: 600; }
.cp-tabs__panel { padding: 16px 0; }
`;
