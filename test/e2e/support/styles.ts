/**
 * Computed styles for the browser tests that prove the host page's CSS and the widgets' CSS leave each other alone.
 */
import type { Page } from 'playwright-core';

/** Computed styles of the first element matching `selector` (Playwright CSS pierces open shadow roots). */
export const styleOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        fontFamily: s.fontFamily,
        fontSize: s.fontSize,
        letterSpacing: s.letterSpacing,
        lineHeight: s.lineHeight,
        color: s.color,
        textTransform: s.textTransform,
        marginTop: s.marginTop,
        backgroundColor: s.backgroundColor,
        borderTopWidth: s.borderTopWidth,
      };
    });
