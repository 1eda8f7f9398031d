import { describe, expect, it } from 'vitest';
import { readSessionUser } from '../../../src/state/chat/session-user';
import { documentCookies } from '../../../src/state/session';

const doc = (cookie: string) => ({ cookie }) as Document;
const session = (user: unknown) => `congress_session=${encodeURIComponent(JSON.stringify(user))}`;

describe('spec 1 §4 the chat widgets prefill the signed-in user from the session cookie (readSessionUser)', () => {
  it('a signed-in user is read, whatever other cookies there are', () => {
    expect(readSessionUser(doc(`x=1; ${session({ id: 7, email: 'a@b.c' })}`))).toEqual({ id: 7, email: 'a@b.c' });
  });

  it.each([
    ['no cookie', ''],
    ['a guest', session({ id: 7, guest: true })],
    ['broken JSON', 'congress_session=%7B'],
    ['bad URI encoding', 'congress_session=%E0%A4%A'],
  ])('%s → null', (_label, cookie) => {
    expect(readSessionUser(doc(cookie))).toBeNull();
  });
});

describe('spec 1 §4 the session store reads the user cookie through the same rule (documentCookies.read)', () => {
  it('reads and decodes the named cookie; none → null', () => {
    expect(documentCookies(doc(session({ id: 1 }))).read('congress_session')).toBe('{"id":1}');
    expect(documentCookies(doc('a=1')).read('congress_session')).toBeNull();
  });
});
