/** Inline SVG icons (no icon font, no external request). Decorative unless `label` is given. */
const PATHS = {
  alert: 'M12 2 1 21h22L12 2zm0 6 .01 0M11 10h2v5h-2v-5zm0 7h2v2h-2v-2z',
  retry:
    'M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
} as const;

export type IconName = keyof typeof PATHS;

/** `path`: an icon of one component only (Dialog's close), kept out of this table and so out of the runtime. */
export interface IconProps {
  name?: IconName;
  path?: string;
  size?: number;
  label?: string;
}

export function Icon({ name = 'alert', path, size = 20, label }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled (role img, aria-label) or aria-hidden through the spread below
    <svg
      className="cp-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' })}
    >
      <path d={path ?? PATHS[name]} />
    </svg>
  );
}
