/**
 * The social controls for the detail pages (CRDetail, EventDetail, slides): place them where the page shows its
 * actions. Each hides itself by its core visibility rule; the dialogs load as their own chunks on first use.
 *
 * @example
 * <LikeButton item={resource} title={title} />
 * <FavouriteButton type="congressresource" id={resource.id} title={title} />
 * <ShareButton url={pageUrl} title={title} id={resource.id} timestamp={currentTime} />
 * <CiteButton title={title} input={{ resource, congressTitle, url: pageUrl, timezone }} />
 */
export { FavouriteButton } from './FavouriteButton';
export { LikeButton, useLikeCounts } from './LikeButton';
export { ShareButton, CiteButton } from './SocialActions';
