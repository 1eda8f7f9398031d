/** Project teasers (spec 1 §2 Home/GroupHome without page widgets): image, live badge, title, description. */
import { useAsync } from '../data/use-async';
import { imageUrl, loadAssets } from '../data/content';
import { usePortal } from '../app-context';
import { Link } from '../router/context';
import { visibleProjects, type ProjectTeaser } from '../../core/client/visible-projects';

export function Teasers({ projects }: { projects: ProjectTeaser[] }) {
  const { t, api } = usePortal();
  const assets = useAsync(`assets:${api.client}`, () => loadAssets(api));
  const map = assets.status === 'done' ? assets.value : {};
  if (projects.length === 0) return <p>{t('portal.projects.empty')}</p>;
  return (
    <ul className="cp-portal-teasers">
      {projects.map((p) => {
        const src = p.teaser ? imageUrl(map[p.teaser]) : null;
        return (
          <li key={p.name} className="cp-portal-teaser">
            {src ? (
              <img className="cp-portal-teaser__image" src={src} alt="" loading="lazy" />
            ) : (
              <div className="cp-portal-teaser__image" />
            )}
            <div className="cp-portal-teaser__body">
              {p.live ? <span className="cp-portal-teaser__live">{t('portal.project.live')}</span> : null}
              <h2>
                <Link to={{ name: 'Project', params: { project: p.name } }}>{p.title}</Link>
              </h2>
              {p.description ? <p>{p.description}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Teasers of the client's visible projects, or of a group's (`names`). */
export function TeasersOf({ projects, names }: { projects: unknown; names?: unknown }) {
  return <Teasers projects={visibleProjects(projects, names)} />;
}
