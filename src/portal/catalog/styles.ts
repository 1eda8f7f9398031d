/** CSS of the package, spotlight and education screens (px sizes, theme custom properties), adopted while one is mounted. */
export const catalogStyles = `
.cp-catalog { display: flex; flex-direction: column; gap: 20px; padding-bottom: 32px; }
.cp-portal .cp-catalog h1 { margin: 0; font-size: 30px; line-height: 1.2; max-width: 60ch; overflow-wrap: anywhere; }
.cp-portal .cp-catalog h2 { margin: 8px 0 0; font-size: 21px; }
.cp-portal .cp-catalog p { margin: 0; }
.cp-catalog__back { align-self: flex-start; display: inline-flex; align-items: center; gap: 6px; min-height: 32px;
  font-weight: 600; }
.cp-catalog__back::before { content: "\\2190"; }
.cp-catalog__list { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 20px; margin: 0;
  padding: 0; list-style: none; }
.cp-catalog__list--small { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 12px; }
.cp-catalog__card { display: flex; flex-direction: column; background: var(--cp-i-surface); border-radius: 8px;
  overflow: hidden; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-catalog__image { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: #e2e4e8; }
.cp-catalog__body { display: flex; flex-direction: column; gap: 6px; padding: 14px 16px 16px; }
.cp-portal .cp-catalog__title { margin: 0; font-size: 17px; line-height: 1.35; overflow-wrap: anywhere; }
.cp-catalog__title a { text-decoration: none; }
.cp-catalog__title a:hover { text-decoration: underline; }
.cp-catalog__subline { font-size: 16px; }
.cp-catalog__meta { color: var(--cp-i-muted); font-size: 14px; }
.cp-catalog__topics { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.cp-catalog__topics li { padding: 2px 10px; border: 1px solid var(--cp-i-border); border-radius: 12px; font-size: 13px;
  }
.cp-catalog__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
.cp-catalog__choice { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cp-catalog__choice a { display: inline-flex; align-items: center; min-height: 36px; padding: 0 14px;
  border: 1px solid var(--cp-i-border); border-radius: 18px; background: var(--cp-i-surface); text-decoration: none; }
.cp-catalog__choice a[aria-current] { background: var(--cp-i-primary); border-color: var(--cp-i-primary);
  color: var(--cp-i-on-primary); font-weight: 700; }
.cp-catalog__layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: 32px; align-items: start; }
.cp-catalog__tree { padding: 16px; background: var(--cp-i-surface); border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-catalog__tree ul { margin: 0; padding: 0 0 0 18px; list-style: none; }
.cp-catalog__tree > ul { padding: 0; }
.cp-catalog__node { display: flex; align-items: flex-start; gap: 4px; padding: 2px 0; }
.cp-catalog__node a, .cp-catalog__node span { padding: 6px 0; line-height: 1.35; }
.cp-catalog__node [aria-current] { font-weight: 700; }
.cp-catalog__toggle { flex: none; width: 32px; height: 32px; border: 0; border-radius: 4px; background: none;
  color: var(--cp-i-text); font: inherit; cursor: pointer; }
.cp-catalog__toggle::before { content: "\\25B8"; display: inline-block; transition: transform 0.15s; }
.cp-catalog__toggle[aria-expanded="true"]::before { transform: rotate(90deg); }
.cp-catalog__toggle:focus-visible, .cp-catalog__choice a:focus-visible { outline: 3px solid var(--cp-i-primary);
  outline-offset: 2px; }
.cp-catalog__spacer { flex: none; width: 32px; }
@media (max-width: 767px) {
  .cp-portal .cp-catalog h1 { font-size: 24px; }
  .cp-catalog__layout { grid-template-columns: minmax(0, 1fr); }
}
@media (prefers-reduced-motion: reduce) { .cp-catalog__toggle::before { transition: none; } }
`;
