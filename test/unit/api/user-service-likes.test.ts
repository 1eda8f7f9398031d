/**
 * The user service's like reads (spec 2 §7, docs/api.md "Likes"): alreadyLiked for one item, and the one batch per
 * list, with the user's liked ids (`meta.liked`) when a user is named and null when the server leaves them out.
 */
import { describe, expect, it } from 'vitest';
import { createUserService } from '../../../src/api/user-service';

function service(body: unknown) {
  const urls: string[] = [];
  const users = createUserService({
    base: 'http://api.test/api/',
    client: 'demo',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new Request(input, init).url);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  });
  return { users, urls };
}

describe('spec 2 §7 likes: alreadyLiked and the batch counts', () => {
  it('alreadyLiked: GET {client}/{type}/{id}/like/{user}, the user encoded', async () => {
    const { users, urls } = service({ data: { alreadyLiked: true, likes: 3 } });
    expect(await users.alreadyLiked('congressresources', '12', 'jwt|a b')).toEqual({ alreadyLiked: true, likes: 3 });
    expect(urls).toEqual(['http://api.test/api/demo/congressresources/12/like/jwt%7Ca%20b']);
  });
  it.each([
    [
      'with a user: user_id after resourceIds, meta.liked read as strings',
      'u1',
      { data: { 1: 4, 2: 0 }, meta: { liked: [2] } },
      '&user_id=u1',
      ['2'],
    ],
    [
      'with a user, a server without meta.liked: null (the flags are unknown)',
      'u1',
      { data: { 1: 4, 2: 0 } },
      '&user_id=u1',
      null,
    ],
    ['a visitor: no user_id, no flags', null, { data: { 1: 4, 2: 0 } }, '', null],
  ])('batch %s', async (_name, user, body, query, liked) => {
    const { users, urls } = service(body);
    expect(await users.likeCounts('congressresources', ['1', '2'], user)).toEqual({ counts: { 1: 4, 2: 0 }, liked });
    expect(urls).toEqual([`http://api.test/api/demo/congressresources/like?resourceIds=1,2${query}`]);
  });
});
