/**
 * Client branding → CSS custom properties on `:host` (docs/theming.md). The client's values are the
 * fallback of the public properties (`--cp-color-primary`, …), so a host page overrides them by setting
 * the public property anywhere above or on the mount element; the runtime itself never sets a public one.
 */
import type { ClientConfig } from '../core/types';
import { isAbsoluteUrl, safeUrl } from '../core/url/safe-url';

export const DEFAULT_PRIMARY = '#0b5cad';

/** `#abc`/`#aabbcc` → [r, g, b]; anything else → null. */
export function parseHexColor(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string') return null;
  const hex = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex)
    ? hex
        .split('')
        .map((c) => c + c)
        .join('')
    : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Text colour on the primary colour: whichever of white or near-black has the higher contrast. */
export function onColor(rgb: [number, number, number]): string {
  const l = luminance(rgb);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (0.0056 + 0.05) ? '#ffffff' : '#111111';
}

const cssUrl = (url: string) => `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c}`)}")`;

export function themeCss(config: ClientConfig | null): string {
  const rgb = parseHexColor(config?.theme_color) ?? parseHexColor(DEFAULT_PRIMARY)!;
  const primary = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  // The logo passes the URL gate; only absolute URLs, since a relative one would resolve against the host page.
  const logo = safeUrl(config?.clientAssets?.logo);
  const lines = [
    `--cp-brand-primary: ${primary};`,
    `--cp-brand-on-primary: ${onColor(rgb)};`,
    logo !== null && isAbsoluteUrl(logo) ? `--cp-brand-logo: ${cssUrl(logo)};` : '',
  ];
  return `:host { ${lines.filter(Boolean).join(' ')} }`;
}
