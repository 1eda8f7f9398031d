/**
 * A flyout in the top layer (Popover API, `popover="manual"`: escapes the host page's `overflow` and
 * `z-index`, STACK.md) placed by core `flyoutPosition` next to its anchor, and kept there on scroll and
 * resize while open. Rendered only while open; light dismiss is ours (the header's one-open-at-a-time state),
 * so the popover is manual. Browsers without the Popover API show it as a fixed layer all the same.
 */
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flyoutPosition, type FlyoutPlacement } from '../../core/menus/flyout-position';

export interface FlyoutProps {
  id: string;
  anchor(): Element | null;
  placement: FlyoutPlacement;
  className?: string;
  label?: string;
  children: ReactNode;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
}

type PopoverElement = HTMLDivElement & { showPopover?(): void; hidePopover?(): void };

export function Flyout({ id, anchor, placement, className, label, children, onKeyDown }: FlyoutProps) {
  const ref = useRef<PopoverElement>(null);
  const anchorRef = useRef(anchor);
  anchorRef.current = anchor;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    try {
      el.showPopover?.();
    } catch {
      /* already shown or not connected */
    }
    const place = () => {
      const a = anchorRef.current();
      if (!a) return;
      const r = a.getBoundingClientRect();
      const { left, top, width } = flyoutPosition(
        { left: r.left, top: r.top, width: r.width, height: r.height },
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        placement,
      );
      el.style.left = `${Math.round(left)}px`;
      el.style.top = `${Math.round(top)}px`;
      if (width !== undefined) el.style.width = `${Math.round(width)}px`;
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place, { passive: true });
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      try {
        el.hidePopover?.();
      } catch {
        /* already hidden */
      }
    };
  }, [placement]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: a group when labelled
    <div
      ref={ref}
      id={id}
      popover="manual"
      className={`cp-flyout ${className ?? ''}`}
      aria-label={label}
      role={label ? 'group' : undefined}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
