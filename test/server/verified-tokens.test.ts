import { describe, expect, it } from 'vitest';
import { rememberVerified, VERIFIED_TOKENS_MAX, verifiedBefore } from '../../demo/server/user/verified-tokens';

const secret = () => new TextEncoder().encode(`secret-${Math.random()}`);
const claims = { sid: 's1', sub: 'u1', exp: 2_000_000_000 };

describe('spec 1 §4 access tokens: a verified token is remembered per secret, never beyond its own claims', () => {
  it('the same token under the same secret is known; under another secret it is not', () => {
    const a = secret();
    rememberVerified(a, 'tok', claims);
    expect(verifiedBefore(a, 'tok')).toEqual(claims);
    expect(verifiedBefore(secret(), 'tok')).toBeUndefined();
    expect(verifiedBefore(a, 'tok2')).toBeUndefined();
  });
  it('a token without an expiry, or with a not-before, is not remembered (each use verifies it in full)', () => {
    const a = secret();
    rememberVerified(a, 'no-exp', { ...claims, exp: Number.NaN });
    rememberVerified(a, 'nbf', claims, 1_900_000_000);
    expect(verifiedBefore(a, 'no-exp')).toBeUndefined();
    expect(verifiedBefore(a, 'nbf')).toBeUndefined();
  });
  it(`bounded: the ${VERIFIED_TOKENS_MAX.toLocaleString('en')}-first token starts the table over`, () => {
    const a = secret();
    for (let i = 0; i < VERIFIED_TOKENS_MAX; i++) rememberVerified(a, `t${i}`, claims);
    expect(verifiedBefore(a, 't0')).toBeDefined();
    rememberVerified(a, 'one-more', claims);
    expect(verifiedBefore(a, 't0')).toBeUndefined();
    expect(verifiedBefore(a, 'one-more')).toEqual(claims);
  });
});
