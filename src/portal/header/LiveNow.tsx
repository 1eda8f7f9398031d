/**
 * 'Live now' notices (spec 3 §2 Header): one per live, non-preview project other than the current one
 * (core `liveNowProjects`), linking to its channels overview; a labelled complementary landmark.
 */
import { liveNowProjects } from '../../core/menus/header-chrome';
import { usePortal } from '../app-context';
import { Link } from '../router/context';

export function LiveNow({ project }: { project: string | undefined }) {
  const { t, clientConfig } = usePortal();
  const live = liveNowProjects(clientConfig?.projects, project);
  if (live.length === 0) return null;
  return (
    <aside aria-label={t('header.liveNow')}>
      <ul className="cp-livenow">
        {live.map((p) => (
          <li key={p.name}>
            <Link to={p.path} className="cp-livenow__link">
              <span className="cp-livenow__badge">{t('header.liveNow')}</span>
              <span>{p.title}</span>
              <span className="cp-visually-hidden">{t('header.liveNow.channels')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
