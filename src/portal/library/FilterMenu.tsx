/**
 * The filter sidebar (spec 2 §2): one collapsible group per category (open when the category says so, or when one
 * of its values is active), checkboxes with counts, the first maxVisibleItems (default 10) values and a "show all"
 * dialog listing every value, which toggles back to "show less".
 */
import { useId, useState } from 'react';
import type { ActiveFilter } from '../../core/library/filter-list';
import { filterOptions, visibleOptions, type Aggregations, type FilterCategory, type FilterOption } from '../../core/library/library-filters';
import { Dialog } from '../../ui/Dialog';
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
  const { t, root } = usePortal();
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
      <Dialog open={all} onClose={() => setAll(false)} title={t('library.filters.all', { category: category.title })}
        closeLabel={t('library.filters.close')} container={root}>
        <Options options={options} onToggle={onToggle} />
        <button type="button" className="cp-button cp-button--secondary" onClick={() => setAll(false)}>{t('library.filters.showLess')}</button>
      </Dialog>
    </div>
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
