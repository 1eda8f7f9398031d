/**
 * The breadcrumb (spec 3 §2 Header; core `breadcrumbTrail`): Home, group, project, section and the current
 * item; the group and project crumbs open a list of their siblings (other groups; other non-preview
 * projects). The last crumb is the current page. Sibling lists share the header's one-open-at-a-time state.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { breadcrumbTrail, type Crumb } from '../../core/menus/breadcrumb';
import { usePortal } from '../app-context';
import { Link } from '../router/context';
import type { RouteMatch } from '../router/resolve';
import { Flyout } from './Flyout';
import { OPEN_ROOT_ATTRIBUTE, type HeaderPanels } from './use-header-panels';
import { focusFirstOf, moveWithinLevel } from './nav-keys';
import { Icon } from '../../ui/Icon';
import { DOWN } from './icons';

export function Breadcrumb({
  match,
  itemTitle,
  panels,
}: {
  match: RouteMatch;
  itemTitle: string | null;
  panels: HeaderPanels;
}) {
  const { t, clientConfig } = usePortal();
  const crumbs = breadcrumbTrail(clientConfig, match, itemTitle);
  if (crumbs.length < 2) return null;
  return (
    <nav className="cp-breadcrumb" aria-label={t('header.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the trail
          <li key={`${crumb.kind}-${i}`}>
            <CrumbView crumb={crumb} last={i === crumbs.length - 1} panels={panels} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CrumbView({ crumb, last, panels }: { crumb: Crumb; last: boolean; panels: HeaderPanels }) {
  const { t } = usePortal();
  const root = useRef<HTMLSpanElement>(null);
  const label = crumb.title ?? t(`header.breadcrumb.${crumb.kind}`);
  const id = `cp-crumb-${crumb.kind}`;
  const open = panels.panel === 'megaLeft' && panels.item === id;
  useEffect(() => {
    if (open && panels.focusFirst) focusFirstOf(root.current, id);
  }, [open, panels.focusFirst, id]);
  const text =
    last || !crumb.target ? (
      <span aria-current={last ? 'page' : undefined}>{label}</span>
    ) : (
      <Link to={crumb.target}>{label}</Link>
    );
  if (crumb.siblings.length === 0) return text;
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveWithinLevel(event.currentTarget, id, event.key)) event.preventDefault();
  };
  return (
    <span ref={root} className="cp-breadcrumb__switch" {...{ [OPEN_ROOT_ATTRIBUTE]: '' }}>
      {text}
      <button
        type="button"
        className="cp-breadcrumb__more"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('header.breadcrumb.siblings', { title: label })}
        onClick={(event) => panels.toggle('megaLeft', { item: id, keyboard: event.detail === 0 })}
      >
        <Icon path={DOWN} size={18} />
      </button>
      {open ? (
        <Flyout id={id} anchor={() => root.current} placement="below" className="cp-nav__dropdown" onKeyDown={onKey}>
          <ul className="cp-nav__sublist">
            {crumb.siblings.map((s) => (
              <li key={s.name}>
                <Link to={s.target} className="cp-nav__link" data-nav-level={id}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </Flyout>
      ) : null}
    </span>
  );
}
