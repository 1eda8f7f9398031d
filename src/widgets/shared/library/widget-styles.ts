import { TOPIC_STRIP_MAX_WIDTH_PX } from '../../../core/constants';
import { itemViewStyles } from '../../../ui/library/base/styles';

/**
 * The list widgets: heading and teaser above, the list scrolling inside the widget's fixed box (issue 9). Apart from
 * ./styles.ts, which the portal's shell carries too, so the portal's first route does not load these rules.
 */
export const listWidgetStyles = `${itemViewStyles}
.cp-lw { display: flex; flex-direction: column; height: 100%; box-sizing: border-box; }
.cp-lw--nested { height: auto; }
.cp-lists .cp-lw__heading { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.cp-lists .cp-lw__teaser { margin: 0 0 12px; color: var(--cp-i-muted); }
.cp-lw__scroll, .cp-lw__body { flex: 1 1 auto; min-height: 0; }
.cp-lw__scroll { overflow: auto; padding: 2px; }
.cp-lw__scroll:focus-visible { outline: 2px solid var(--cp-i-primary); outline-offset: 2px; }
.cp-lw .cp-card { height: 100%; box-sizing: border-box; }
.cp-lw .cp-card > .cp-lw__topics { padding: 0 16px 14px; }
.cp-lw__topics { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.cp-lw__topic { font: inherit; font-size: 13px; padding: 2px 10px; border: 1px solid var(--cp-i-border);
  border-radius: 12px; background: var(--cp-i-surface); color: var(--cp-i-text); cursor: pointer;
  max-width: ${TOPIC_STRIP_MAX_WIDTH_PX}px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cp-lw__topic[aria-pressed="true"] { background: var(--cp-i-primary); border-color: var(--cp-i-primary);
  color: var(--cp-i-on-primary); }
.cp-library__table .cp-lw__topics { margin-top: 6px; }
.cp-lw__slides { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin: 0;
  padding: 0; list-style: none; }
.cp-lw__slide a, .cp-lw__slide > span { display: block; color: var(--cp-i-text); text-decoration: none; font-size: 14px;
  }
.cp-lw__slide img, .cp-lw__slide .cp-slide__blank { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover;
  background: #e2e4e8; border-radius: 6px; margin-bottom: 4px; }
.cp-lw__empty { margin: 0; padding: 24px 0; }
.cp-lw .cp-slider { height: 100%; }
`;
