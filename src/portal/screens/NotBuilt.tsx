/** A route of the table whose screen comes with a later issue: says so plainly (translated), with a way home. */
import { usePortal } from '../app-context';
import { Link } from '../router/context';
import { Panel } from './Panel';

export function NotBuilt({ label }: { label: string }) {
  const { t } = usePortal();
  return (
    <Panel title={t('portal.notBuilt.title', { route: label })}>
      <p className="cp-portal__lead">{t('portal.notBuilt.text')}</p>
      <Link className="cp-button" to="/">
        {t('portal.notBuilt.home')}
      </Link>
    </Panel>
  );
}
