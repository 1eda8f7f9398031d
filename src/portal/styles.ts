/**
 * The portal shell's CSS (px sizes; brand colour from the client via --cp-i-primary, src/embed/theme.ts).
 * Its first screen — header, subheader and main area — fills exactly the box the host page reserves for the portal
 * (at least one viewport: src/core/layout/reserved-box.ts, `min-height: max(120px, 100vh)`), so the painted shell is
 * that box and nothing after the portal on the host page moves when it paints. The footer lies below it: a route's
 * content arrives in steps (guard, spinner, page, widget cells) and a footer in view would move with every step
 * (issue 9: portal.html CLS 0.14 at 1350 px, 0.34 at 375 px, all of it the footer). It joins when its place is out
 * of view (footer-place.ts). A grid rather than a flex column: `::before`, in a second column of no width, spans the
 * first three rows with the box's height, and the main row (1fr) takes what the header rows leave, whatever their
 * height; the shell's parts fill the first column in their order (the banner and buttons are fixed, out of the grid).
 */
export const portalStyles = `
.cp-portal { display: grid; grid-template: auto auto 1fr auto / minmax(0, 1fr) 0; background: #f5f6f8;
  color: var(--cp-i-text); }
.cp-portal::before { content: ""; grid-area: 1 / 2 / 4; min-height: max(120px, 100vh); }
.cp-portal a { color: var(--cp-i-primary); }
.cp-portal a.cp-button { color: var(--cp-i-on-primary); }
.cp-portal__main { width: 100%; max-width: 1200px; margin: 0 auto; padding: 24px; }
.cp-portal__main:focus { outline: none; }
.cp-portal[data-embedmode="fill"] .cp-portal__main { max-width: none; padding: 0; }
.cp-portal h1 { margin: 0 0 8px; font-size: 28px; line-height: 1.25; }
.cp-portal h2 { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.cp-portal p { margin: 0 0 12px; }
.cp-portal__lead { color: var(--cp-i-muted); font-size: 17px; }
.cp-portal__banner { display: block; width: 100%; aspect-ratio: 40 / 9; object-fit: cover; border-radius: 8px;
  margin-bottom: 24px; background: #e8ebf0; }
.cp-portal-teasers { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 24px; padding: 0;
  margin: 24px 0 0; list-style: none; }
.cp-portal-teaser { display: flex; flex-direction: column; background: var(--cp-i-surface); border-radius: 8px;
  overflow: hidden; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-portal-teaser__image { aspect-ratio: 16 / 9; width: 100%; object-fit: cover; background: #e2e4e8; }
.cp-portal-teaser__body { display: flex; flex-direction: column; gap: 8px; padding: 16px; flex: 1; }
.cp-portal-teaser__body h2 { font-size: 18px; }
.cp-portal-teaser__body a { text-decoration: none; }
.cp-portal-teaser__body a:hover { text-decoration: underline; }
.cp-portal__live { margin: 0 0 12px; }
.cp-portal .cp-portal__live a { color: #ffffff; text-underline-offset: 2px; }
.cp-portal-teaser__live { align-self: flex-start; padding: 2px 8px; border-radius: 12px; font-size: 13px;
  font-weight: 700; background: #b00020; color: #ffffff; }
.cp-portal-panel { max-width: 720px; padding: 32px; background: var(--cp-i-surface); border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-portal-panel__code { font-size: 15px; font-weight: 700; letter-spacing: 1px; color: var(--cp-i-muted);
  text-transform: uppercase; }
.cp-portal-panel .cp-button { margin-top: 8px; text-decoration: none; }
.cp-ads { display: grid; gap: 16px; margin-top: 32px; }
.cp-portal-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 24px; }
.cp-portal-grid__cell { min-width: 0; }
.cp-portal-live__player { display: block; aspect-ratio: 1280 / 464; margin: 16px 0 24px; }
.cp-portal-live__programme { margin: 0 0 32px; }
.cp-portal-live__programme h2 { margin: 0 0 12px; }
.cp-portal-live__channels ul { list-style: none; margin: 0; padding: 0; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 8px; }
.cp-portal-live__channels li { padding: 10px 12px; background: var(--cp-i-surface); border: 1px solid #e2e4e8;
  border-radius: var(--cp-i-radius); }
.cp-portal-live__channels a[aria-current="page"] { font-weight: 700; }
.cp-portal-live__state { display: block; color: var(--cp-i-muted); font-size: 14px; }
.cp-preview { display: block; aspect-ratio: 16 / 9; margin-bottom: 8px; background: #e2e4e8; border-radius: 4px;
  overflow: hidden; }
.cp-preview img { display: block; width: 100%; height: 100%; object-fit: cover; }
.cp-portal-guard { padding: 48px 0; }
@media (max-width: 767px) {
  .cp-portal__main { padding: 16px; }
  .cp-portal h1 { font-size: 24px; }
  .cp-portal-panel { padding: 20px; }
  .cp-portal-grid { grid-template-columns: minmax(0, 1fr); }
  .cp-portal__banner { aspect-ratio: 25 / 14; }
  .cp-portal-grid__cell { grid-column: 1 / -1 !important; grid-row: auto !important; }
}
`;
