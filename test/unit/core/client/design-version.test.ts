import { describe, expect, it } from 'vitest';
import {
  designVersionFromQuery,
  resolveDesignVersion,
  DESIGN_VERSION_STORAGE_KEY,
} from '../../../../src/core/client/design-version';
import type { StringStorage } from '../../../../src/core/client/storage';

function memoryStorage(initial: Record<string, string> = {}): StringStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}
const throwing: StringStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('spec 1 §1 / spec 3 §2 design version from newdesign: true or empty → v2, other → v1, kept per session, default v1', () => {
  it.each([
    ['true', 'v2'],
    ['', 'v2'],
    ['TRUE', 'v2'],
    [' true ', 'v2'],
    ['false', 'v1'],
    ['1', 'v1'],
    ['v2', 'v1'],
    [['true', 'x'], 'v2'],
    [null, null],
    [undefined, null],
  ])('query %j → %j', (value, expected) => {
    expect(designVersionFromQuery(value)).toBe(expected);
  });

  it('keeps the query choice in the injected session storage', () => {
    const s = memoryStorage();
    expect(resolveDesignVersion('', s)).toBe('v2');
    expect(s.data[DESIGN_VERSION_STORAGE_KEY]).toBe('v2');
    expect(resolveDesignVersion(undefined, s)).toBe('v2');
    expect(resolveDesignVersion('no', s)).toBe('v1');
    expect(resolveDesignVersion(null, s)).toBe('v1');
  });

  it.each([
    ['no storage', null],
    ['empty storage', memoryStorage()],
    ['garbage stored', memoryStorage({ [DESIGN_VERSION_STORAGE_KEY]: 'v9' })],
    ['storage that throws', throwing],
  ])('defaults to v1 with %s', (_label, storage) => {
    expect(resolveDesignVersion(undefined, storage)).toBe('v1');
  });

  it('still honours the query when storage throws', () => {
    expect(resolveDesignVersion('true', throwing)).toBe('v2');
  });
});
