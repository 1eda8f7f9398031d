/** One titled listbox of the search dialog (recent, viewed, links, suggestions, matches). */
import { searchOptionKey, type SearchSection } from '../../../core/library/search-options';
import type { Translate } from '../../../i18n/types';
import { Option, type OptionProps } from './Option';

export interface ResultSectionProps extends Omit<OptionProps, 'option' | 'id' | 'selected'> {
  section: SearchSection;
  /** The dialog's id prefix: headings, lists and options are named from it. */
  ids: string;
  active: number;
  t: Translate;
}

export const optionId = (ids: string, index: number) => `${ids}-o${index}`;
export const listId = (ids: string, key: string) => `${ids}-l${key}`;

export function ResultSection({ section, ids, active, ...option }: ResultSectionProps) {
  return (
    <section className="cp-search__section">
      <h3 id={`${ids}-h${section.key}`} className="cp-search__heading">
        {option.t(`search.${section.key}`)}
      </h3>
      <ul
        id={listId(ids, section.key)}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: focus stays in the input (combobox)
        role="listbox"
        aria-labelledby={`${ids}-h${section.key}`}
        className="cp-search__list"
      >
        {section.options.map((o) => (
          <Option
            key={searchOptionKey(o)}
            option={o}
            id={optionId(ids, o.index)}
            selected={o.index === active}
            {...option}
          />
        ))}
      </ul>
    </section>
  );
}
