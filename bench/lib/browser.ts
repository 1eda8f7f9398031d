import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../test/support/chromium-flags';

/** The flags of the tests (test/support/chromium-flags.ts); bench/lib/bare-chromium.ts launches with them too. */
export const CHROMIUM_ARGS = CHROMIUM_FLAGS;

/** Debian's Chromium with the flags proven on these machines (shared/STACK.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
