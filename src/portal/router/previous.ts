/**
 * The portal path shown before the current one (spec 2 §4: after opening an external link the page goes back
 * only when the previous page was in the same project). Noted by the screen switch on every route change; module
 * state of the portal chunk (one portal per page).
 */
let current: string | null = null;
let previous: string | null = null;

export function notePortalPath(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

export const previousPortalPath = (): string | null => previous;
