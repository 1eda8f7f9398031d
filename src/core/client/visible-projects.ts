import { asRecord, isOn, nonEmptyString } from '../values';

export interface ProjectTeaser {
  name: string;
  title: string;
  description: string | null;
  live: boolean;
  teaser: string | null;
}

/**
 * Project teasers of Home and GroupHome without page widgets (spec 1 §2, §6): one per visible project —
 * preview projects are hidden from project lists. `names` (a group's `projects`) restricts and orders the
 * list; without it the client's projects keep their configuration order. Entries without a name are skipped.
 */
export function visibleProjects(projects: unknown, names?: unknown): ProjectTeaser[] {
  const map = asRecord(projects) ?? {};
  const order = Array.isArray(names)
    ? names.map((n) => nonEmptyString(n)).filter((n): n is string => n !== null)
    : Object.keys(map);
  const out: ProjectTeaser[] = [];
  for (const key of order) {
    const p = asRecord(map[key]);
    const name = nonEmptyString(p?.name) ?? (p ? key : null);
    if (!p || !name || isOn(p.preview) || out.some((x) => x.name === name)) continue;
    out.push({
      name,
      title: nonEmptyString(p.title) ?? name,
      description: nonEmptyString(p.description),
      live: isOn(p.live),
      teaser: nonEmptyString(asRecord(p.projectAssets)?.teaser),
    });
  }
  return out;
}
