import type { Organization, Person } from 'schema-dts';
import { asArray, asRecord, nonEmptyString } from '../values';
import type { ClientConfig } from '../types';
import { plainText } from './text';
import { absoluteUrl, linkOf, type LinkBase } from './urls';

/** What every builder needs besides the item: where things live, the project's zone and who organises it. */
export interface Scope {
  links: LinkBase;
  /** The project's IANA zone (or a fixed offset such as '+02:00'); null: keep the data's own offsets. */
  zone: string | null;
  organizer: Organization | null;
}

/** A speaker's display name: title (PD Dr.), first and last name; null without a name. */
export function speakerName(speaker: unknown): string | null {
  const s = asRecord(speaker);
  if (!s) return null;
  const first = plainText(s.firstname);
  const last = plainText(s.lastname);
  return (first && last ? `${first} ${last}` : (first ?? last)) || plainText(s.public_name) || plainText(s.name);
}

/** A performer or speaker as a Person: name and, where the speaker has a page, its URL. */
export function personRef(speaker: unknown, links: LinkBase): Person | null {
  const name = speakerName(speaker);
  if (!name) return null;
  const url = linkOf('speaker', speaker, links);
  return url ? { '@type': 'Person', name, url } : { '@type': 'Person', name };
}

export function performersOf(speakers: unknown, links: LinkBase): Person[] {
  const out: Person[] = [];
  for (const s of asArray(speakers)) {
    const p = personRef(s, links);
    if (p) out.push(p);
  }
  return out;
}

/**
 * The organiser of a project's events (Google Event: organizer.name, organizer.url): the society (the project's
 * group) or else the client, with the client's home page where it has one and else the host page's origin.
 */
export function organizerOf(
  config: ClientConfig | null | undefined,
  project: unknown,
  links: LinkBase,
): Organization | null {
  const group = nonEmptyString(asRecord(project)?.group);
  const owner = (group && asRecord(config?.groups)?.[group]) || config;
  const name = plainText(asRecord(owner)?.title);
  if (!name) return null;
  const home =
    absoluteUrl(asRecord(project)?.homeTargetUrl, links.page) ??
    absoluteUrl(config?.homeTargetUrl, links.page) ??
    absoluteUrl('/', links.page);
  return home ? { '@type': 'Organization', name, url: home } : { '@type': 'Organization', name };
}

/** True for 1, '1', true, 'true', 'yes' (API flags arrive in every spelling). */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(1|true|yes)$/i.test(value.trim()));
}
