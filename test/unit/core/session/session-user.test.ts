import { describe, expect, it } from 'vitest';
import { cookieValue, parseSessionUser, SESSION_COOKIE_NAME } from '../../../../src/core/session/session-cookie';
import { sessionCookieUser } from '../../../../src/core/tracking/tracker-user';

const encoded = (user: unknown) => encodeURIComponent(JSON.stringify(user));

describe('spec 1 §4 the session cookie holds the user as URI-encoded JSON: cookieValue reads one cookie of document.cookie', () => {
  const cookies = `a=1; ${SESSION_COOKIE_NAME}=${encoded({ id: 7, name: 'Ann Lee' })}; b=2`;

  it('finds the cookie by its exact name and decodes its value', () => {
    expect(cookieValue(cookies, SESSION_COOKIE_NAME)).toBe('{"id":7,"name":"Ann Lee"}');
    expect(cookieValue(cookies, 'b')).toBe('2');
  });

  it.each([
    ['no such cookie', 'a=1; b=2', SESSION_COOKIE_NAME],
    ['a name that only starts the same', `${SESSION_COOKIE_NAME}_x=1`, SESSION_COOKIE_NAME],
    ['an empty cookie string', '', SESSION_COOKIE_NAME],
    ['a value that is not valid URI encoding', `${SESSION_COOKIE_NAME}=%E0%A4%A`, SESSION_COOKIE_NAME],
  ])('%s → null', (_label, all, name) => {
    expect(cookieValue(all, name)).toBeNull();
  });

  it('an empty value stays an empty string (the reader decides what it means)', () => {
    expect(cookieValue(`${SESSION_COOKIE_NAME}=`, SESSION_COOKIE_NAME)).toBe('');
  });
});

describe('spec 1 §4 the user only is kept in the cookie: parseSessionUser gives its JSON object, anything else null', () => {
  it('a JSON object is the user, guest or not (each reader adds its own rule)', () => {
    expect(parseSessionUser('{"id":7,"email":"a@b.c"}')).toEqual({ id: 7, email: 'a@b.c' });
    expect(parseSessionUser('{"guest":true}')).toEqual({ guest: true });
  });

  it.each([
    ['no value', null],
    ['undefined', undefined],
    ['an empty value', ''],
    ['broken JSON', '{"id":'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"user"'],
    ['JSON false', 'false'],
  ])('%s → null', (_label, raw) => {
    expect(parseSessionUser(raw)).toBeNull();
  });
});

describe('spec 3 §7 / §5 trackers read the user id and uuid from the session cookie (sessionCookieUser, on parseSessionUser)', () => {
  it.each([
    ['a user with id and uuid', '{"id":7,"uuid":"u-1"}', { id: '7', uuid: 'u-1' }],
    ['a string id, no uuid', '{"id":"a7"}', { id: 'a7', uuid: null }],
    ['an empty uuid', '{"id":7,"uuid":""}', { id: '7', uuid: null }],
    ['a guest', '{"id":7,"guest":true}', null],
    ['no id', '{"name":"Ann"}', null],
    ['broken JSON', '{', null],
    ['not a string', 7, null],
  ])('%s → %j', (_label, raw, expected) => {
    expect(sessionCookieUser(raw)).toEqual(expected);
  });
});
