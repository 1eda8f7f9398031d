import type { Person } from 'schema-dts';
import { asRecord } from '../values';
import { speakerName } from './common';
import { DESCRIPTION_MAX } from './event';
import { plainText } from './text';
import { absoluteUrl, linkOf, type LinkBase } from './urls';

/**
 * A speaker's page as a Person: name, academic title as `honorificPrefix`, affiliation, image, the vita as plain
 * text, the place they work in as `workLocation`. Null without a name or a page URL.
 */
export function speakerPerson(speaker: unknown, links: LinkBase): Person | null {
  const s = asRecord(speaker);
  const name = speakerName(s);
  const url = linkOf('speaker', s, links);
  if (!s || !name || !url) return null;
  const node: Person = { '@type': 'Person', '@id': url, name, url };
  const title = plainText(s.title);
  if (title) node.honorificPrefix = title;
  const organization = plainText(s.organization);
  if (organization) node.affiliation = { '@type': 'Organization', name: organization };
  const image = absoluteUrl(s.image, links.api ?? links.page);
  if (image) node.image = image;
  const vita = plainText(s.vita, DESCRIPTION_MAX);
  if (vita) node.description = vita;
  const place = plainText(s.location) ?? plainText([s.city, s.country].filter(Boolean).join(', '));
  if (place) node.workLocation = { '@type': 'Place', name: place };
  return node;
}
