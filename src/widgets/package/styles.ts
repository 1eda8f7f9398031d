import { listWidgetStyles } from '../shared/library/widget-styles';

/**
 * The package widget (docs/widgets/package.md): the list widgets' rules (its module lists are theirs), and its own
 * header — image beside the text from 600 px of widget width, above it on narrower ones (a container query: the
 * widget's width, not the page's, decides). The whole package scrolls inside the widget's fixed box.
 */
export const packageStyles = `${listWidgetStyles}
.cp-pkg { display: flex; flex-direction: column; height: 100%; box-sizing: border-box; container-type: inline-size; }
.cp-pkg .cp-pkg__heading { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.cp-pkg__scroll { flex: 1 1 auto; min-height: 0; overflow: auto; padding: 2px; display: flex; flex-direction: column;
  gap: 16px; }
.cp-pkg__scroll:focus-visible { outline: 2px solid var(--cp-i-primary); outline-offset: 2px; }
.cp-pkg__head { display: flex; flex-direction: column; gap: 12px; }
.cp-pkg__image { display: block; width: 100%; max-width: 200px; aspect-ratio: 16 / 9; object-fit: cover;
  border-radius: 8px; background: #e2e4e8; }
.cp-pkg__text-col { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.cp-pkg .cp-pkg__title { margin: 0; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
.cp-pkg .cp-pkg__title a { text-decoration: none; }
.cp-pkg .cp-pkg__title a:hover { text-decoration: underline; }
.cp-pkg p { margin: 0; }
.cp-catalog__subline { font-size: 16px; }
.cp-catalog__meta { color: var(--cp-i-muted); font-size: 14px; }
.cp-pkg__text > :first-child { margin-top: 0; }
.cp-pkg__text > :last-child { margin-bottom: 0; }
.cp-pkg__state { padding: 24px 0; }
.cp-pkg .cp-lw--nested .cp-lw__heading { font-size: 17px; }
@container (min-width: 600px) {
  .cp-pkg__head { flex-direction: row; align-items: flex-start; gap: 20px; }
  .cp-pkg__image { flex: none; width: 240px; }
}
`;
