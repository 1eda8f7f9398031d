/** Styles of the qa-chat widget, adopted into its shadow root. */

export const styles = `
.cp-qa { display: flex; gap: 16px; height: 100%; box-sizing: border-box; }
.cp-qa__frame { flex: 1 1 auto; min-width: 0; height: 100%; border: 1px solid var(--cp-i-border); border-radius: 4px; background: #fff; }
.cp-qa__join { flex: 0 0 160px; margin: 0; display: flex; flex-direction: column; gap: 8px; font-size: 14px; line-height: 1.4; }
.cp-qa__qr { width: 160px; height: 160px; }
.cp-qa__code { font-weight: 600; }
.cp-qa__disabled { margin: 0; padding: 16px 0; color: var(--cp-i-muted); }
@media (max-width: 599px) { .cp-qa { flex-direction: column; } .cp-qa__join { flex: 0 0 auto; flex-direction: row; align-items: center; } .cp-qa__qr { width: 96px; height: 96px; } }
`;
