/** Loading indicators: Spinner announces its label politely; Skeleton reserves space and is hidden from AT. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="cp-spinner" role="status" aria-live="polite">
      <span className="cp-spinner__ring" aria-hidden="true" />
      <span className="cp-visually-hidden">{label}</span>
    </div>
  );
}

/** `height` in px, or a CSS length such as `100%` (fill the reserved box of what replaces it). */
export function Skeleton({ height = 120 }: { height?: number | string }) {
  return (
    <div
      className="cp-skeleton"
      aria-hidden="true"
      style={{ height: typeof height === 'number' ? `${height}px` : height }}
    />
  );
}
