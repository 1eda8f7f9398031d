export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type FlyoutPlacement = 'below' | 'below-end' | 'right' | 'span';

/**
 * Where a flyout goes (the small positioner of STACK.md: menus and flyouts in the top layer, Popover API):
 * below its anchor (start- or end-aligned), to its right (level-3 flyouts; to the left when there is no room),
 * or spanning the anchor's width (the mega menu under the nav bar). Always kept 8 px inside the viewport.
 * Returns viewport coordinates for `position: fixed`, and a width for 'span'.
 */
export function flyoutPosition(
  anchor: Box,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: FlyoutPlacement,
): { left: number; top: number; width?: number } {
  const margin = 8;
  const clampX = (x: number, w: number) => Math.max(margin, Math.min(x, viewport.width - w - margin));
  if (placement === 'span') {
    const width = Math.max(0, Math.min(anchor.width, viewport.width - 2 * margin));
    return { left: clampX(anchor.left, width), top: anchor.top + anchor.height, width };
  }
  if (placement === 'right') {
    const fitsRight = anchor.left + anchor.width + panel.width <= viewport.width - margin;
    const left = fitsRight ? anchor.left + anchor.width : anchor.left - panel.width;
    const top = Math.max(margin, Math.min(anchor.top, viewport.height - panel.height - margin));
    return { left: clampX(left, panel.width), top };
  }
  const left = placement === 'below-end' ? anchor.left + anchor.width - panel.width : anchor.left;
  return { left: clampX(left, panel.width), top: anchor.top + anchor.height };
}
