import { describe, expect, it } from 'vitest';
import {
  asArray,
  asRecord,
  isOn,
  nonEmptyString,
  parseJson,
  splitList,
  toNumber,
  toTime,
} from '../../../src/core/values';

describe('core value readers: malformed data gives a defined result', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 1.5 ', 1.5],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [Infinity, null],
    [null, null],
    [undefined, null],
    [true, null],
  ])('toNumber(%j) → %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it.each([
    ['2026-03-04T10:00:00+01:00', Date.parse('2026-03-04T09:00:00Z')],
    [0, 0],
    [new Date(5), 5],
    [new Date('bad'), null],
    ['not a date', null],
    ['', null],
    [null, null],
    [{}, null],
  ])('toTime(%j) → %j', (value, expected) => {
    expect(toTime(value)).toBe(expected);
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['TRUE', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ])('isOn(%j) → %s', (value, expected) => {
    expect(isOn(value)).toBe(expected);
  });

  it('nonEmptyString, splitList, parseJson, asArray, asRecord', () => {
    expect(nonEmptyString('  a ')).toBe('a');
    expect(nonEmptyString('   ')).toBeNull();
    expect(nonEmptyString(3)).toBe('3');
    expect(nonEmptyString({})).toBeNull();
    expect(splitList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(splitList(['a', '', 2, null])).toEqual(['a', '2']);
    expect(splitList(null)).toEqual([]);
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('{bad')).toBeUndefined();
    expect(parseJson([1])).toEqual([1]);
    expect(asArray('x')).toEqual([]);
    expect(asRecord([])).toBeNull();
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
  });
});
