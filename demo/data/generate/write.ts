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

export function writeSvgAssets(target: string): void {
  mkdirSync(target, { recursive: true });
  const files: Record<string, string> = {
    'logo-demo.svg': svg(240, 60, '#0b5cad', 'DMS'),
    'logo-nordic.svg': svg(240, 60, '#00796b', 'NSS'),
    'ad-banner.svg': svg(728, 90, '#ffcc00', 'Sponsor', '#222'),
    'slide-0.svg': svg(640, 360, '#eef', 'Slide 1', '#224'),
    'slide-1.svg': svg(640, 360, '#efe', 'Slide 2', '#242'),
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
