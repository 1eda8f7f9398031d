/** The search dialog's form: the combobox input (ARIA 1.2) and the close button. */
import type { KeyboardEvent, RefObject } from 'react';
import type { Translate } from '../../../i18n/types';
import { Icon } from '../../../ui/Icon';
import { CLOSE, SEARCH } from '../../header/icons';

export interface SearchBoxProps {
  ids: string;
  input: RefObject<HTMLInputElement | null>;
  text: string;
  /** The combobox's state: whether a list shows, which lists it controls, the highlighted option's id. */
  expanded: boolean;
  controls: readonly string[];
  activeId: string | undefined;
  t: Translate;
  onText(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onSubmit(): void;
  onClose(): void;
}

export function SearchBox(p: SearchBoxProps) {
  const { ids, t } = p;
  return (
    <form
      role="search"
      className="cp-search__form"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <Icon path={SEARCH} size={22} />
      <label htmlFor={`${ids}-input`} className="cp-visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={p.input}
        id={`${ids}-input`}
        className="cp-search__input"
        type="text"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        value={p.text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={p.expanded}
        aria-controls={p.controls.length ? p.controls.join(' ') : undefined}
        aria-activedescendant={p.activeId}
        aria-describedby={`${ids}-keys`}
        onChange={(e) => p.onText(e.currentTarget.value)}
        onKeyDown={p.onKeyDown}
      />
      <button
        type="button"
        className="cp-header__icon-button cp-search__close"
        aria-label={t('search.close')}
        onClick={p.onClose}
      >
        <Icon path={CLOSE} />
      </button>
    </form>
  );
}
