/**
 * CSS of the library's list views (src/ui/library/ItemViews.tsx), px sizes: the portal's listings and the list
 * widgets. `.cp-lists` is the class of their root (the portal's root carries it too), so a heading rule here wins
 * over the page's own heading styles as the portal's `.cp-portal` rules do.
 */
export const itemViewStyles = `
.cp-library__tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr)); gap: 20px;
  margin: 0; padding: 0; list-style: none; }
.cp-card { display: flex; flex-direction: column; background: var(--cp-i-surface); border-radius: 8px; overflow: hidden;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
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
.cp-library__table th, .cp-library__table td { padding: 10px 12px; border-bottom: 1px solid var(--cp-i-border);
  text-align: left; vertical-align: top; }
.cp-library__table tbody th { font-weight: 600; }
.cp-library__speakers { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr)); gap: 16px;
  margin: 0; padding: 0; list-style: none; }
.cp-speaker { display: flex; gap: 12px; align-items: center; padding: 12px; background: var(--cp-i-surface);
  border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
.cp-speaker__image { flex: none; width: 56px; height: 56px; border-radius: 50%; object-fit: cover; background: #e2e4e8;
  }
.cp-lists .cp-speaker__name { margin: 0; font-size: 16px; }
.cp-lists .cp-speaker__meta { margin: 0; font-size: 14px; color: var(--cp-i-muted); }
`;
