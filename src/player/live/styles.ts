import { playerStyles } from '../styles';

/**
 * The live players' CSS on top of the player's (px units). The box is the reserved one (1280:464 unless stated):
 * the picture takes its height; beside it (wide) or below it (narrow, scrolling inside the box) the language
 * buttons and the channel, event and live text.
 */
export const liveStyles = `${playerStyles}
:host { container-type: inline-size; }
.cp-live { display: flex; height: 100%; min-height: 0; background: var(--cp-i-surface); color: var(--cp-i-text); }
.cp-live__stage { position: relative; flex: 0 0 auto; height: 100%; aspect-ratio: 16 / 9; max-width: 64%;
  background: #000; color: #fff; }
.cp-live__side { flex: 1 1 auto; min-width: 0; overflow: auto; padding: 12px 16px; }
.cp-live__text { margin: 0; height: 100%; display: flex; align-items: center; justify-content: center; padding: 16px;
  text-align: center; font-size: 18px; }
.cp-live__advert { position: relative; height: 100%; }
.cp-live__skip { position: absolute; right: 8px; top: 8px; padding: 6px 10px; border: 1px solid #fff;
  border-radius: 4px; background: rgba(0,0,0,.72); color: #fff; font: inherit; cursor: pointer; }
.cp-live__slideshow { position: relative; height: 100%; overflow: hidden; }
.cp-live__slide { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.cp-live__slideshow-toggle { position: absolute; right: 8px; bottom: 8px; color: #fff; background: rgba(0,0,0,.72); }
.cp-live__languages { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
.cp-live__language { min-width: 44px; min-height: 32px; padding: 4px 10px; border: 1px solid var(--cp-i-border);
  border-radius: 4px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.cp-live__language[aria-pressed="true"] { background: var(--cp-i-primary); border-color: var(--cp-i-primary);
  color: var(--cp-i-on-primary); font-weight: 700; }
.cp-live__info p { margin: 0 0 6px; }
.cp-live__viewers { margin: 0; min-height: 1.5em; color: var(--cp-i-muted); font-size: 14px; }
.cp-live__location, .cp-live__event-label { color: var(--cp-i-muted); font-size: 14px; }
.cp-live__event-title { font-size: 18px; font-weight: 700; }
.cp-live__livetext { animation-name: cp-live-fade; animation-timing-function: ease-out; }
@keyframes cp-live-fade { from { opacity: 0; } to { opacity: 1; } }
.cp-live__channels { margin: 0; padding: 12px 16px; overflow: auto; height: 100%; box-sizing: border-box; }
.cp-live__channels ul { list-style: none; margin: 0; padding: 0; display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px; }
.cp-live__channels a { display: block; padding: 10px 12px; border: 1px solid var(--cp-i-border);
  border-radius: var(--cp-i-radius); color: inherit; text-decoration: none; }
.cp-live__channels a:hover, .cp-live__channels a:focus-visible { border-color: var(--cp-i-primary); }
.cp-live__channel-state { display: block; color: var(--cp-i-muted); font-size: 14px; }
/* Narrow boxes (a phone; 1280:464 leaves ~120 px): the picture takes the whole box; the language buttons sit
   over its top corner and the texts are left out (the page around the player names the channel). */
@container (max-width: 640px) {
  .cp-live { position: relative; }
  .cp-live__stage { flex: 1 1 auto; max-width: none; aspect-ratio: auto; }
  .cp-live__side { position: absolute; top: 4px; right: 4px; padding: 0; overflow: visible; }
  .cp-live__info, .cp-live__viewers { display: none; }
  .cp-live__languages { margin: 0; }
  .cp-live__language { min-height: 28px; background: rgba(0, 0, 0, 0.72); color: #fff; border-color: #fff; }
}
@media (prefers-reduced-motion: reduce) {
  .cp-live__slide { transition: none !important; }
  .cp-live__livetext { animation: none; }
}
`;
