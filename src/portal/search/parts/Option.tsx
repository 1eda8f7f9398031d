/**
 * One option of the search dialog's listboxes, by kind: the typed text, a recent search (removable), a
 * suggestion, a match or viewed item (with its type), a menu link. Its id and selection come from the flat option
 * model (src/core/library/search-options), so rendering counts nothing.
 */
import type { MouseEvent } from 'react';
import type { SearchOption } from '../../../core/library/search-options';
import type { Translate } from '../../../i18n/types';
import { Icon } from '../../../ui/Icon';
import { CLOSE, EXTERNAL, SEARCH } from '../../header/icons';
import { Highlighted } from './Highlighted';

export interface OptionProps {
  option: SearchOption;
  id: string;
  selected: boolean;
  query: string;
  t: Translate;
  onPick(index: number): void;
  onHover(index: number): void;
  onRemove(text: string): void;
}

export function Option({ option, id, selected, query, t, onPick, onHover, onRemove }: OptionProps) {
  const isQuery = option.kind === 'query';
  const common = {
    id,
    role: 'option',
    'aria-selected': selected,
    className: `cp-search__option${isQuery ? ' cp-search__option--query' : ''}${selected ? ' cp-search__option--active' : ''}`,
    // The input keeps focus (and the keyboard) while an option is clicked.
    onMouseDown: (e: MouseEvent) => e.preventDefault(),
    onClick: () => onPick(option.index),
    onMouseMove: isQuery ? undefined : () => (selected ? undefined : onHover(option.index)),
  } as const;
  switch (option.kind) {
    case 'query':
      return (
        <li {...common}>
          <Icon path={SEARCH} size={16} />
          <span className="cp-search__text">{t('search.for', { query })}</span>
        </li>
      );
    case 'match':
    case 'viewed':
      return (
        <li {...common}>
          <span className="cp-search__text">
            {option.kind === 'match' ? <Highlighted text={option.match.title} query={query} /> : option.match.title}
          </span>
          <span className="cp-search__type">{t(`search.type.${option.match.type}`)}</span>
        </li>
      );
    case 'recent':
      return (
        <li {...common}>
          <Icon path={SEARCH} size={16} />
          <span className="cp-search__text">{option.text}</span>
          {/* Pointer affordance only; keyboard users press Delete (footer hint). A button here would nest controls
              in an option. */}
          <span
            className="cp-search__remove"
            aria-hidden="true"
            title={t('search.recent.remove', { query: option.text })}
            onClick={(e) => {
              e.stopPropagation();
              onRemove(option.text);
            }}
          >
            <Icon path={CLOSE} size={16} />
          </span>
        </li>
      );
    case 'link':
      return (
        <li {...common}>
          <span className="cp-search__text">{option.text}</span>
          {option.link.kind === 'href' && option.link.newTab ? <Icon path={EXTERNAL} size={14} /> : null}
        </li>
      );
    default:
      return (
        <li {...common}>
          <Icon path={SEARCH} size={16} />
          <span className="cp-search__text">
            <Highlighted text={option.text} query={query} />
          </span>
        </li>
      );
  }
}
