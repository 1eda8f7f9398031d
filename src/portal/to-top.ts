/**
 * Back to the portal's top, for the footer's button and the floating back-to-top button: the portal's top
 * comes into view (a host page may have its own header above it) and focus goes to the main region, so a
 * keyboard user goes on from there and focus is never left on a button that disappears.
 */

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function toPortalTop(root: ShadowRoot): void {
  root.querySelector<HTMLElement>('#cp-portal-main')?.focus({ preventScroll: true });
  root.host.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
}
