/**
 * The carousel's CSS (px only). It fills the box its widget reserved (issue 9): the track takes the height the
 * control bar leaves, so a slideshow of one slide (no control bar) and one with controls keep the same box.
 */
export const carouselStyles = `
.cp-carousel { position: relative; display: flex; flex-direction: column; height: 100%; min-height: 0; }
.cp-carousel__track {
  flex: 1 1 auto; min-height: 0; display: flex; overflow-x: auto; overflow-y: hidden; scroll-snap-type: x mandatory;
  scroll-behavior: smooth; scrollbar-width: none; overscroll-behavior-x: contain; border-radius: var(--cp-i-radius);
}
.cp-carousel__track::-webkit-scrollbar { display: none; }
.cp-carousel__slide { flex: 0 0 calc(100% / var(--cp-per-view, 1)); min-width: 0; scroll-snap-align: start;
  box-sizing: border-box; }
.cp-carousel--fade .cp-carousel__track {
  display: grid; grid-template: minmax(0, 1fr) / minmax(0, 1fr); overflow: hidden; scroll-snap-type: none;
}
.cp-carousel--fade .cp-carousel__slide { grid-area: 1 / 1; opacity: 0; transition: opacity var(--cp-speed, 1000ms) ease;
  }
.cp-carousel--fade .cp-carousel__slide[data-active] { opacity: 1; z-index: 1; }
.cp-carousel__bar { flex: none; display: flex; align-items: center; justify-content: center; gap: 4px; height: 44px; }
.cp-carousel__button {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; padding: 0; font: inherit;
  border: 1px solid var(--cp-i-border); border-radius: 50%; background: var(--cp-i-surface); color: var(--cp-i-text); cursor: pointer;
}
.cp-carousel__dots { display: flex; gap: 0; margin: 0 4px; padding: 0; list-style: none; }
.cp-carousel__dot {
  width: 28px; height: 28px; padding: 0; border: 0; background: transparent; cursor: pointer; display: inline-flex;
  align-items: center; justify-content: center;
}
.cp-carousel__dot::before {
  content: ""; width: 12px; height: 12px; border-radius: 50%; border: 2px solid var(--cp-i-primary); box-sizing: border-box;
}
.cp-carousel__dot[aria-current="true"]::before { background: var(--cp-i-primary); }
@media (prefers-reduced-motion: reduce) {
  .cp-carousel__track { scroll-behavior: auto; }
  .cp-carousel--fade .cp-carousel__slide { transition: none; }
}
`;
export const sliderFrameStyles = `
.cp-slider { display: flex; flex-direction: column; height: 100%; }
.cp-slider > .cp-carousel { flex: 1 1 auto; min-height: 0; }
.cp-slider__heading { flex: none; margin: 0 0 8px; font-size: 20px; line-height: 28px; }
.cp-slider__empty {
  flex: 1 1 auto; display: flex; align-items: center; justify-content: center; margin: 0; padding: 16px;
  color: var(--cp-i-muted); border: 1px dashed var(--cp-i-border); border-radius: var(--cp-i-radius);
}
.cp-carousel__slide { padding: 0 4px; }
`;
