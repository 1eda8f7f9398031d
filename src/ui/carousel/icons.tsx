/** The carousel's control glyphs (inline SVG, decorative: every button carries its name as text). */
const GLYPHS = { previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z', next: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  pause: 'M7 5h4v14H7zm6 0h4v14h-4z', play: 'M8 5v14l11-7z' } as const;

export function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return <svg className="cp-icon" width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d={GLYPHS[name]} /></svg>;
}
