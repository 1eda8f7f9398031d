/** Styles of the live-event-progress widget, adopted into its shadow root. */

export const styles = `
.cp-progress { display: flex; flex-direction: column; justify-content: center; min-height: 120px; box-sizing: border-box; padding: 8px 0; }
.cp-progress__title { margin: 0 0 8px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.cp-progress__bar { height: 12px; border-radius: 6px; background: #e3e3e3; overflow: hidden; }
.cp-progress__fill { height: 100%; background: var(--cp-i-primary); transition: width 0.6s ease; }
.cp-progress__value { margin: 6px 0 0; font-size: 14px; color: var(--cp-i-muted); }
.cp-progress__none { margin: 0; color: var(--cp-i-muted); }
@media (prefers-reduced-motion: reduce) { .cp-progress__fill { transition: none; } }
`;
