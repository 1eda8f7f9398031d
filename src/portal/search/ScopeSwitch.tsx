/**
 * The search dialog's scope switch (spec 3 §2 Header; core `searchScopeChoices`, `searchScopeTarget`): all
 * congresses or one project. Choosing 'all' goes to Home, a project to its Project route; the dialog stays open,
 * and its suggestions follow the new route's project.
 */
import { searchScopeChoices, searchScopeTarget } from '../../core/library/search-scope';
import { usePortal } from '../app-context';
import { useRouter } from '../router/context';

export function ScopeSwitch({ id }: { id: string }) {
  const { t, clientConfig } = usePortal();
  const router = useRouter();
  const { value, choices } = searchScopeChoices(clientConfig, router.match.params.project);
  if (choices.length < 2) return null;
  return (
    <div className="cp-search__scope">
      <label htmlFor={id}>{t('search.scope')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const target = searchScopeTarget(event.currentTarget.value);
          if (target) router.navigate(target);
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.title ?? t('search.scope.all')}
          </option>
        ))}
      </select>
    </div>
  );
}
