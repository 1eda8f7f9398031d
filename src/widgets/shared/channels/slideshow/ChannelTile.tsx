/**
 * One channel tile of the webcast display and teaser: the channel's image (core `channelThumbnail`: preview, break,
 * custom or off-air picture, the configured error image when it fails), an on-air / off-air badge, the channel title
 * and the event (current, or the next upcoming one with its start time). The whole tile is one link when the
 * channel has one (eventDetailsLink before channelUrlPattern, target linkTarget, default `_top`).
 */
import { TRUNCATE } from '../../../../core/constants';
import { truncate } from '../../../../core/content/truncate';
import type { WebcastTile } from '../../../../core/live/webcast-tiles';
import type { Translate } from '../../../../i18n/types';
import { FallbackImage } from '../../../../ui/media/FallbackImage';
import { startTime } from '../../../../core/live/start-time';
import type { LinkScope } from '../../../../core/links/link-hook';
import { hostLinkProps, useHostLinks } from '../../../../ui/links/host-link';

export interface ChannelTileProps {
  tile: WebcastTile;
  t: Translate;
  locale: string;
  timeZone?: string;
  /** Item title truncation: 250 in the display, 68 in the teaser (spec 3 §9). */
  titleLength?: number;
  owner: string;
  /** The host's link hooks (WidgetContext.links). */
  links?: LinkScope;
}

export function ChannelTile(props: ChannelTileProps) {
  const { tile, t, locale, timeZone, titleLength = TRUNCATE.itemTitle, owner, links } = props;
  useHostLinks(links);
  const link = hostLinkProps(links, 'channel', tile.slug, tile.link?.href ?? null);
  const target = tile.link?.target ?? '_top';
  const title = typeof tile.event?.title === 'string' ? truncate(tile.event.title, titleLength) : '';
  const when = tile.upcoming ? startTime(tile.event?.datestart, locale, timeZone) : '';
  const newWindow = link !== null && target !== '_top' && target !== '_self' && target !== '_parent';
  const body = (
    <>
      <div className="cp-ch__media">
        <FallbackImage
          src={tile.image.url}
          alt=""
          errorImage={tile.image.errorUrl}
          unavailable={t('channels.noImage')}
          owner={owner}
        />
        <span className={`cp-ch__badge${tile.onAir ? ' cp-ch__badge--live' : ''}`}>
          {t(tile.onAir ? 'channels.onAir' : 'channels.offAir')}
        </span>
      </div>
      <div className="cp-ch__body">
        <p className="cp-ch__channel">{tile.title}</p>
        {title ? <p className="cp-ch__event">{title}</p> : null}
        {when ? <p className="cp-ch__when">{t('channels.next', { time: when })}</p> : null}
        {newWindow ? <span className="cp-visually-hidden">{t('channels.opensInNewTab')}</span> : null}
      </div>
    </>
  );
  return link ? (
    <a
      className="cp-ch"
      href={link.href}
      target={target}
      rel={newWindow ? 'noopener noreferrer' : undefined}
      data-channel={tile.slug}
      onClick={link.onClick}
    >
      {body}
    </a>
  ) : (
    <div className="cp-ch" data-channel={tile.slug}>
      {body}
    </div>
  );
}

/** One tile per channel, keyed by its id (its slug when it has none): the slides of the display and the teaser. */
export function channelTiles(tiles: readonly WebcastTile[], props: Omit<ChannelTileProps, 'tile'>) {
  return tiles.map((tile) => <ChannelTile key={tile.id || tile.slug} tile={tile} {...props} />);
}
