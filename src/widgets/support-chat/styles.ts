/** Styles of the support-chat widget, adopted into its shadow root. */

export const styles = `
.cp-support-chat { height: 100%; box-sizing: border-box; }
.cp-support-chat slot { display: block; height: 100%; }
.cp-support-chat__none { margin: 0; padding: 16px 0; color: var(--cp-i-muted); }
`;
