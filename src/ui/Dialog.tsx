/**
 * Accessible modal dialog that lives inside the widget's shadow root (ARCHITECTURE.md shadow-root
 * checklist): rendered into `container` (the widget's `context.root`) in a fixed layer with a high z-index;
 * `role="dialog"`, `aria-modal`, labelled by its title; Tab is trapped using the real active element inside
 * the shadow root; Esc and a click outside the panel (decided by `event.composedPath()`) close it; focus
 * returns to the opener.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { deepActiveElement, focusableWithin, nextTrapTarget } from './focus';
import { Icon } from './Icon';

const CLOSE = 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5z';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children?: ReactNode;
  /** Where the layer is rendered; normally the widget's shadow root. Default: in place. */
  container?: Element | DocumentFragment;
  /** Return focus to the element focused before opening (default). Off for callers that choose the target. */
  restoreFocus?: boolean;
  /** A fixed place for the panel in the viewport (px), e.g. the widget modal player's (spec 3 §4); default centred. */
  position?: { top: number; left: number } | null;
  /** Extra class of the panel. */
  className?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  container,
  restoreFocus = true,
  position = null,
  className = '',
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect: focus moves in, and back to the opener, in the same commit that adds or removes the panel
  // (a passive effect runs after paint, leaving focus on the document body in between: announced by screen
  // readers, and Tab would start again from the top of the page).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = deepActiveElement();
    const el = panel.current;
    if (el) (focusableWithin(el)[0] ?? el).focus();
    return () => {
      if (restoreFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, restoreFocus]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const target = nextTrapTarget(focusableWithin(panel.current), deepActiveElement(), event.shiftKey);
    event.preventDefault();
    (target ?? panel.current).focus();
  };

  const onLayerPointerDown = (event: React.PointerEvent) => {
    const path = event.nativeEvent.composedPath();
    if (panel.current && !path.includes(panel.current)) onCloseRef.current();
  };

  const layer = (
    <div className="cp-layer" onPointerDown={onLayerPointerDown}>
      <div
        ref={panel}
        className={`cp-dialog ${className}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={position ? { position: 'fixed', top: position.top, left: position.left, margin: 0 } : undefined}
      >
        <div className="cp-dialog__header">
          <h2 id={titleId} className="cp-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="cp-button cp-button--ghost cp-dialog__close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <Icon path={CLOSE} />
          </button>
        </div>
        <div className="cp-dialog__body">{children}</div>
      </div>
    </div>
  );
  return container ? createPortal(layer, container) : layer;
}
