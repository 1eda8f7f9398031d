/** The tracking test page's CSS: it ships with the page's lazy chunk (../chunk-frame.tsx), not with the shell. */
export const trackingTestStyles = `
.cp-tracking-test__heading { font-size: 18px; margin: 16px 0 8px; }
.cp-tracking-test { list-style: none; margin: 0 0 16px; padding: 0; }
.cp-tracking-test__check { padding: 8px 0; border-bottom: 1px solid var(--cp-i-border, #d0d0d0); }
.cp-tracking-test__check[data-ok="true"] .cp-tracking-test__mark { color: #1b5e20; }
.cp-tracking-test__check[data-ok="false"] .cp-tracking-test__mark { color: #b71c1c; }
.cp-tracking-test__actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;
