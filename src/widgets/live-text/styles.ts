/** Styles of the live-text widget, adopted into its shadow root. */

export const styles = `
.cp-live-text { font-size: 16px; line-height: 1.5; overflow-wrap: anywhere; padding: 8px 0; }
.cp-live-text p { margin: 0 0 8px; }
.cp-live-text__none { color: var(--cp-i-muted); }
`;
