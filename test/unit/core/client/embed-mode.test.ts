import { describe, expect, it } from 'vitest';
import { embedMode } from '../../../../src/core/client/embed-mode';

describe('spec 3 §2 query embedmode (fill or default)', () => {
  it.each([
    ['fill', 'fill'],
    [' FILL ', 'fill'],
    ['default', 'default'],
    ['', 'default'],
    ['full', 'default'],
    [undefined, 'default'],
    [['fill'], 'default'],
  ])('%j → %s', (value, expected) => {
    expect(embedMode(value)).toBe(expected);
  });
});
