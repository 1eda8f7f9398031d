/**
 * CSS of the library listings and their pagination (px sizes). Adopted by the routes that list items
 * (../social/SocialFrame.tsx: library, favourites, the detail pages' lists), not shipped with the shell.
 */
import { itemViewStyles } from '../../ui/library/base/styles';

export const libraryStyles = `
.cp-library__toolbar { display: flex; flex-direction: column; gap: 12px; margin: 16px 0; }
/* All four content types stay in view on a phone: the tabs wrap (a scrolling strip hid three of them). */
.cp-library__types ul { display: flex; flex-wrap: wrap; gap: 0 4px; margin: 0; padding: 0; list-style: none;
  border-bottom: 1px solid var(--cp-i-border); }
.cp-library__types a { display: inline-flex; white-space: nowrap; align-items: center; gap: 8px; padding: 10px 14px;
  color: var(--cp-i-text); text-decoration: none; border-bottom: 3px solid transparent; }
.cp-library__types a[aria-current="page"] { border-bottom-color: var(--cp-i-primary); font-weight: 700; }
.cp-library__badge { display: inline-block; min-width: 20px; padding: 0 6px; margin-left: 6px; border-radius: 10px;
  background: #e2e4e8; color: var(--cp-i-text); font-size: 13px; font-weight: 600; text-align: center; }
.cp-library__controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.cp-library__summary { color: var(--cp-i-muted); font-size: 14px; }
.cp-library__sort { display: inline-flex; align-items: center; gap: 8px; margin-left: auto; }
.cp-library__sort select { font: inherit; height: 40px; padding: 0 8px; border: 1px solid var(--cp-i-border);
  border-radius: 6px; background: var(--cp-i-surface); color: var(--cp-i-text); }
.cp-library__order { min-width: 40px; padding: 0 10px; }
.cp-library__view { display: inline-flex; gap: 0; }
.cp-library__view .cp-button[aria-pressed="true"] { background: var(--cp-i-primary); color: var(--cp-i-on-primary); }
.cp-library__body { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
.cp-library .cp-slider { height: auto; }
.cp-library__body.is-menu-open { grid-template-columns: 260px minmax(0, 1fr); }
.cp-library__filters { align-self: start; padding: 16px; background: var(--cp-i-surface); border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-portal .cp-library__filters-title { font-size: 18px; }
.cp-filter { border-top: 1px solid var(--cp-i-border); padding: 8px 0; }
.cp-filter__title { margin: 0; font-size: 16px; }
.cp-filter__title button { display: flex; width: 100%; justify-content: space-between; align-items: center;
  padding: 8px 0; border: 0; background: none; font: inherit; font-weight: 700; color: var(--cp-i-text);
  cursor: pointer; text-align: left; }
.cp-filter__options { margin: 0; padding: 0; list-style: none; }
.cp-filter__options label { display: flex; align-items: center; gap: 8px; padding: 4px 0; cursor: pointer; }
.cp-filter__options input { width: 18px; height: 18px; margin: 0; accent-color: var(--cp-i-primary); }
.cp-filter__label { flex: 1; }
.cp-filter__count { color: var(--cp-i-muted); font-size: 13px; }
.cp-filter__more { margin-top: 4px; padding: 4px 0; border: 0; background: none; font: inherit;
  color: var(--cp-i-primary); text-decoration: underline; cursor: pointer; }
.cp-library__body--v2 { display: flex; flex-direction: column; gap: 16px; }
.cp-library__filters--bar { align-self: stretch; display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
  padding: 12px 16px; }
.cp-portal .cp-library__filters--bar .cp-library__filters-title { margin: 0 8px 0 0; font-size: 16px; }
.cp-library__filters--bar .cp-filter { position: relative; border: 0; padding: 0; }
.cp-library__filters--bar .cp-filter__title button { width: auto; gap: 8px; padding: 6px 14px;
  border: 1px solid var(--cp-i-border); border-radius: 20px; font-weight: 600; }
.cp-library__filters--bar .cp-filter__title button[aria-expanded="true"] { border-color: var(--cp-i-primary);
  color: var(--cp-i-primary); }
.cp-library__filters--bar .cp-filter > div { position: absolute; z-index: 5; top: calc(100% + 6px); left: 0;
  width: 280px; max-height: 340px; overflow: auto; padding: 8px 12px; background: var(--cp-i-surface);
  border-radius: 8px; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18); }
.cp-library__filters--bar .cp-filter > div[hidden] { display: none; }
.cp-library__chips ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.cp-library__chip { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 4px 12px;
  border: 1px solid var(--cp-i-primary); border-radius: 16px; background: var(--cp-i-surface);
  color: var(--cp-i-primary); font: inherit; font-size: 14px; cursor: pointer; }
.cp-library__chip-x { font-size: 16px; line-height: 1; }
.cp-filter-dialog { width: min(640px, calc(100vw - 32px)); max-height: calc(100vh - 44px); padding: 16px 24px 24px;
  border: 0; border-radius: 8px; background: var(--cp-i-surface); color: var(--cp-i-text);
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3); }
.cp-filter-dialog::backdrop { background: rgba(0, 0, 0, 0.5); }
.cp-filter-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 16px;
  margin-bottom: 12px; }
.cp-filter-dialog__header h2 { margin: 0; font-size: 20px; }
.cp-filter-dialog .cp-filter__options { margin-bottom: 16px; columns: 2 200px; }
.cp-library__results { min-width: 0; position: relative; }
.cp-library__results[aria-busy="true"] > :not(.cp-spinner):not(h2) { opacity: 0.5; }
.cp-library__results > .cp-spinner { position: absolute; top: 0; right: 0; }
.cp-portal .cp-library__count { font-size: 16px; color: var(--cp-i-muted); font-weight: 600; }
.cp-library__count:focus { outline: none; }
.cp-library__empty { padding: 32px 0; font-size: 17px; }
${itemViewStyles}
.cp-library__slides { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 12px; margin: 0;
  padding: 0; list-style: none; }
.cp-slide { display: block; width: 100%; padding: 0; border: 2px solid transparent; border-radius: 6px;
  background: #e2e4e8; cursor: pointer; overflow: hidden; }
.cp-slide[aria-expanded="true"] { border-color: var(--cp-i-primary); }
.cp-slide img, .cp-slide__blank { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
.cp-library__slide { margin-top: 16px; padding: 16px; background: var(--cp-i-surface); border-radius: 8px;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-library__slide img { display: block; width: 100%; max-height: 480px; object-fit: contain; background: #000; }
.cp-library__slide-title { margin: 12px 0; font-weight: 600; }
.cp-library__slide-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cp-library__slide-actions .cp-button { text-decoration: none; }
@media (max-width: 899px) {
  .cp-library__body.is-menu-open { grid-template-columns: minmax(0, 1fr); }
  .cp-library__sort { margin-left: 0; }
}
`;
