/**
 * The carousel's control glyphs: one path per export, drawn by the one inline-SVG `Icon` of src/ui/Icon.tsx
 * (decorative: every button carries its name as text). In the carousel's folder, so in its chunk.
 */
export const PREVIOUS = 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z';
export const NEXT = 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z';
export const PAUSE = 'M7 5h4v14H7zm6 0h4v14h-4z';
export const PLAY = 'M8 5v14l11-7z';
