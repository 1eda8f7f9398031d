import { asArray, asRecord, isOn, nonEmptyString } from '../values';
import { activeGroupOf } from './navigation';

export interface CrumbTarget {
  name: string;
  params?: Record<string, string>;
}

export interface Crumb {
  kind: 'home' | 'library' | 'packages' | 'education' | 'group' | 'project' | 'item';
  /** A title from the data (group, project, item); null for the fixed crumbs, which the UI translates by kind. */
  title: string | null;
  /** Null for the current page (shown as text). */
  target: CrumbTarget | null;
  /** Other groups, or other non-preview projects, to switch to (spec 3 §2 Header). */
  siblings: { name: string; title: string; target: CrumbTarget }[];
}

const SECTIONS: Record<string, Crumb['kind']> = {
  Library: 'library',
  GroupLibrary: 'library',
  ProjectLibrary: 'library',
  Packages: 'packages',
  PackageDetail: 'packages',
  Education: 'education',
  EducationItemDetail: 'education',
};
const ITEMS = new Set(['CRDetail', 'EventDetail', 'SpeakerDetail', 'PackageDetail', 'EducationItemDetail']);

function entries(config: unknown, kind: 'groups' | 'projects'): [string, Record<string, unknown>][] {
  const map = asRecord(asRecord(config)?.[kind]) ?? {};
  return Object.entries(map).flatMap(([key, value]) => {
    const e = asRecord(value);
    return e ? [[nonEmptyString(e.name) ?? key, e] as [string, Record<string, unknown>]] : [];
  });
}

const titleOf = (name: string, e: Record<string, unknown> | undefined) => nonEmptyString(e?.title) ?? name;

/**
 * Spec 3 §2 Header breadcrumb: Home, then the group (with its sibling groups), the project (with its sibling
 * non-preview projects: the group's other projects, or all when it has no group), the section (Library,
 * Packages, Education) and the current resource, event, speaker, package or education item (`itemTitle`,
 * when the screen knows it; the screens cut it to 60 characters with `breadcrumbTitle`, spec 2 §5). The last crumb is
 * the current page (no target). On Home the trail is empty.
 * Preview projects are never offered as siblings (spec 3 §6).
 */
export function breadcrumbTrail(
  config: unknown,
  route: { chain: readonly string[]; params: Record<string, string> },
  itemTitle?: string | null,
): Crumb[] {
  const name = route.chain[route.chain.length - 1];
  if (!name || name === 'Home') return [];
  const crumbs: Crumb[] = [{ kind: 'home', title: null, target: { name: 'Home' }, siblings: [] }];
  const project = nonEmptyString(route.params.project);
  const group = activeGroupOf(config, route.params.group, project);
  const groups = entries(config, 'groups');
  const projects = entries(config, 'projects');
  const groupEntry = groups.find(([n]) => n === group);
  if (group !== null && groupEntry) {
    crumbs.push({
      kind: 'group',
      title: titleOf(group, groupEntry[1]),
      target: { name: 'Group', params: { group } },
      siblings: groups
        .filter(([n]) => n !== group)
        .map(([n, e]) => ({ name: n, title: titleOf(n, e), target: { name: 'Group', params: { group: n } } })),
    });
  }
  const projectEntry = projects.find(([n]) => n === project);
  if (project !== null && projectEntry) {
    const members = groupEntry ? asArray(groupEntry[1].projects).map((p) => nonEmptyString(p)) : null;
    crumbs.push({
      kind: 'project',
      title: titleOf(project, projectEntry[1]),
      target: { name: 'Project', params: { project } },
      siblings: projects
        .filter(([n, e]) => n !== project && !isOn(e.preview) && (members === null || members.includes(n)))
        .map(([n, e]) => ({ name: n, title: titleOf(n, e), target: { name: 'Project', params: { project: n } } })),
    });
  }
  const section = route.chain.map((n) => SECTIONS[n]).find(Boolean);
  if (section) {
    const scope = project !== null && projectEntry ? 'Project' : group !== null && route.params.group ? 'Group' : '';
    const targetName = section === 'library' ? `${scope}Library` : section === 'packages' ? 'Packages' : 'Education';
    crumbs.push({
      kind: section,
      title: null,
      target: {
        name: targetName,
        params: scope === 'Project' ? { project: project! } : scope === 'Group' ? { group: group! } : {},
      },
      siblings: [],
    });
  }
  const title = nonEmptyString(itemTitle);
  if (ITEMS.has(name) && title !== null) crumbs.push({ kind: 'item', title, target: null, siblings: [] });
  else
    crumbs[crumbs.length - 1] = {
      ...crumbs[crumbs.length - 1],
      target: crumbs.length > 1 && isLanding(name) ? null : crumbs[crumbs.length - 1].target,
    };
  return crumbs;
}

/** The routes that are the page of the last crumb itself (so it shows as text). */
function isLanding(name: string): boolean {
  return ['GroupHome', 'ProjectHome', 'Packages', 'Education'].includes(name);
}

/** A title a screen reported for the page at `path`. */
export interface ReportedTitle {
  path: string;
  title: string | null;
}

/**
 * The current page's own title for the breadcrumb and the document title (spec 3 §2): only what the screen of this
 * very path reported. A title reported for another page (the last one shown) never names the current one.
 */
export function currentItemTitle(reported: ReportedTitle | null | undefined, path: string): string | null {
  return reported && reported.path === path ? nonEmptyString(reported.title) : null;
}
