/** A filter shared between widgets (spec 3 §2 Widget mode: Widget.SetFilter / Widget.AddFilter). */
export interface SharedFilter {
  sourceId: string;
  filterValue?: string | null;
  add: boolean;
}

/** A widget's view of the host message API (implemented by the runtime's host bus, src/embed/host-bus.ts). */
export interface HostChannel {
  /** Posts an event to the host (to registered frames and as a CustomEvent on the mount element). */
  emit(type: string, payload: Record<string, unknown>): void;
  /** Receives Widget.SetFilter / Widget.AddFilter from the host or other widgets. Returns off(). */
  onFilter(listener: (filter: SharedFilter) => void): () => void;
  /** Shares a filter with the other widgets on the page. */
  shareFilter(filter: SharedFilter): void;
  /**
   * Reports whether this widget shows a visible (on-air) channel; the runtime answers the host's
   * `hasOnAirChannel` message with whether any widget on the page reported true (spec 3 §2 Widget mode).
   */
  reportOnAir?(visible: boolean): void;
}
