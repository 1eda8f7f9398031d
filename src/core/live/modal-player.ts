import { MODAL_MIN_TOP_OFFSET_PX, PUBLISHED_STATUS } from '../constants';
import { asRecord, isOn, toNumber } from '../values';

/**
 * Spec 3 §4 Dialogs: the widget modal player opens only in widget mode with open-in-modal on,
 * status 6 and consent not 0 (a missing consent counts as given).
 */
export function canOpenModalPlayer(widgetMode: unknown, openInModal: unknown, resource: unknown): boolean {
  const r = asRecord(resource);
  return (
    isOn(widgetMode) && isOn(openInModal) && toNumber(r?.status) === PUBLISHED_STATUS && toNumber(r?.consent) !== 0
  );
}

export interface ModalBox {
  /** Wanted position, e.g. centred on the clicked card (px). */
  top: unknown;
  left: unknown;
  width: unknown;
  height: unknown;
  viewportWidth: unknown;
  viewportHeight: unknown;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Spec 3 §4, §9: the modal player is positioned at least 22 px from the top and kept inside the
 * viewport. A player taller or wider than the viewport keeps the top offset and the left edge 0.
 */
export function modalPlayerPosition(box: ModalBox): { top: number; left: number } {
  const vw = Math.max(0, toNumber(box.viewportWidth) ?? 0);
  const vh = Math.max(0, toNumber(box.viewportHeight) ?? 0);
  const w = Math.max(0, toNumber(box.width) ?? 0);
  const h = Math.max(0, toNumber(box.height) ?? 0);
  const top = clamp(
    toNumber(box.top) ?? MODAL_MIN_TOP_OFFSET_PX,
    MODAL_MIN_TOP_OFFSET_PX,
    Math.max(MODAL_MIN_TOP_OFFSET_PX, vh - h),
  );
  const left = clamp(toNumber(box.left) ?? 0, 0, Math.max(0, vw - w));
  return { top, left };
}
