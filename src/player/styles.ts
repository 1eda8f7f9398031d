/**
 * The player's CSS (px units; the player fills its container's box, e.g. the widget's reserved 16:9 box).
 * Controls sit below the picture, never over it, so subtitles stay readable and nothing hides on hover:
 * every control is always visible. Container queries fold the bar for narrow players (375 px phones).
 */
export const playerStyles = `
.cp-player {
  position: relative; display: flex; flex-direction: column; height: 100%;
  background: #000; color: #fff; container-type: inline-size; overflow: hidden;
}
.cp-player:focus { outline: none; }
.cp-player:focus-visible { box-shadow: inset 0 0 0 3px #fff; }
.cp-player--error { min-height: 160px; background: var(--cp-i-surface); color: var(--cp-i-text); padding: 16px;
  justify-content: center; }
.cp-player__session { margin: 8px 0 0; font-size: 14px; font-family: ui-monospace, Menlo, Consolas, monospace; }
.cp-player__stage { position: relative; flex: 1 1 auto; min-height: 0; }
.cp-player__video { display: block; width: 100%; height: 100%; object-fit: contain; background: #000; }
.cp-player button > .cp-icon { display: block; }
.cp-player button, .cp-player select, .cp-player input { font: inherit; color: inherit; }
.cp-player__big-play {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 80px; height: 80px;
  display: flex; align-items: center; justify-content: center; border: 2px solid #fff; border-radius: 50%;
  background: rgba(0, 0, 0, 0.72); cursor: pointer;
}
.cp-player__controls { flex: none; padding: 2px 8px 4px; background: #151515; }
.cp-player__seek, .cp-player__row { display: flex; align-items: center; gap: 6px; }
.cp-player__seek { min-height: 28px; }
.cp-player__spacer { flex: 1 1 auto; }
.cp-player__live { flex: none; padding: 2px 8px; border-radius: 4px; background: #b00020; font-size: 13px;
  font-weight: 700; text-transform: uppercase; }
.cp-player--live .cp-player__controls { padding-top: 4px; }
.cp-player__time { flex: none; font-size: 13px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.cp-player__range { flex: 1 1 auto; min-width: 0; height: 24px; margin: 0; accent-color: #fff; background: transparent;
  cursor: pointer; }
.cp-player__range:disabled { cursor: default; opacity: 0.6; }
.cp-player__volume { flex: 0 1 90px; }
.cp-player__button {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px;
  padding: 0; border: 0; border-radius: 4px; background: transparent; cursor: pointer;
}
.cp-player__button:hover, .cp-player__button[aria-expanded="true"] { background: #333; }
.cp-player__select select {
  height: 32px; max-width: 150px; padding: 0 4px; border: 1px solid #8a8a8a; border-radius: 4px; background: #151515; font-size: 14px;
}
.cp-player :focus-visible { outline: 2px solid #fff; outline-offset: 1px; box-shadow: 0 0 0 4px #000; }
.cp-player__panel {
  position: absolute; top: 8px; right: 8px; bottom: 8px; width: min(340px, 48%); overflow: auto; padding: 12px;
  background: rgba(21, 21, 21, 0.94); border: 1px solid #555; border-radius: 4px; font-size: 14px;
}
.cp-player__slides figure { margin: 0; }
.cp-player__slides img { display: block; width: 100%; height: auto; background: #fff; }
.cp-player__slides figcaption { margin-top: 6px; }
.cp-player__search { display: flex; flex-direction: column; gap: 4px; }
.cp-player__search input { height: 36px; padding: 0 8px; border: 1px solid #8a8a8a; border-radius: 4px;
  background: #000; }
.cp-player__status { margin: 6px 0; min-height: 1em; }
.cp-player__share-status { position: absolute; left: 8px; top: 8px; margin: 0; max-width: calc(100% - 16px);
  font-size: 14px; overflow-wrap: anywhere; }
.cp-player__share-status:not(:empty) { padding: 4px 8px; background: rgba(21, 21, 21, 0.94); border-radius: 4px; }
.cp-player__matches { list-style: none; margin: 0; padding: 0; }
.cp-player__matches button {
  display: flex; gap: 8px; width: 100%; padding: 6px 4px; text-align: left; border: 0; border-bottom: 1px solid #333;
  background: transparent; cursor: pointer; line-height: 1.35;
}
.cp-player__matches button:hover { background: #2a2a2a; }
.cp-player__match-time { flex: none; font-variant-numeric: tabular-nums; color: #cfcfcf; }
.cp-player mark { background: #ffe066; color: #000; }
.cp-player--fullscreen { min-height: 100vh; }
/* Narrow players (a 375 px phone) wrap their controls onto a second row: every control stays in view and in the
   same Tab order (a row scrolling sideways hid full screen, share and the transcript search with no cue). */
@container (max-width: 480px) {
  .cp-player__row { flex-wrap: wrap; row-gap: 2px; }
  .cp-player__volume, .cp-player__spacer { display: none; }
  .cp-player__time { font-size: 12px; }
  .cp-player__button { width: 36px; height: 36px; }
  .cp-player__select select { max-width: 96px; }
  .cp-player__panel { left: 8px; width: auto; }
}
@media (prefers-reduced-motion: reduce) {
  .cp-player *, .cp-player *::before, .cp-player *::after { transition: none !important; animation: none !important;
    scroll-behavior: auto !important; }
}
`;
