/**
 * Controls out of reach on a narrow screen (issue: at 375 px a control bar pushed full screen past the viewport, and
 * the library's content types sat in a strip scrolling sideways with no cue). `controlsOutOfReach(page)` lists every
 * rendered control — link, button, input, select, textarea, or an element with a control's role — in the document
 * and in every open shadow root whose box lies partly left or right of the viewport, or of a clipping or sideways
 * scrolling ancestor. Two sideways scrollers count as cued: a carousel (`aria-roledescription="carousel"`, with its
 * previous and next buttons), and a data table in a focusable, labelled scroll region (WCAG 1.4.10 exempts data
 * tables from reflow; the region scrolls by keyboard and its cut-off column shows there is more). Visually hidden elements (1 px boxes, skip links placed off-screen
 * until they take focus) are left out: they are not meant to be seen. Vertical scrolling is the page's own
 * direction and is not judged.
 */
import type { Page } from 'playwright-core';

export function controlsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROL =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]';
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const up = (el: Element): Element | null =>
      el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host || null);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const hiddenOnPurpose = (el: Element, rect: DOMRect) => {
      if (rect.width <= 1 || rect.height <= 1) return true;
      for (let p: Element | null = el; p; p = up(p)) {
        const style = getComputedStyle(p);
        if (style.visibility === 'hidden' || style.opacity === '0') return true;
        if (p.getAttribute('aria-hidden') === 'true' || p.hasAttribute('inert')) return true;
      }
      // A skip link waits off-screen for focus.
      return /skip/i.test(el.className.toString()) && rect.right <= 0;
    };
    const check = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (!el.getClientRects().length || hiddenOnPurpose(el, rect)) return;
      for (let p = up(el); p; p = up(p)) {
        if (p.getAttribute('aria-roledescription') === 'carousel') return;
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'visible') continue;
        const box = p.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1) {
          const scrolls = overflow === 'auto' || overflow === 'scroll';
          const tableRegion =
            scrolls &&
            p.getAttribute('role') === 'region' &&
            p.hasAttribute('tabindex') &&
            p.contains(el.closest('table'));
          if (tableRegion) return;
          found.push(
            `${name(el)} outside its ${scrolls ? 'sideways scrolling' : 'clipping'} box ${name(p).split(' ')[0]}.${p.className.toString().split(' ')[0]} (x ${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(box.left)}–${Math.round(box.right)})`,
          );
          return;
        }
      }
      if (rect.left < -1 || rect.right > width + 1)
        found.push(
          `${name(el)} outside the viewport (x ${Math.round(rect.left)}–${Math.round(rect.right)} of 0–${width})`,
        );
    };
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.matches(CONTROL)) check(el);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}
