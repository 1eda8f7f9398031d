/** The search dialog's footer: the keys it answers to (also its input's description). */
import type { Translate } from '../../../i18n/types';

export function KeyHints({ id, t }: { id: string; t: Translate }) {
  return (
    <p id={id} className="cp-search__keys">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> {t('search.keys.move')}
      </span>
      <span>
        <kbd>Enter</kbd> {t('search.keys.pick')}
      </span>
      <span>
        <kbd>Esc</kbd> {t('search.keys.close')}
      </span>
      <span>
        <kbd>Del</kbd> {t('search.keys.remove')}
      </span>
    </p>
  );
}
