/** CSS of the footer, the cookie banner and settings, and the Privacy screen (px sizes; brand via --cp-i-primary). */
export const chromeStyles = `
.cp-footer { margin-top: 48px; background: #1d2733; color: #e8edf3; border-top: 4px solid var(--cp-i-primary);
  font-size: 15px; }
.cp-footer a, .cp-footer .cp-footer__linkbutton { color: #ffffff; text-decoration: none; }
.cp-footer a:hover, .cp-footer .cp-footer__linkbutton:hover { text-decoration: underline; }
.cp-footer a:focus-visible, .cp-footer button:focus-visible, .cp-footer select:focus-visible {
  outline: 3px solid #ffd54f; outline-offset: 2px; }
.cp-footer ul { list-style: none; margin: 0; padding: 0; }
.cp-footer__inner { display: flex; flex-wrap: wrap; gap: 32px; justify-content: space-between; max-width: 1200px;
  margin: 0 auto; padding: 32px 24px 24px; }
.cp-footer__sitemap-list--1 { display: flex; flex-wrap: wrap; gap: 16px 40px; }
.cp-footer__sitemap-list--1 > li > a, .cp-footer__sitemap-list--1 > li > span { font-weight: 700; }
.cp-footer__sitemap-list--2, .cp-footer__sitemap-list--3 { margin-top: 8px !important; display: grid; gap: 6px; }
.cp-footer__sitemap-list--3 { padding-left: 14px !important; font-size: 14px; }
.cp-footer__side { display: flex; flex-direction: column; gap: 16px; align-items: flex-start; }
.cp-footer__social { display: flex; flex-wrap: wrap; gap: 8px; }
.cp-footer__social a { display: inline-flex; align-items: center; min-height: 36px; padding: 4px 12px;
  border: 1px solid #8796a8; border-radius: 18px; font-size: 14px; }
.cp-footer__language { display: inline-flex; align-items: center; gap: 8px; }
.cp-footer__language select { min-height: 36px; padding: 4px 8px; font: inherit; font-size: 15px; border-radius: 4px;
  border: 1px solid #8796a8; background: #ffffff; color: #1a1a1a; }
.cp-footer__bottom { display: flex; flex-wrap: wrap; gap: 16px 32px; align-items: center;
  justify-content: space-between; max-width: 1200px; margin: 0 auto; padding: 16px 24px 24px;
  border-top: 1px solid #3a4757; }
.cp-footer__legal { display: flex; flex-wrap: wrap; gap: 8px 20px; }
.cp-footer__linkbutton { padding: 0; border: 0; background: none; font: inherit; cursor: pointer; }
.cp-footer__meta { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; color: #c9d2dc; font-size: 14px; }
.cp-footer__meta a { color: #c9d2dc; }
.cp-footer .cp-footer__top { min-height: 36px; padding: 4px 12px; }
.cp-consent { position: fixed; left: 0; right: 0; bottom: 0; z-index: calc(var(--cp-i-layer) - 1); padding: 12px;
  pointer-events: none; }
.cp-consent__inner { pointer-events: auto; display: flex; flex-wrap: wrap; gap: 16px 24px; align-items: flex-end;
  max-width: 1200px; margin: 0 auto; padding: 20px 24px; background: var(--cp-i-surface); color: var(--cp-i-text);
  border-radius: 8px; border-top: 4px solid var(--cp-i-primary); box-shadow: 0 8px 32px rgba(0, 0, 0, 0.28);
  max-height: calc(100vh - 24px); overflow: auto; box-sizing: border-box; }
.cp-consent__body { flex: 1 1 420px; }
.cp-consent__title { margin: 0 0 6px !important; font-size: 18px !important; }
.cp-consent__text { margin: 0 !important; font-size: 15px; line-height: 1.45; }
.cp-consent__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cp-consent__settings { display: grid; gap: 16px; }
.cp-consent__group { margin: 0; padding: 12px 16px; border: 1px solid var(--cp-i-border); border-radius: 8px; }
.cp-consent__switch { display: flex; align-items: center; gap: 10px; font-weight: 700; }
.cp-consent__switch input { width: 20px; height: 20px; margin: 0; accent-color: var(--cp-i-primary); }
.cp-consent__group .cp-consent__text { margin-top: 6px !important; color: var(--cp-i-muted); }
.cp-consent__cookies { margin: 8px 0 0; padding-left: 18px; font-size: 14px; }
.cp-consent__duration { color: var(--cp-i-muted); }
.cp-privacy { margin-top: 24px; }
.cp-privacy__policy { margin-top: 16px !important; }
@media (max-width: 767px) {
  .cp-footer__inner { padding: 24px 16px 16px; flex-direction: column; }
  .cp-footer__sitemap-list--1 { flex-direction: column; }
  .cp-footer__bottom { padding: 16px; flex-direction: column; align-items: flex-start; }
  .cp-consent { padding: 0; }
  .cp-consent__inner { border-radius: 8px 8px 0 0; padding: 16px; }
  .cp-consent__actions { width: 100%; }
  .cp-consent__actions .cp-button { flex: 1 1 auto; justify-content: center; }
}
`;
