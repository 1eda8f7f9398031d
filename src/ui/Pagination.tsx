/**
 * Pagination (spec 2 §2, §9): links to pages, `range` (3) around the current one, first and last always, an
 * ellipsis for each gap (core `paginationRange`). Real links (`hrefFor`) so a page can be opened in a new tab or
 * shared; a plain click goes through `onSelect` (the caller's router). The current page is marked
 * `aria-current="page"`; previous/next are links too, absent at the ends.
 */
import type { MouseEvent } from 'react';
import { paginationRange } from '../core/library/pagination-range';

export interface PaginationProps {
  page: number;
  pages: number;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Name of one page link, e.g. (n) => `Page ${n}`. */
  pageLabel(page: number): string;
  previousLabel: string;
  nextLabel: string;
  hrefFor(page: number): string | null;
  onSelect(page: number): void;
}

const plainClick = (event: MouseEvent) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

export function Pagination({
  page,
  pages,
  label,
  pageLabel,
  previousLabel,
  nextLabel,
  hrefFor,
  onSelect,
}: PaginationProps) {
  if (pages < 2) return null;
  const link = (target: number, text: string, name: string, className: string, current = false) => {
    const href = hrefFor(target);
    return (
      <a
        className={className}
        href={href ?? undefined}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          onSelect(target);
        }}
      >
        {text}
      </a>
    );
  };
  return (
    <nav className="cp-pagination" aria-label={label}>
      <ul>
        {page > 1 ? <li>{link(page - 1, '‹', previousLabel, 'cp-pagination__step')}</li> : null}
        {paginationRange(page, pages).map((item, i) => (
          <li key={item === 'ellipsis' ? `gap-${i}` : item}>
            {item === 'ellipsis' ? (
              <span className="cp-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              link(item, String(item), pageLabel(item), 'cp-pagination__page', item === page)
            )}
          </li>
        ))}
        {page < pages ? <li>{link(page + 1, '›', nextLabel, 'cp-pagination__step')}</li> : null}
      </ul>
    </nav>
  );
}
