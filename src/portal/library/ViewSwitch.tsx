/** The tiles/list switch (spec 2 §2; default tiles, §4) of the library toolbar and the detail pages' lists. */
import { usePortal } from '../app-context';

export function ViewSwitch({ view, onView }: { view: 'tiles' | 'list'; onView(view: 'tiles' | 'list'): void }) {
  const { t } = usePortal();
  return (
    <span className="cp-library__view" role="group" aria-label={t('library.view')}>
      {(['tiles', 'list'] as const).map((v) => (
        <button key={v} type="button" className="cp-button cp-button--secondary" aria-pressed={view === v} onClick={() => onView(v)}>{t(`library.view.${v}`)}</button>
      ))}
    </span>
  );
}
