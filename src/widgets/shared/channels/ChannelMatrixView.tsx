/**
 * The channel matrix and the filter matrix draw channels alike: a list of channel links with the on-air state and
 * the event (current, else the next upcoming one). With disableOffAir an off-air channel is listed but disabled:
 * no link, `aria-disabled` (spec 3 §4). Nothing to list → the given empty text.
 */
import type { WebcastTile } from '../../../core/live/webcast-tiles';
import type { Translate } from '../../../i18n/types';
import { startTime } from '../../../core/live/start-time';
import type { LinkScope } from '../../../core/links/link-hook';
import { hostLinkProps, useHostLinks } from '../../../ui/links/host-link';

export interface ChannelMatrixViewProps {
  tiles: readonly WebcastTile[];
  t: Translate;
  locale: string;
  timeZone?: string;
  label: string;
  emptyText: string;
  /** The host's link hooks (WidgetContext.links). */
  links?: LinkScope;
}

export function ChannelMatrixView({ tiles, t, locale, timeZone, label, emptyText, links }: ChannelMatrixViewProps) {
  useHostLinks(links);
  if (tiles.length === 0)
    return (
      <p className="cp-mx__empty" role="status">
        {emptyText}
      </p>
    );
  return (
    <ul className="cp-mx" aria-label={label}>
      {tiles.map((tile) => {
        const title = typeof tile.event?.title === 'string' ? tile.event.title : '';
        const when = tile.upcoming ? startTime(tile.event?.datestart, locale, timeZone) : '';
        const content = (
          <>
            <span className={`cp-ch__badge${tile.onAir ? ' cp-ch__badge--live' : ''}`}>
              {t(tile.onAir ? 'channels.onAir' : 'channels.offAir')}
            </span>
            <span className="cp-mx__channel">{tile.title}</span>
            {title ? <span className="cp-mx__event">{title}</span> : null}
            {when ? <span className="cp-mx__when">{t('channels.next', { time: when })}</span> : null}
          </>
        );
        const link = tile.disabled ? null : hostLinkProps(links, 'channel', tile.slug, tile.link?.href ?? null);
        return (
          <li key={tile.id || tile.slug} className="cp-mx__cell">
            {link ? (
              <a
                className="cp-mx__item"
                href={link.href}
                target={tile.link?.target ?? '_top'}
                data-channel={tile.slug}
                onClick={link.onClick}
              >
                {content}
              </a>
            ) : (
              // biome-ignore lint/a11y/useValidAnchor: a link that cannot be followed (no href, aria-disabled)
              <a
                className="cp-mx__item"
                role="link"
                aria-disabled={tile.disabled || undefined}
                data-channel={tile.slug}
              >
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
