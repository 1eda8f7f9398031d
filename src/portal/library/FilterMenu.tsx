/**
 * The filter sidebar (spec 2 §2): one collapsible group per category (open when the category says so, or when one
 * of its values is active), checkboxes with counts, the first maxVisibleItems (default 10) values and a "show all"
 * dialog listing every value, which toggles back to "show less". The dialog is a native `<dialog>` opened with
 * `showModal()`: the top layer (above any host z-index), the rest of the page inert, Escape and focus return by the
 * browser.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ActiveFilter } from '../../core/library/filter-list';
import { filterOptions, visibleOptions, type Aggregations, type FilterCategory, type FilterOption } from '../../core/library/library-filters';
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

function Category({ category, active, aggregations, onToggle }: { category: FilterCategory } & Omit<MenuProps, 'categories'>) {
  const { t } = usePortal();
  const id = useId();
  const options = filterOptions(category, aggregations, active);
  const [open, setOpen] = useState(category.open || options.some((o) => o.active));
  const [all, setAll] = useState(false);
  const { shown, hidden } = visibleOptions(options, category.maxVisibleItems);
  if (options.length === 0) return null;
  return (
    <div className="cp-filter">
      <h3 className="cp-filter__title">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{category.title}</span><span aria-hidden="true" className="cp-filter__chevron">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={id} hidden={!open}>
        {open ? <Options options={shown} onToggle={onToggle} /> : null}
        {open && hidden > 0
          ? <button type="button" className="cp-filter__more" onClick={() => setAll(true)}>{t('library.filters.showAll', { count: options.length })}</button>
          : null}
      </div>
      {all ? (
        <AllValues title={t('library.filters.all', { category: category.title })} closeLabel={t('library.filters.close')}
          lessLabel={t('library.filters.showLess')} onClose={() => setAll(false)}>
          <Options options={options} onToggle={onToggle} />
        </AllValues>
      ) : null}
    </div>
  );
}

function AllValues({ title, closeLabel, lessLabel, onClose, children }: { title: string; closeLabel: string; lessLabel: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => { if (dialog?.open) dialog.close(); };
  }, []);
  // Closing through the element lets the browser return focus to the opener; its close event then unmounts it.
  const close = () => ref.current?.close();
  return (
    // A click on the backdrop lands on the <dialog> itself.
    <dialog ref={ref} className="cp-filter-dialog" aria-labelledby={titleId} onClose={onClose}
      onClick={(event) => { if (event.target === ref.current) close(); }}>
      <div className="cp-filter-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="cp-button cp-button--secondary" onClick={close}>{closeLabel}</button>
      </div>
      {children}
      <button type="button" className="cp-button cp-button--secondary" onClick={close}>{lessLabel}</button>
    </dialog>
  );
}

export function FilterMenu({ categories, ...rest }: MenuProps) {
  const { t } = usePortal();
  return (
    <aside id="cp-library-filters" className="cp-library__filters" aria-labelledby="cp-library-filters-title">
      <h2 id="cp-library-filters-title" className="cp-library__filters-title">{t('library.filters')}</h2>
      {categories.map((category) => <Category key={category.id} category={category} {...rest} />)}
    </aside>
  );
}
