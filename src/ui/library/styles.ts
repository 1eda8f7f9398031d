/**
 * CSS of the library's list views (src/ui/library/ItemViews.tsx), px sizes: the portal's listings and the list
 * widgets. `.cp-lists` is the class of their root (the portal's root carries it too), so a heading rule here wins
 * over the page's own heading styles as the portal's `.cp-portal` rules do.
 */
export const itemViewStyles = `
.cp-library__tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 20px; margin: 0; padding: 0; list-style: none; }
.cp-card { display: flex; flex-direction: column; background: var(--cp-i-surface); border-radius: 8px; overflow: hidden; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-card__image { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: #e2e4e8; }
.cp-card__body { display: flex; flex-direction: column; gap: 6px; padding: 14px 16px 16px; }
.cp-lists .cp-card__body p { margin: 0; }
.cp-card__meta, .cp-card__date, .cp-card__people { font-size: 14px; color: var(--cp-i-muted); }
.cp-card__meta { text-transform: capitalize; }
.cp-lists .cp-card__title { margin: 0; font-size: 16px; line-height: 1.35; }
.cp-card__title a, .cp-library__table a, .cp-speaker__name a { text-decoration: none; }
.cp-card__title a:hover, .cp-library__table a:hover, .cp-speaker__name a:hover { text-decoration: underline; }
.cp-library__table-wrap { overflow-x: auto; }
.cp-library__table { width: 100%; border-collapse: collapse; background: var(--cp-i-surface); font-size: 15px; }
.cp-library__table th, .cp-library__table td { padding: 10px 12px; border-bottom: 1px solid var(--cp-i-border); text-align: left; vertical-align: top; }
.cp-library__table tbody th { font-weight: 600; }
.cp-library__speakers { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; margin: 0; padding: 0; list-style: none; }
.cp-speaker { display: flex; gap: 12px; align-items: center; padding: 12px; background: var(--cp-i-surface); border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-speaker__image { flex: none; width: 56px; height: 56px; border-radius: 50%; object-fit: cover; background: #e2e4e8; }
.cp-lists .cp-speaker__name { margin: 0; font-size: 16px; }
.cp-lists .cp-speaker__meta { margin: 0; font-size: 14px; color: var(--cp-i-muted); }
`;

/** The list widgets: heading and teaser above, the list scrolling inside the widget's fixed box (issue 9). */
export const listWidgetStyles = `${itemViewStyles}
.cp-lw { display: flex; flex-direction: column; height: 100%; box-sizing: border-box; }
.cp-lists .cp-lw__heading { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.cp-lists .cp-lw__teaser { margin: 0 0 12px; color: var(--cp-i-muted); }
.cp-lw__scroll, .cp-lw__body { flex: 1 1 auto; min-height: 0; }
.cp-lw__scroll { overflow: auto; padding: 2px; }
.cp-lw__scroll:focus-visible { outline: 2px solid var(--cp-i-primary); outline-offset: 2px; }
.cp-lw .cp-card { height: 100%; box-sizing: border-box; }
.cp-lw .cp-card__actions { padding: 0 16px 14px; }
.cp-lw__topics { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.cp-lw__topic { font: inherit; font-size: 13px; padding: 2px 10px; border: 1px solid var(--cp-i-border); border-radius: 12px; background: var(--cp-i-surface); color: var(--cp-i-text); cursor: pointer; }
.cp-lw__topic[aria-pressed="true"] { background: var(--cp-i-primary); border-color: var(--cp-i-primary); color: var(--cp-i-on-primary); }
.cp-library__table .cp-lw__topics { margin-top: 6px; }
.cp-lw__slides { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.cp-lw__slide a, .cp-lw__slide > span { display: block; color: var(--cp-i-text); text-decoration: none; font-size: 14px; }
.cp-lw__slide img, .cp-lw__slide .cp-slide__blank { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: #e2e4e8; border-radius: 6px; margin-bottom: 4px; }
.cp-lw__empty { margin: 0; padding: 24px 0; }
.cp-lw .cp-slider { height: 100%; }
`;
