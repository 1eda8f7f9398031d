/**
 * The library dimensions (4–8, spec 2 §7 / spec 3 §7) of the page on screen: a detail page reports its item once it
 * has loaded (or null when it could not), and the shell's page view (./use-telemetry.ts), which waits for it on those
 * routes, sends them. Kept per portal mount like the session (../session.ts), so a lazy chunk's derived context
 * reaches the same store and the shell needs no extra provider.
 */
import { signal, type Signal } from '@preact/signals-react';
import type { LibraryDimensionValues } from '../../core/tracking/analytics';
import type { PortalContext } from '../../contract/portal';
import { originContext } from '../app-context';

/** `href`: the portal location the values belong to; values null: the item did not load (no dimensions). */
export type PageDimensions = { href: string; values: LibraryDimensionValues | null } | null;

const stores = new WeakMap<PortalContext, { dimensions: Signal<PageDimensions>; href: string }>();

export function pageDimensions(context: PortalContext): { dimensions: Signal<PageDimensions>; href: string } {
  const key = originContext(context);
  let entry = stores.get(key);
  if (!entry) {
    entry = { dimensions: signal<PageDimensions>(null), href: '' };
    stores.set(key, entry);
  }
  return entry;
}

/** Reports the values for the location the shell shows now (the shell records it in `href` on every render). */
export function reportPageDimensions(context: PortalContext, values: LibraryDimensionValues | null): void {
  const entry = pageDimensions(context);
  entry.dimensions.value = { href: entry.href, values };
}
