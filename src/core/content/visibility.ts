import { isOn } from '../values';
import { isConsentDenied, isPublished } from './status';

/** Item kinds as the like/citation rules name them (spec 2 §5: "type congress resource"). */
const RESOURCE_TYPES = ['congressresource', 'congressresources', 'cr'];

function isResourceType(type: unknown): boolean {
  return typeof type === 'string' && RESOURCE_TYPES.includes(type.trim().toLowerCase());
}

export interface VisibilityContext {
  /** The client configuration (only the flags are read). */
  client?: {
    enableLikes?: unknown;
    enableCitation?: unknown;
    enableSocialShare?: unknown;
    enableFavorites?: unknown;
  } | null;
  /** Signed in: a user object with an id exists. */
  signedIn?: boolean;
  /** Running embedded as a widget (widget mode, spec 3 §2). */
  widgetMode?: boolean;
}

/** Likes (spec 2 §5, spec 3 §5): likes enabled, signed in, type congress resource, status 6. */
export function canLike(item: unknown, itemType: unknown, ctx: VisibilityContext): boolean {
  return isOn(ctx?.client?.enableLikes) && ctx?.signedIn === true && isResourceType(itemType) && isPublished(item);
}

/** Citation button (spec 2 §5, spec 3 §5): status 6, citation enabled, type congress resource. */
export function canCite(item: unknown, itemType: unknown, ctx: VisibilityContext): boolean {
  return isOn(ctx?.client?.enableCitation) && isResourceType(itemType) && isPublished(item);
}

/** Share button (spec 2 §5, spec 3 §5): the client's social share flag. */
export function canShare(ctx: VisibilityContext): boolean {
  return isOn(ctx?.client?.enableSocialShare);
}

/**
 * Favourite buttons (spec 2 §5, spec 3 §5): signed in and favourites enabled; hidden in widget mode (spec 3 §5
 * states it for all favourite buttons, spec 2 §5 names the event summary and slides).
 */
export function canFavourite(ctx: VisibilityContext): boolean {
  return isOn(ctx?.client?.enableFavorites) && ctx?.signedIn === true && ctx?.widgetMode !== true;
}

/** Duration (spec 2 §5, spec 3 §5): status 6, consent not 0, display type other than pdf or html. */
export function showsDuration(resource: unknown): boolean {
  const o = (resource ?? {}) as Record<string, unknown>;
  const display = typeof o.crdisplaytype === 'string' ? o.crdisplaytype.trim().toLowerCase() : '';
  return isPublished(o) && !isConsentDenied(o.consent) && display !== 'pdf' && display !== 'html';
}
