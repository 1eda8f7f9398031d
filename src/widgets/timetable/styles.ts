import { HEADER_PX, TIME_COL_PX } from './calendar-geometry';

/**
 * Timetable CSS (px only; theming through custom properties set on :host, e.g. --cp-timetable-height).
 * Session blocks get their box as final inline pixel values (core blockGeometry; issue 8 item 11): no
 * per-block custom properties, calc() or round() to resolve for each of a few hundred elements. Includes the
 * print stylesheet (issue 5 §8).
 */
export const styles = `
:host { --tt-height: var(--cp-timetable-height, 720px); --tt-line: var(--cp-i-border);
  --tt-surface: var(--cp-i-surface, #fff); }
.tt { color: var(--cp-i-text); }
/* A box of fixed height (issue 9: the reserved box does not depend on sessions per day): bar on top, the
   panel takes the rest and the grid or the list scrolls inside it. */
.tt { display: flex; flex-direction: column; height: 100%; }
.tt-panel { flex: 1 1 auto; min-height: 0; overflow: auto; display: flex; flex-direction: column; }
.tt-panel > .tt-scroll { flex: 1 1 auto; min-height: 0; }
.tt-sr { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
.tt-bar, .tt-tools, .tt-views, .tt-days, .tt-filters, .tt-zone, .tt-actions, .tt-calendar { display: flex;
  flex-wrap: wrap; gap: 8px; align-items: center; }
.tt-bar { justify-content: space-between; margin-bottom: 8px; }
.tt-days { gap: 4px; }
.tt-day, .tt-button { font: inherit; font-size: 14px; padding: 6px 12px; min-height: 36px;
  border: 1px solid var(--tt-line);
  border-radius: var(--cp-i-radius); background: var(--tt-surface); color: var(--cp-i-text); cursor: pointer; }
.tt-day[aria-selected="true"], .tt-button[aria-pressed="true"], .tt-button.is-primary { background: var(--cp-i-primary);
  color: var(--cp-i-on-primary); border-color: var(--cp-i-primary); }
.tt-button:disabled { opacity: .55; cursor: default; }
.tt-views { gap: 0; }
.tt-views .tt-button { border-radius: 0; }
.tt-link { font: inherit; font-size: 14px; background: none; border: 0; padding: 4px; color: var(--cp-i-primary);
  text-decoration: underline; cursor: pointer; }
.tt-zone { font-size: 14px; color: var(--cp-i-muted); margin: 4px 0 8px; }
.tt-filters { margin-bottom: 8px; align-items: flex-end; }
.tt-field { display: flex; flex-direction: column; font-size: 13px; gap: 2px; }
.tt-field input, .tt-field select { font: inherit; font-size: 14px; padding: 6px 8px; min-height: 36px;
  border: 1px solid var(--tt-line);
  border-radius: var(--cp-i-radius); background: var(--tt-surface); color: var(--cp-i-text); max-width: 220px; }
.tt-pick { position: relative; font-size: 14px; }
.tt-pick summary { cursor: pointer; padding: 6px 10px; min-height: 36px; display: flex; align-items: center;
  border: 1px solid var(--tt-line);
  border-radius: var(--cp-i-radius); background: var(--tt-surface); }
.tt-pick fieldset { position: absolute; z-index: 5; top: 100%; left: 0; margin: 4px 0 0; min-width: 200px;
  max-height: 280px; overflow: auto;
  padding: 6px 10px; border: 1px solid var(--tt-line); border-radius: var(--cp-i-radius); background: var(--tt-surface); box-shadow: 0 4px 16px rgba(0,0,0,.15); }
.tt-pick .tt-check { min-height: 32px; }
.tt-check { font-size: 14px; display: flex; gap: 6px; align-items: center; min-height: 36px; }
/* Font sizes and weights of the sessions, laid out unseen while loading (Timetable; hidden by .cp-visually-hidden). */
.tt-warm > * { font-style: normal; text-decoration: none; font-weight: 400; font-size: 13px; }
.tt-warm > b { font-weight: 600; }
.tt-warm > s { font-size: 12px; }
.tt-warm > u { font-size: 11px; }
.tt-note, .tt-message { font-size: 14px; color: var(--cp-i-muted); }
.tt-scroll { position: relative; overflow: auto; max-height: var(--tt-height); border: 1px solid var(--tt-line);
  background: var(--tt-surface); overscroll-behavior: contain; }
.tt-grid { position: relative; contain: layout;
  background-image: repeating-linear-gradient(to bottom, var(--tt-line) 0, var(--tt-line) 1px, transparent 1px, transparent var(--hour-h));
  background-position: 0 ${HEADER_PX}px; background-repeat: repeat; }
.tt-rooms { position: sticky; top: 0; z-index: 3; display: flex; height: ${HEADER_PX}px; background: var(--tt-surface); border-bottom: 1px solid var(--tt-line); }
.tt-corner { position: sticky; left: 0; z-index: 1; flex: 0 0 ${TIME_COL_PX}px; background: var(--tt-surface); }
.tt-room-head { flex: 0 0 var(--col-w); width: var(--col-w); padding: 4px 6px; font-size: 13px; font-weight: 600;
  line-height: 1.2; overflow: hidden;
  text-overflow: ellipsis; white-space: nowrap; border-left: 1px solid var(--tt-line); align-self: center; }
.tt-hours { position: sticky; left: 0; z-index: 2; width: ${TIME_COL_PX}px; height: calc(100% - ${HEADER_PX}px); background: var(--tt-surface); border-right: 1px solid var(--tt-line); }
.tt-hour { position: absolute; left: 0; width: ${TIME_COL_PX}px; padding: 2px 6px; font-size: 12px; color: var(--cp-i-muted); }
.tt-block { position: absolute; z-index: 1; overflow: hidden; text-align: left; font: inherit; font-size: 13px;
  line-height: 1.25; padding: 3px 6px; cursor: pointer;
  color: var(--cp-i-text); background: color-mix(in srgb, var(--cp-i-primary) 10%, var(--tt-surface));
  border: 1px solid color-mix(in srgb, var(--cp-i-primary) 40%, var(--tt-surface)); border-radius: var(--cp-i-radius);
  display: flex; flex-direction: column; gap: 1px;
  /* Each block is a boundary for layout and paint (its size is fixed), and off-screen blocks skip style,
     layout and paint of their content: day switching with 300+ sessions stays free of long tasks. */
  contain: strict; content-visibility: auto; }
.tt-block.has-topic, .tt-row.has-topic { border-left-width: 4px;
  } /* its colour: inline, per topic (core topicColour) */
.tt-block.is-break {
  background: repeating-linear-gradient(135deg, var(--tt-surface) 0 6px, color-mix(in srgb, var(--tt-line) 35%, var(--tt-surface)) 6px 12px); }
.tt-block:focus-visible, .tt-row:focus-visible { outline: 3px solid var(--cp-i-primary); outline-offset: 1px;
  z-index: 4; }
.tt-time { font-size: 12px; color: var(--cp-i-muted); }
.tt-title { font-weight: 600; overflow: hidden; }
.tt-marks { display: flex; flex-wrap: wrap; gap: 4px; font-size: 11px; }
/* A block shows whole title lines only: its max-height (inline, core blockGeometry) is the height left after
   time and markers, rounded down to whole lines of this line height (markers stay on one row). */
.tt-block .tt-title { flex: none; line-height: 16.25px; }
.is-overview .tt-block .tt-title { line-height: 13.75px; }
.tt-block .tt-marks { flex: none; flex-wrap: nowrap; overflow: hidden; }
.tt-type, .tt-topic { padding: 0 4px; border-radius: 3px; border: 1px solid var(--tt-line); white-space: nowrap; }
.tt-fav { color: #8a5a00; }
.tt-block.size-15 { padding: 0 4px; flex-direction: row; gap: 4px; font-size: 11px; }
.tt-block.size-15 .tt-time, .tt-block.size-15 .tt-marks, .tt-block.size-30 .tt-marks { display: none; }
.tt-block.size-30 .tt-time { display: none; }
.tt-block.size-45 .tt-marks { display: none; }
.is-overview .tt-block { font-size: 11px; padding: 1px 3px; }
.is-overview .tt-block .tt-marks, .is-overview .tt-block .tt-time { display: none; }
.is-overview .tt-room-head { font-size: 11px; white-space: normal; padding: 2px; }
.tt-now { position: absolute; z-index: 2; left: ${TIME_COL_PX}px; right: 0; height: 0; border-top: 2px solid var(--cp-i-error); pointer-events: none; }
/* minmax(0, …): a row never grows past a narrow box (a 233 px sidebar at 375 px pushed the rows out sideways). */
.tt-list ul { list-style: none; margin: 0 0 12px; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr);
  gap: 6px; }
.tt-group-time { position: sticky; top: 0; margin: 8px 0 4px; padding: 4px 0; font-size: 15px;
  background: var(--tt-surface); }
.tt-row { content-visibility: auto; contain-intrinsic-size: auto 64px; position: relative; width: 100%; display: grid;
  grid-template-columns: minmax(0, 110px) minmax(0, 1fr); gap: 2px 10px; text-align: left; overflow-wrap: anywhere;
  font: inherit; font-size: 14px; padding: 8px 10px;
  background: var(--tt-surface); color: var(--cp-i-text); border: 1px solid var(--tt-line); border-radius: var(--cp-i-radius); cursor: pointer; }
.tt-row.is-eager { content-visibility: visible; } /* the rows on screen at first: ListView eagerRowCount */
.tt-row .tt-title { grid-column: 2; grid-row: 1; }
.tt-row .tt-time { grid-column: 1; grid-row: 1; }
.tt-row .tt-room { grid-column: 1; grid-row: 2; font-size: 12px; color: var(--cp-i-muted); }
.tt-row .tt-marks { grid-column: 2; grid-row: 2; }
.tt-subtitle { margin: 0 0 8px; color: var(--cp-i-muted); }
.tt-when { margin: 0 0 12px; font-weight: 600; }
.tt-facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; font-size: 14px; }
.tt-facts dt { font-weight: 600; }
.tt-facts dd { margin: 0; }
.tt-facts ul { margin: 0; padding-left: 18px; }
.tt-description { font-size: 14px; white-space: pre-line; }
.tt-button { text-decoration: none; display: inline-flex; align-items: center; }
.tt-calendar { margin-top: 12px; font-size: 14px; }
@media print {
  .tt-tools, .tt-filters, .tt-zone .tt-link, .tt-note, .cp-layer, .tt-day[aria-selected="false"] {
    display: none !important; }
  .tt-scroll { max-height: none; overflow: visible; border: 0; }
  :host { height: auto !important; } /* on paper the whole day prints, not the reserved box */
  .tt, .tt-panel { height: auto; overflow: visible; }
  .tt-rooms, .tt-hours, .tt-group-time { position: static; }
  .tt-block, .tt-row { break-inside: avoid; background: #fff; color: #000; border-color: #888; }
  .tt-list ul { display: block; }
}
`;
