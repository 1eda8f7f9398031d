/** The agenda view's CSS (px only; the theme's custom properties). Adopted while the view is mounted. */
export const agendaStyles = `
.cp-agenda { display: flex; flex-direction: column; gap: 16px; font-size: 15px; color: var(--cp-i-text); }
.cp-agenda__bar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
.cp-agenda__summary { margin: 0; color: var(--cp-i-muted); font-size: 14px; }
.cp-agenda__tools { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.cp-agenda__note { margin: 0; font-size: 13px; color: var(--cp-i-muted); }
.cp-agenda__note--pending { color: var(--cp-i-text); border-left: 4px solid var(--cp-i-primary); padding-left: 8px; }
.cp-agenda__day { border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius); background: var(--cp-i-surface);
  overflow: hidden; }
.cp-agenda__day > h2, .cp-agenda__day > h3 { margin: 0; padding: 10px 14px; font-size: 16px; font-weight: 600;
  border-bottom: 1px solid var(--cp-i-border); }
.cp-agenda__glance { margin: 0; padding: 10px 14px; display: grid; gap: 4px; font-size: 14px;
  border-bottom: 1px solid var(--cp-i-border); }
.cp-agenda__glance b { font-weight: 600; }
.cp-agenda__list { list-style: none; margin: 0; padding: 0; }
.cp-agenda__item { display: grid; grid-template-columns: 112px 1fr auto; gap: 4px 12px; align-items: start;
  padding: 10px 14px; border-top: 1px solid var(--cp-i-border); }
.cp-agenda__item:first-child { border-top: 0; }
.cp-agenda__item[data-state="now"] { box-shadow: inset 4px 0 0 var(--cp-i-primary); }
.cp-agenda__item[data-state="past"] .cp-agenda__time, .cp-agenda__item[data-state="past"] .cp-agenda__title { color: var(--cp-i-muted); }
.cp-agenda__time { font-variant-numeric: tabular-nums; font-size: 14px; padding-top: 2px; }
.cp-agenda__main { min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.cp-agenda__title { font-weight: 600; overflow-wrap: anywhere; }
.cp-agenda__title button { font: inherit; color: var(--cp-i-primary); background: none; border: 0; padding: 0; text-align: left;
  text-decoration: underline; cursor: pointer; }
.cp-agenda__room { font-size: 14px; color: var(--cp-i-muted); }
.cp-agenda__flags { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 4px; }
.cp-agenda__badge { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; border: 1px solid currentColor; }
.cp-agenda__badge--now { background: var(--cp-i-primary); color: var(--cp-i-on-primary); border-color: var(--cp-i-primary); }
.cp-agenda__badge--change { color: var(--cp-i-error); }
.cp-agenda__item[data-change="withdrawn"] .cp-agenda__title { text-decoration: line-through; }
.cp-agenda__remove { font: inherit; font-size: 18px; line-height: 1; min-width: 36px; min-height: 36px;
  border: 1px solid var(--cp-i-border); border-radius: var(--cp-i-radius); background: var(--cp-i-surface);
  color: var(--cp-i-primary); cursor: pointer; }
.cp-agenda__empty { margin: 0; padding: 16px; border: 1px dashed var(--cp-i-border); border-radius: var(--cp-i-radius); }
@media (max-width: 480px) {
  .cp-agenda__item { grid-template-columns: 1fr auto; }
  .cp-agenda__time { grid-column: 1 / -1; padding: 0; }
}
`;
