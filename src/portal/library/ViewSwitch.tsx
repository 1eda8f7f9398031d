/** The view switch (spec 2 §2; default tiles, §4) of the library toolbar and the detail pages' lists: tiles and list, events a slider too. */
import type { CardView } from '../../core/library/view';
import { usePortal } from '../app-context';

export function ViewSwitch<V extends CardView>({
  view,
  views = ['tiles', 'list'] as V[],
  onView,
}: {
  view: V;
  views?: readonly V[];
  onView(view: V): void;
}) {
  const { t } = usePortal();
  return (
    <span className="cp-library__view" role="group" aria-label={t('library.view')}>
      {views.map((v) => (
        <button
          key={v}
          type="button"
          className="cp-button cp-button--secondary"
          aria-pressed={view === v}
          onClick={() => onView(v)}
        >
          {t(`library.view.${v}`)}
        </button>
      ))}
    </span>
  );
}
