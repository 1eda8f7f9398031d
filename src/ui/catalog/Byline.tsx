/**
 * Subline, 'compiled by' author and date of a package or spotlight (spec 2 §3): the portal's cards and detail pages
 * and the package widget show it alike; each formats the date its own way and passes it in.
 */
import { nonEmptyString } from '../../core/values';
import type { Translate } from '../../i18n/types';

export function CatalogByline({ item, date, t }: { item: Record<string, unknown>; date: string; t: Translate }) {
  const author = nonEmptyString(item.author);
  const subline = nonEmptyString(item.subline);
  return (
    <>
      {subline ? <p className="cp-catalog__subline">{subline}</p> : null}
      {author || date ? (
        <p className="cp-catalog__meta">
          {[author ? t('catalog.compiledBy', { author }) : '', date].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </>
  );
}
