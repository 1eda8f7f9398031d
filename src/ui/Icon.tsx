/** Inline SVG icons (no icon font, no external request). Decorative unless `label` is given. */
const PATHS = {
  alert: 'M12 2 1 21h22L12 2zm0 6 .01 0M11 10h2v5h-2v-5zm0 7h2v2h-2v-2z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5z',
  retry: 'M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  external: 'M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7zM5 5v14h14v-7h-2v5H7V7h5V5H5z',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps { name: IconName; size?: number; label?: string }

export function Icon({ name, size = 20, label }: IconProps) {
  return (
    <svg className="cp-icon" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}>
      <path d={PATHS[name]} />
    </svg>
  );
}
