/**
 * The library's list views (spec 2 §2 "Other list views": resource card and table row, events in tiles or a
 * table, speakers), shared by the portal's listings and the list widgets (issue 13 item 4). What differs between
 * them is passed in: the texts of an item (`ItemText`), how a title is linked (the portal's router, or the
 * widgets' URL patterns), and what a card adds (the portal's like and favourite, the widgets' topics).
 */
import { useState, type ReactNode } from 'react';
import { thumbnailFallbackAsset } from '../../core/content/thumbnail';
import { asRecord, nonEmptyString } from '../../core/values';
import { safeUrl } from '../../core/url/safe-url';
import type { Translate } from '../../i18n/types';

export type Item = Record<string, unknown>;
export type ListType = 'congressresources' | 'events';

/** Title, date and people of an item, as every card and row shows them. */
export interface ItemText {
  title(item: Item): string;
  date(item: Item): string;
  speakers(item: Item): string;
}

export interface ItemParts {
  text: ItemText;
  /** The title, linked where the caller can link it (else the text alone). */
  title(item: Item, text: string): ReactNode;
  /** What a card or row adds after its text (like and favourite, topics). */
  actions?(item: Item, title: string): ReactNode;
  /** The client's assets: a broken thumbnail falls back to its crtype's (spec 2 §8). */
  clientAssets?: unknown;
}

export function personName(person: unknown): string {
  const p = asRecord(person);
  return [p?.title, p?.firstname, p?.lastname]
    .map((v) => nonEmptyString(v))
    .filter(Boolean)
    .join(' ');
}

/** The speakers of an item, comma-separated. */
export const speakerNames = (item: Item): string =>
  (Array.isArray(item.speakers) ? item.speakers : []).map(personName).filter(Boolean).join(', ');

/** A resource thumbnail (decorative: the title says it all); a broken image falls back to the client's asset for its crtype, then to a plain box (spec 2 §8). */
export function Thumbnail({ item, clientAssets }: { item: Item; clientAssets?: unknown }) {
  const [failed, setFailed] = useState(0);
  const sources = [safeUrl(asRecord(item.thumbnail)?.url), thumbnailFallbackAsset(clientAssets, item.crtype)].filter(
    (s): s is string => !!s,
  );
  const src = sources[failed];
  return src ? (
    <img
      className="cp-card__image"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed((n) => n + 1)}
    />
  ) : (
    <span className="cp-card__image" aria-hidden="true" />
  );
}

/** One card: thumbnail (resources), meta line, title, people, date (and location for events). */
export function ItemCard({
  type,
  item,
  parts,
  as: Tag = 'li',
  headingLevel = 3,
}: {
  type: ListType;
  item: Item;
  parts: ItemParts;
  as?: 'li' | 'div';
  headingLevel?: 2 | 3;
}) {
  const { text } = parts;
  const title = text.title(item);
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <Tag className="cp-card">
      {type === 'congressresources' ? <Thumbnail item={item} clientAssets={parts.clientAssets} /> : null}
      <div className="cp-card__body">
        <p className="cp-card__meta">
          {[type === 'events' ? item.number : item.crtype, item.type].filter(Boolean).join(' · ')}
        </p>
        <Heading className="cp-card__title">{parts.title(item, title)}</Heading>
        {text.speakers(item) ? <p className="cp-card__people">{text.speakers(item)}</p> : null}
        <p className="cp-card__date">
          {[text.date(item), type === 'events' ? item.location : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      {parts.actions?.(item, title)}
    </Tag>
  );
}

export function ItemTiles({ type, items, parts }: { type: ListType; items: Item[]; parts: ItemParts }) {
  return (
    <ul className="cp-library__tiles">
      {items.map((item) => (
        <ItemCard key={String(item.id)} type={type} item={item} parts={parts} />
      ))}
    </ul>
  );
}

export function ItemTable({
  type,
  items,
  parts,
  t,
}: {
  type: ListType;
  items: Item[];
  parts: ItemParts;
  t: Translate;
}) {
  const { text } = parts;
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
              <th scope="row">
                {parts.title(item, text.title(item))}
                {parts.actions?.(item, text.title(item))}
              </th>
              <td>{text.date(item)}</td>
              <td>{events ? String(item.location ?? '') : text.speakers(item)}</td>
              <td>{events ? String(item.type ?? '') : String(asRecord(item.event)?.title ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SpeakerImage({ src }: { src: string | null }) {
  const url = src ? safeUrl(src) : null;
  return url ? (
    <img className="cp-speaker__image" src={url} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className="cp-speaker__image" aria-hidden="true" />
  );
}

/** Speakers: image, name (linked where the caller can), organisation and place. */
export function SpeakerList({ items, name }: { items: Item[]; name(item: Item, text: string): ReactNode }) {
  return (
    <ul className="cp-library__speakers">
      {items.map((item) => (
        <li key={String(item.id)} className="cp-speaker">
          <SpeakerImage src={typeof item.image === 'string' ? item.image : null} />
          <div>
            <h3 className="cp-speaker__name">{name(item, personName(item))}</h3>
            <p className="cp-speaker__meta">
              {[item.organization, item.city, item.country].filter(Boolean).join(', ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
