/**
 * The widget modal player (spec 3 §4 Dialogs, §9): a player in the shared Dialog (focus trapped, Esc / backdrop /
 * close button, focus back to the opener), placed where the opener stands but at least 22 px from the top and
 * inside the viewport (core modalPlayerPosition), placed again when the window or the panel resizes. Whether it may
 * open (widget mode, open-in-modal, status 6, consent not 0) is core canOpenModalPlayer's, decided by the caller.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { modalPlayerPosition } from '../core/live/modal-player';
import { Dialog } from '../ui/Dialog';

export interface ModalPlayerProps {
  title: string;
  closeLabel: string;
  /** The element the player opens from (its top-left is the wanted place). */
  anchor: HTMLElement | null;
  container: ShadowRoot;
  onClose(): void;
  children: ReactNode;
}

export function ModalPlayer({ title, closeLabel, anchor, container, onClose, children }: ModalPlayerProps) {
  const body = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const panel = body.current?.closest<HTMLElement>('.cp-dialog');
      if (!panel) return;
      const want = anchor?.getBoundingClientRect();
      const box = panel.getBoundingClientRect();
      setPosition(
        modalPlayerPosition({
          top: want?.top,
          left: want?.left,
          width: box.width,
          height: box.height,
          viewportWidth: document.documentElement.clientWidth,
          viewportHeight: window.innerHeight,
        }),
      );
    };
    place();
    // Placed again when the window or the panel changes size (the player's media arrives after the first layout).
    const panel = body.current?.closest<HTMLElement>('.cp-dialog');
    const observer = typeof ResizeObserver === 'function' && panel ? new ResizeObserver(place) : null;
    if (panel) observer?.observe(panel);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [anchor]);
  return (
    <Dialog
      open
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      container={container}
      position={position}
      className="cp-modal-player"
    >
      <div ref={body} className="cp-modal-player__body">
        {children}
      </div>
    </Dialog>
  );
}
