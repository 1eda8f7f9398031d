import { describe, expect, it } from 'vitest';
import { refusedWildcards } from '../../../../src/core/host-messages/wildcards';
import { toOriginList } from '../../../../src/core/host-messages/origin';

describe('allow-list wildcards: origins are listed one by one', () => {
  it('refuses `*` and host wildcards from attribute strings and client lists', () => {
    expect(refusedWildcards('https://a.org, *', ['https://*.example.org', null, 'https://b.org'])).toEqual([
      '*',
      'https://*.example.org',
    ]);
  });

  it('accepts the whole-port pattern client configurations write (http://localhost:*) and plain origins', () => {
    expect(refusedWildcards(['http://localhost:*', ' HTTP://Localhost:*/ ', 'https://a.org'], undefined)).toEqual([]);
  });

  it('refuses exactly the starred entries the allow-list drops', () => {
    const entries = ['*', 'http://localhost:*', 'https://*.x.org', 'http://*:8080', 'https://a.org:*/path'];
    const kept = toOriginList(entries);
    expect(refusedWildcards(entries)).toEqual(['*', 'https://*.x.org', 'http://*:8080', 'https://a.org:*/path']);
    expect(kept).toEqual(['http://localhost:*']);
  });
});
