/**
 * The list of a listing (spec 2 §2): resources as cards (tiles) or table rows, events as tiles, a table or a slider
 * (the shared carousel, a lazy chunk), slides with one open preview at a time, speakers as a list. The open slide and
 * the view are URL state.
 */
import type { LibraryChange, LibraryState } from '../../core/library/library-query';
import { Link } from '../router/context';
import { usePortal } from '../app-context';
import type { SearchHit } from './data';
import { detailTarget, useItemText, type Item } from './items';
import { ItemCard, ItemTable, ItemTiles, SpeakerList, type ItemParts } from '../../ui/library/ItemViews';
import { useListSlider } from '../../ui/library/use-list-slider';
import { Skeleton } from '../../ui/Spinner';
import { Slides } from './Slides';
import { FavouriteButton } from '../social/FavouriteButton';
import { LikeButton, useLikeCounts } from '../social/LikeButton';
import { useAssets } from '../data/use-assets';
import { resolveClientAssets } from '../../core/content/thumbnail';

interface ResultsProps {
  hits: SearchHit[];
  state: LibraryState;
  onChange(change: LibraryChange): void;
}

function TitleLink({
  type,
  item,
  text,
}: {
  type: 'congressresources' | 'events' | 'speakers';
  item: Item;
  text: string;
}) {
  const target = detailTarget(type, item);
  return target ? <Link to={target}>{text}</Link> : text;
}

/** Favourite and like of a card or row (spec 2 §5); each hides itself where its rule says so. */
function ItemActions({ type, item, title }: { type: 'congressresources' | 'events'; item: Item; title: string }) {
  return (
    <div className="cp-card__actions">
      {type === 'congressresources' ? <LikeButton item={item} title={title} /> : null}
      <FavouriteButton type={type === 'events' ? 'event' : 'congressresource'} id={String(item.id)} title={title} />
    </div>
  );
}

/** The portal's parts of a card or row: router links, like and favourite, the client's fallback thumbnails. */
function usePortalParts(type: 'congressresources' | 'events'): ItemParts {
  const { clientConfig } = usePortal();
  const assets = useAssets();
  return {
    text: useItemText(),
    title: (item, text) => <TitleLink type={type} item={item} text={text} />,
    actions: (item, title) => <ItemActions type={type} item={item} title={title} />,
    clientAssets: resolveClientAssets(clientConfig?.clientAssets, assets),
  };
}

export function Table({ type, items }: { type: 'congressresources' | 'events'; items: Item[] }) {
  const { t } = usePortal();
  return <ItemTable type={type} items={items} parts={usePortalParts(type)} t={t} />;
}

export function Tiles({ type, items }: { type: 'congressresources' | 'events'; items: Item[] }) {
  return <ItemTiles type={type} items={items} parts={usePortalParts(type)} />;
}

/** Events in the shared carousel (spec 2 §2; slides per view by the spec's table: 4 / 3 / 2 / 1). */
function EventSlider({ items }: { items: Item[] }) {
  const { t, root, nonce, locale } = usePortal();
  const parts = usePortalParts('events');
  const Slider = useListSlider(true);
  if (!Slider) return <Skeleton height={360} />;
  const slides = items.map((item) => (
    <ItemCard key={String(item.id)} as="div" type="events" item={item} parts={parts} />
  ));
  return (
    <Slider
      slides={slides}
      options={undefined}
      label={t('library.type.events')}
      emptyText={t('header.search.noResults')}
      t={t}
      root={root}
      nonce={nonce}
      locale={locale}
    />
  );
}

export function Results({ hits, state, onChange }: ResultsProps) {
  const items = hits.map((h) => h._source);
  useLikeCounts(state.contentType === 'congressresources' ? items : []);
  switch (state.contentType) {
    case 'speakers':
      return <SpeakerList items={items} name={(item, text) => <TitleLink type="speakers" item={item} text={text} />} />;
    case 'slides':
      return <Slides items={items} active={state.slide} onSelect={(id) => onChange({ kind: 'slide', id })} />;
    default:
      if (state.view === 'slider' && state.contentType === 'events') return <EventSlider items={items} />;
      return state.view === 'list' ? (
        <Table type={state.contentType} items={items} />
      ) : (
        <Tiles type={state.contentType} items={items} />
      );
  }
}
