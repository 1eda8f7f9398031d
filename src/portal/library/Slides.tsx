/**
 * The slides list (spec 2 §2): one slide preview open at a time (URL key `slide`); clicking the open slide closes
 * it, previous and next move along the page's slides. The preview links to its recording at the slide's time.
 */
import { asRecord, nonEmptyString } from '../../core/values';
import { usePortal } from '../app-context';
import { Link, useRouter } from '../router/context';
import { FavouriteButton } from '../social/FavouriteButton';
import { ShareButton } from '../social/SocialActions';
import type { Item } from './items';
import { slideImage } from '../../ui/library/SlideTiles';

const imageOf = slideImage;

export function Slides({
  items,
  active,
  onSelect,
}: {
  items: Item[];
  active: string | null;
  onSelect(id: string | null): void;
}) {
  const { t } = usePortal();
  const router = useRouter();
  const index = items.findIndex((s) => String(s.id) === active);
  const open = index >= 0 ? items[index] : null;
  const resource = asRecord(open?.congressresource);
  const project = nonEmptyString(open?.project);
  const slug = nonEmptyString(resource?.slug);
  const resourceHref = project && slug ? router.href({ name: 'CRDetail', params: { project, slug } }) : null;
  return (
    <>
      <ul className="cp-library__slides">
        {items.map((slide, i) => {
          const src = imageOf(slide);
          const isOpen = i === index;
          return (
            <li key={String(slide.id)}>
              <button
                type="button"
                className="cp-slide"
                aria-expanded={isOpen}
                aria-controls={isOpen ? 'cp-library-slide' : undefined}
                aria-label={`${t('library.slide.open', { n: i + 1 })}: ${String(slide.title ?? '')}`}
                onClick={() => onSelect(isOpen ? null : String(slide.id))}
              >
                {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : <span className="cp-slide__blank" />}
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <section
          id="cp-library-slide"
          className="cp-library__slide"
          aria-label={t('library.slide.of', { n: index + 1, count: items.length })}
        >
          {imageOf(open) ? <img src={imageOf(open)!} alt={String(open.title ?? '')} /> : null}
          <p className="cp-library__slide-title">{String(open.title ?? '')}</p>
          <div className="cp-library__slide-actions">
            <button
              type="button"
              className="cp-button cp-button--secondary"
              disabled={index === 0}
              onClick={() => onSelect(String(items[index - 1].id))}
            >
              {t('library.slide.previous')}
            </button>
            <button
              type="button"
              className="cp-button cp-button--secondary"
              disabled={index === items.length - 1}
              onClick={() => onSelect(String(items[index + 1].id))}
            >
              {t('library.slide.next')}
            </button>
            {project && slug ? (
              <Link
                className="cp-button"
                to={{
                  name: 'CRDetail',
                  params: { project, slug },
                  query: typeof open.inpoint === 'number' ? { t: String(open.inpoint) } : {},
                }}
              >
                {t('library.slide.resource')}
              </Link>
            ) : null}
            {resourceHref ? (
              <ShareButton
                url={new URL(resourceHref, window.location.href).href}
                title={String(open.title ?? '')}
                id={String(open.id)}
                type="slide"
                mode="slide"
                timestamp={typeof open.inpoint === 'number' ? open.inpoint : null}
              />
            ) : null}
            <FavouriteButton type="slide" id={String(open.id)} title={String(open.title ?? '')} />
            <button type="button" className="cp-button cp-button--secondary" onClick={() => onSelect(null)}>
              {t('library.slide.close')}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
