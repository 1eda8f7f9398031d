/**
 * Writes the deterministic demo dataset to demo/data/dataset/ and the SVG assets to demo/data/assets/.
 * Run: `npx tsx demo/data/generate/write.ts [targetDir] [--scale N]` (the PNG/JPG files and the test
 * stream were made once with ffmpeg; see demo/data/README.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dataset } from '../../server/dataset/types';
import { generateDataset } from './index';

const here = dirname(fileURLToPath(import.meta.url));

export function writeDataset(dataset: Dataset, target: string): void {
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, 'domains.json'), JSON.stringify(dataset.domains, null, 1));
  for (const [name, client] of Object.entries(dataset.clients)) {
    const dir = join(target, name);
    mkdirSync(dir, { recursive: true });
    for (const [key, value] of Object.entries(client)) writeFileSync(join(dir, `${key}.json`), JSON.stringify(value));
  }
}

const svg = (w: number, h: number, bg: string, text: string, fg = '#fff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="${bg}"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(h / 4)}" fill="${fg}" text-anchor="middle">${text}</text></svg>\n`;

/**
 * A decorative header banner (no text: the portal shows the titles as text): the brand colour as a
 * gradient, soft circles and a pulse line. The mobile variant is taller and crops the line differently.
 */
const banner = (w: number, h: number, from: string, to: string) => {
  const mid = Math.round(h * 0.62);
  const step = w / 12;
  const pulse = Array.from({ length: 12 }, (_, i) => {
    const x = Math.round(i * step);
    return i % 4 === 2 ? `L${x} ${mid} L${x + step * 0.2} ${mid - h * 0.32} L${x + step * 0.35} ${mid + h * 0.18} L${x + step * 0.5} ${mid}` : `L${x} ${mid}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.7}" fill="#fff" fill-opacity="0.07"/><circle cx="${w * 0.1}" cy="${h * 1.1}" r="${h * 0.6}" fill="#fff" fill-opacity="0.06"/><path d="M0 ${mid} ${pulse} L${w} ${mid}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${Math.max(3, Math.round(h / 80))}" stroke-linejoin="round"/></svg>\n`;
};

/** A spotlight picture for the mega menu: a gradient tile with a simple shape (star, ribbon, microphone). */
const spotlight = (from: string, to: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g fill="#fff" fill-opacity="0.9" transform="translate(190 85)">${shape}</g></svg>\n`;

export function writeSvgAssets(target: string): void {
  mkdirSync(target, { recursive: true });
  const files: Record<string, string> = {
    'logo-demo.svg': svg(240, 60, '#0b5cad', 'DMS'),
    'logo-nordic.svg': svg(240, 60, '#00796b', 'NSS'),
    'ad-banner.svg': svg(728, 90, '#ffcc00', 'Sponsor', '#222'),
    'slide-0.svg': svg(640, 360, '#eef', 'Slide 1', '#224'),
    'slide-1.svg': svg(640, 360, '#efe', 'Slide 2', '#242'),
    'banner-demo.svg': banner(1600, 360, '#0b5cad', '#06325e'),
    'banner-demo-mobile.svg': banner(750, 420, '#0b5cad', '#06325e'),
    'banner-nordic.svg': banner(1600, 360, '#00796b', '#00423a'),
    'banner-nordic-mobile.svg': banner(750, 420, '#00796b', '#00423a'),
    // An extra badge image (clientAssets badge.award, spec 2 §2): a gold pill with its word.
    'badge-award.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="24" viewBox="0 0 88 24"><rect width="88" height="24" rx="12" fill="#8a5a00"/><text x="44" y="16.5" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">★ Award</text></svg>\n',
    'spotlight-day.svg': spotlight('#0b5cad', '#4a90d9', '<path d="M50 0 62 36h38L69 58l12 37-31-23-31 23 12-37L0 36h38z"/>'),
    'spotlight-award.svg': spotlight('#8a3ab9', '#c77dff', '<circle cx="50" cy="38" r="34"/><path d="M28 64 18 100l32-16 32 16-10-36z"/>'),
    'spotlight-press.svg': spotlight('#b3261e', '#f28b82', '<rect x="35" y="0" width="30" height="60" rx="15"/><path d="M20 45a30 30 0 0 0 60 0h-8a22 22 0 0 1-44 0zM46 78h8v22h-8z"/>'),
  };
  ['lecture', 'abstract', 'eposter', 'slideset', 'e-course'].forEach((t, i) => { files[`thumb-${t}.svg`] = svg(480, 270, ['#0b5cad', '#5a6b7c', '#8a3ab9', '#00796b', '#b3261e'][i], t); });
  for (let i = 0; i < 8; i++) files[`avatar-${i}.svg`] = svg(120, 120, `hsl(${i * 45} 50% 40%)`, String.fromCharCode(65 + i));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(target, name), text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
  const target = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--scale') ?? join(here, '..', 'dataset');
  writeDataset(generateDataset({ scale }), target);
  writeSvgAssets(join(here, '..', 'assets'));
  console.log(`dataset written to ${target}`);
}
