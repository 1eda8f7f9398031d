import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimHash, onClaimChanged, releaseHash } from '../../../../src/widgets/timetable/hash-claim';

const a = Symbol('first in the page');
const b = Symbol('second in the page');

function places() {
  const first = document.body.appendChild(document.createElement('div'));
  const second = document.body.appendChild(document.createElement('div'));
  return { first, second };
}

describe('one overlay for the hash among several timetables (spec 3 §4)', () => {
  afterEach(() => {
    releaseHash(a);
    releaseHash(b);
    document.body.replaceChildren();
  });

  it('a hash from outside opens in the first timetable in document order, whichever renders first', async () => {
    const { first, second } = places();
    const changed = vi.fn();
    const off = onClaimChanged(changed);
    expect(claimHash('s1', b, second)).toBe(true);
    expect(claimHash('s1', a, first)).toBe(true);
    expect(claimHash('s1', b, second)).toBe(false);
    // The displaced instance hears it after the render that took the claim.
    expect(changed).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });

  it('a later timetable never takes the hash from an earlier one', () => {
    const { first, second } = places();
    expect(claimHash('s1', a, first)).toBe(true);
    expect(claimHash('s1', b, second)).toBe(false);
    expect(claimHash('s1', a, first)).toBe(true);
  });

  it('the timetable clicked keeps its overlay, even after an earlier one', () => {
    const { first, second } = places();
    expect(claimHash('s1', b, second, true)).toBe(true);
    expect(claimHash('s1', a, first)).toBe(false);
  });

  it('instances in different trees (not comparable) keep the first claim', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    expect(claimHash('s1', b, second)).toBe(true);
    expect(claimHash('s1', a, first)).toBe(false);
  });

  it('a new hash is claimed anew; closing releases it and tells the others', () => {
    const { first, second } = places();
    const changed = vi.fn();
    const off = onClaimChanged(changed);
    expect(claimHash('s1', a, first)).toBe(true);
    expect(claimHash('s2', b, second)).toBe(true);
    releaseHash(b, true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(claimHash('s2', a, first)).toBe(true);
    off();
  });
});
