/** Typography for arbitrary HTML text, px only (host root font sizes must not leak in). */
export const htmlTextStyles = `
.cp-html-text { font-size: 16px; line-height: 1.6; overflow-wrap: anywhere; }
.cp-html-text h1 { font-size: 28px; margin: 0 0 12px; }
.cp-html-text h2 { font-size: 24px; margin: 0 0 12px; }
.cp-html-text h3 { font-size: 20px; margin: 0 0 8px; }
.cp-html-text p, .cp-html-text ul, .cp-html-text ol { margin: 0 0 12px; }
.cp-html-text ul, .cp-html-text ol { padding-left: 24px; }
.cp-html-text table { border-collapse: collapse; }
.cp-html-text th, .cp-html-text td { border: 1px solid var(--cp-i-border); padding: 4px 8px; }
.cp-html-text blockquote { margin: 0 0 12px; padding-left: 12px; border-left: 4px solid var(--cp-i-border); }
`;
export const htmlTextFilterStyles = `
.cp-html-text [data-share-filter] {
  font: inherit; font-size: 14px; margin: 0 8px 8px 0; padding: 6px 12px; cursor: pointer;
  border: 1px solid var(--cp-i-primary); border-radius: 16px; background: var(--cp-i-surface); color: var(--cp-i-primary);
}
.cp-html-text [data-share-filter][aria-pressed="true"] { background: var(--cp-i-primary); color: var(--cp-i-on-primary);
  }
.cp-html-text [hidden] { display: none; }
`;
