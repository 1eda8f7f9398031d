/** Styles of the subnav widget, adopted into its shadow root. */

export const styles = `
.cp-subnav { font-size: 16px; line-height: 1.5; }
.cp-subnav__toggle { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 8px 16px; font: inherit; font-weight: 600; color: var(--cp-i-text); background: transparent; border: 1px solid var(--cp-i-border); border-radius: 4px; cursor: pointer; }
.cp-subnav__list { list-style: none; margin: 0; padding: 0; }
.cp-subnav__list--1 { padding-top: 8px; }
.cp-subnav__list--2, .cp-subnav__list--3 { padding-left: 16px; border-left: 2px solid var(--cp-i-border); margin: 4px 0 4px 8px; }
.cp-subnav li > a, .cp-subnav li > span { display: inline-block; padding: 6px 0; min-height: 24px; }
.cp-subnav a { color: var(--cp-i-primary); text-decoration: underline; }
.cp-subnav a[aria-current="page"] { font-weight: 700; text-decoration: none; }
.cp-subnav__list--1 > li > a, .cp-subnav__list--1 > li > span { font-weight: 600; }
.cp-subnav__none { margin: 0; color: var(--cp-i-muted); }
`;
