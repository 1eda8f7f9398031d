/**
 * The list of a listing (spec 2 §2): resources as cards (tiles) or table rows, events as tiles or a table, slides
 * with one open preview at a time, speakers as a list. The open slide and the view are URL state.
 */
import type { LibraryChange, LibraryState } from '../../core/library/library-query';
import { Link } from '../router/context';
import { usePortal } from '../app-context';
import type { SearchHit } from './data';
import { detailTarget, personName, Thumbnail, useItemText, type Item } from './items';
import { Slides } from './Slides';
import { FavouriteButton } from '../social/FavouriteButton';
import { LikeButton, useLikeCounts } from '../social/LikeButton';
import { safeUrl } from '../../core/url/safe-url';

interface ResultsProps { hits: SearchHit[]; state: LibraryState; onChange(change: LibraryChange): void }

function TitleLink({ type, item, text }: { type: 'congressresources' | 'events' | 'speakers'; item: Item; text: string }) {
  const target = detailTarget(type, item);
  return target ? <Link to={target}>{text}</Link> : <>{text}</>;
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

export function Table({ type, items }: { type: 'congressresources' | 'events'; items: Item[] }) {
  const { t } = usePortal();
  const text = useItemText();
  const events = type === 'events';
  return (
    <div className="cp-library__table-wrap">
      <table className="cp-library__table">
        <thead>
          <tr>
            <th scope="col">{t('library.table.title')}</th>
            <th scope="col">{t('library.table.date')}</th>
            <th scope="col">{t(events ? 'library.table.location' : 'library.table.speakers')}</th>
            <th scope="col">{t(events ? 'library.table.type' : 'library.table.session')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={String(item.id)}>
              <th scope="row"><TitleLink type={type} item={item} text={text.title(item)} /><ItemActions type={type} item={item} title={text.title(item)} /></th>
              <td>{text.date(item)}</td>
              <td>{events ? String(item.location ?? '') : text.speakers(item)}</td>
              <td>{events ? String(item.type ?? '') : String((item.event as Item | undefined)?.title ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Tiles({ type, items }: { type: 'congressresources' | 'events'; items: Item[] }) {
  const text = useItemText();
  return (
    <ul className="cp-library__tiles">
      {items.map((item) => (
        <li key={String(item.id)} className="cp-card">
          {type === 'congressresources' ? <Thumbnail item={item} /> : null}
          <div className="cp-card__body">
            <p className="cp-card__meta">{[type === 'events' ? item.number : item.crtype, item.type].filter(Boolean).join(' · ')}</p>
            <h3 className="cp-card__title"><TitleLink type={type} item={item} text={text.title(item)} /></h3>
            {text.speakers(item) ? <p className="cp-card__people">{text.speakers(item)}</p> : null}
            <p className="cp-card__date">{[text.date(item), type === 'events' ? item.location : null].filter(Boolean).join(' · ')}</p>
          </div>
          <ItemActions type={type} item={item} title={text.title(item)} />
        </li>
      ))}
    </ul>
  );
}

function Speakers({ items }: { items: Item[] }) {
  return (
    <ul className="cp-library__speakers">
      {items.map((item) => {
        const image = typeof item.image === 'string' ? item.image : null;
        return (
          <li key={String(item.id)} className="cp-speaker">
            <SpeakerImage src={image} />
            <div>
              <h3 className="cp-speaker__name"><TitleLink type="speakers" item={item} text={personName(item)} /></h3>
              <p className="cp-speaker__meta">{[item.organization, item.city, item.country].filter(Boolean).join(', ')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function SpeakerImage({ src }: { src: string | null }) {
  const url = src ? safeUrl(src) : null;
  return url ? <img className="cp-speaker__image" src={url} alt="" loading="lazy" decoding="async" /> : <span className="cp-speaker__image" aria-hidden="true" />;
}


export function Results({ hits, state, onChange }: ResultsProps) {
  const items = hits.map((h) => h._source);
  useLikeCounts(state.contentType === 'congressresources' ? items : []);
  switch (state.contentType) {
    case 'speakers': return <Speakers items={items} />;
    case 'slides': return <Slides items={items} active={state.slide} onSelect={(id) => onChange({ kind: 'slide', id })} />;
    default: return state.view === 'list' ? <Table type={state.contentType} items={items} /> : <Tiles type={state.contentType} items={items} />;
  }
}
