import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../test/support/chromium-flags';

/** Debian's Chromium with the tests' flags (test/support/chromium-flags.ts), as bench/lib/bare-chromium.ts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}
