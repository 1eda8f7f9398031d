/**
 * The filter sidebar (spec 2 §2): one collapsible group per category (open when the category says so, or when one
 * of its values is active), checkboxes with counts, the first maxVisibleItems (default 10) values and a "show all"
 * dialog listing every value, which toggles back to "show less". The dialog is a native `<dialog>` opened with
 * `showModal()`: the top layer (above any host z-index), the rest of the page inert, Escape and focus return by the
 * browser.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ActiveFilter } from '../../core/library/filter-list';
import {
  filterOptions,
  visibleOptions,
  type Aggregations,
  type FilterCategory,
  type FilterOption,
} from '../../core/library/library-filters';
import { usePortal } from '../app-context';

interface MenuProps {
  categories: FilterCategory[];
  active: ActiveFilter[];
  aggregations: Aggregations | undefined;
  onToggle(filter: ActiveFilter): void;
}

function Options({ options, onToggle }: { options: FilterOption[]; onToggle(filter: ActiveFilter): void }) {
  return (
    <ul className="cp-filter__options">
      {options.map((o) => (
        <li key={o.value}>
          <label>
            <input type="checkbox" checked={o.active} onChange={() => onToggle({ field: o.field, value: o.value })} />
            <span className="cp-filter__label">{o.label}</span>
            {o.count !== null ? <span className="cp-filter__count">{o.count}</span> : null}
          </label>
        </li>
      ))}
    </ul>
  );
}

function Category({
  category,
  active,
  aggregations,
  onToggle,
  popover,
}: { category: FilterCategory; popover: boolean } & Omit<MenuProps, 'categories'>) {
  const { t, root } = usePortal();
  const id = useId();
  const options = filterOptions(category, aggregations, active);
  // In the bar (design v2) a category's values are a panel over the results: closed at first, closed again by Escape
  // (focus back on its button) or by a click elsewhere in the portal. The listener sits on the portal's shadow root,
  // not the host's document: a guest adds no global listener beyond popstate and the search shortcut (issue 10).
  const [open, setOpen] = useState(!popover && (category.open || options.some((o) => o.active)));
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!popover || !open) return undefined;
    const onPointer = (event: Event) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    root.addEventListener('pointerdown', onPointer);
    return () => root.removeEventListener('pointerdown', onPointer);
  }, [popover, open, root]);
  const onKeyDown = (event: { key: string; target: EventTarget }) => {
    // Escape in the "show all" dialog closes that dialog only.
    if (!popover || event.key !== 'Escape' || !open || (event.target as Element).closest?.('dialog')) return;
    setOpen(false);
    wrapper.current?.querySelector<HTMLButtonElement>('.cp-filter__title button')?.focus();
  };
  const [all, setAll] = useState(false);
  const { shown, hidden } = visibleOptions(options, category.maxVisibleItems);
  if (options.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the menu's buttons inside closes it
    <div className="cp-filter" ref={wrapper} onKeyDown={onKeyDown}>
      <h3 className="cp-filter__title">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{category.title}</span>
          <span aria-hidden="true" className="cp-filter__chevron">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {open ? <Options options={shown} onToggle={onToggle} /> : null}
        {open && hidden > 0 ? (
          <button type="button" className="cp-filter__more" onClick={() => setAll(true)}>
            {t('library.filters.showAll', { count: options.length })}
          </button>
        ) : null}
      </div>
      {all ? (
        <AllValues
          title={t('library.filters.all', { category: category.title })}
          closeLabel={t('library.filters.close')}
          lessLabel={t('library.filters.showLess')}
          onClose={() => setAll(false)}
        >
          <Options options={options} onToggle={onToggle} />
        </AllValues>
      ) : null}
    </div>
  );
}

function AllValues({
  title,
  closeLabel,
  lessLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  lessLabel: string;
  onClose(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  // Closing through the element lets the browser return focus to the opener; its close event then unmounts it.
  const close = () => ref.current?.close();
  return (
    // A click on the backdrop lands on the <dialog> itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the key (native)
    <dialog
      ref={ref}
      className="cp-filter-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      <div className="cp-filter-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="cp-button cp-button--secondary" onClick={close}>
          {closeLabel}
        </button>
      </div>
      {children}
      <button type="button" className="cp-button cp-button--secondary" onClick={close}>
        {lessLabel}
      </button>
    </dialog>
  );
}

/**
 * The filter menu: a sidebar (design v1), or a bar above the results whose categories open as panels under their
 * buttons (design v2, spec 1 §1 "the v2 library is a separate view"; ./LibraryRoute.tsx).
 */
export function FilterMenu({ categories, layout = 'sidebar', ...rest }: MenuProps & { layout?: 'sidebar' | 'bar' }) {
  const { t } = usePortal();
  return (
    <aside
      id="cp-library-filters"
      className={`cp-library__filters${layout === 'bar' ? ' cp-library__filters--bar' : ''}`}
      aria-labelledby="cp-library-filters-title"
    >
      <h2 id="cp-library-filters-title" className="cp-library__filters-title">
        {t('library.filters')}
      </h2>
      {categories.map((category) => (
        <Category key={category.id} category={category} popover={layout === 'bar'} {...rest} />
      ))}
    </aside>
  );
}

/** Design v2: the active filters as chips above the results, each removing its filter (the toolbar clears them all). */
export function ActiveFilters({ categories, active, aggregations, onToggle }: MenuProps) {
  const { t } = usePortal();
  const chips = categories.flatMap((category) =>
    filterOptions(category, aggregations, active)
      .filter((o) => o.active)
      .map((o) => ({ ...o, category: category.title })),
  );
  if (chips.length === 0) return null;
  return (
    <div className="cp-library__chips">
      <ul aria-label={t('library.filters.activeList')}>
        {chips.map((o) => (
          <li key={`${o.field}=${o.value}`}>
            <button
              type="button"
              className="cp-library__chip"
              aria-label={t('library.filters.remove', { value: o.label, category: o.category })}
              onClick={() => onToggle({ field: o.field, value: o.value })}
            >
              {o.label}
              <span aria-hidden="true" className="cp-library__chip-x">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
