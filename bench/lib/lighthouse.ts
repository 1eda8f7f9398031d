import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { STACK_FLAGS } from '../../test/support/chromium-flags';
import { median } from './stats';

/** The Chromium flags proven on these machines (shared/STACK.md), headless. */
const CHROME_FLAGS = ['--headless', ...STACK_FLAGS];

export interface LighthouseFigures extends Record<string, number | null> {
  performance: number | null;
  lighthouseCls: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

/** A window size for the desktop preset (its own is 1350 × 940); 375 × 800 is a phone's width, desktop throttling. */
export interface LighthouseScreen {
  width: number;
  height: number;
}

async function runOnce(
  url: string,
  blockedUrlPatterns: string[],
  screen?: LighthouseScreen,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        blockedUrlPatterns,
        ...(screen && {
          screenEmulation: { mobile: false, width: screen.width, height: screen.height, deviceScaleFactor: 1 },
        }),
      },
      desktopConfig,
    );
    const lhr = result?.lhr;
    const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
    const score = lhr?.categories.performance?.score;
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lighthouseCls:
        audit('cumulative-layout-shift') === null ? null : Math.round(audit('cumulative-layout-shift')! * 1000) / 1000,
      fcpMs: audit('first-contentful-paint') === null ? null : Math.round(audit('first-contentful-paint')!),
      lcpMs: audit('largest-contentful-paint') === null ? null : Math.round(audit('largest-contentful-paint')!),
      tbtMs: audit('total-blocking-time') === null ? null : Math.round(audit('total-blocking-time')!),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (desktop preset, performance only) on `url`, median of `runs`. `blockedUrlPatterns` drops
 * requests (e.g. `*loader.js`: the same page without its widgets); `screen` replaces the preset's window size.
 */
export async function runLighthouse(
  url: string,
  runs = 1,
  blockedUrlPatterns: string[] = [],
  screen?: LighthouseScreen,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, blockedUrlPatterns, screen));
  const keys = Object.keys(results[0]) as Array<keyof LighthouseFigures>;
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as LighthouseFigures;
}
