import { describe, expect, it } from 'vitest';
import { createHostMessage } from '../../../../src/core/host-messages/envelope';
import { parseHostMessage } from '../../../../src/core/host-messages/parse';

const env = (type: unknown, payload?: unknown, extra: Record<string, unknown> = {}) => ({
  source: 'congress-portal',
  version: 1,
  type,
  payload,
  ...extra,
});

describe('spec 3 §2 Widget mode: host message envelope validation', () => {
  it.each([
    ['register', env('register'), { type: 'register', payload: {} }],
    [
      'register with a request id',
      env('register', { requestId: 7 }),
      { type: 'register', payload: { requestId: '7' } },
    ],
    ['hasOnAirChannel', env('hasOnAirChannel', {}), { type: 'hasOnAirChannel', payload: {} }],
    [
      'Widget.SetFilter with a value',
      env('Widget.SetFilter', { sourceId: 'topics', filterValue: 'Cardiology' }),
      { type: 'Widget.SetFilter', payload: { sourceId: 'topics', filterValue: 'Cardiology' } },
    ],
    [
      'Widget.AddFilter with a numeric value',
      env('Widget.AddFilter', { sourceId: 'day', filterValue: 2 }),
      { type: 'Widget.AddFilter', payload: { sourceId: 'day', filterValue: '2' } },
    ],
    [
      'a filter message without a value clears the filter',
      env('Widget.SetFilter', { sourceId: 'topics' }),
      { type: 'Widget.SetFilter', payload: { sourceId: 'topics', filterValue: null } },
    ],
    [
      'an empty filter value clears the filter',
      env('Widget.SetFilter', { sourceId: 'topics', filterValue: '' }),
      { type: 'Widget.SetFilter', payload: { sourceId: 'topics', filterValue: null } },
    ],
  ])('accepts %s', (_title, data, expected) => {
    const result = parseHostMessage(data);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.message).toMatchObject({ source: 'congress-portal', version: 1, ...expected });
  });

  it.each([
    ['null', null, 'not an object'],
    ['a string', 'Widget.SetFilter', 'not an object'],
    ['an array', [], 'not an object'],
    ['another source', { ...env('register'), source: 'other-sdk' }, 'not a congress-portal message'],
    ['no source (legacy bare message)', { type: 'Widget.SetFilter', sourceId: 'x' }, 'not a congress-portal message'],
    ['version 2', env('register', {}, { version: 2 }), 'unsupported version 2'],
    ['version as a string', env('register', {}, { version: '1' }), 'unsupported version 1'],
    ['an unknown type', env('Widget.Explode'), 'unknown type "Widget.Explode"'],
    ['a numeric type', env(5), 'unknown type 5'],
    ['a payload that is an array', env('register', []), 'payload must be an object'],
    ['a payload that is a string', env('Widget.SetFilter', 'topics'), 'payload must be an object'],
    [
      'a filter without sourceId',
      env('Widget.SetFilter', { filterValue: 'x' }),
      'payload.sourceId must be a non-empty string',
    ],
    [
      'a filter with a blank sourceId',
      env('Widget.AddFilter', { sourceId: '  ', filterValue: 'x' }),
      'payload.sourceId must be a non-empty string',
    ],
    [
      'a filter value that is an object',
      env('Widget.SetFilter', { sourceId: 'a', filterValue: { x: 1 } }),
      'payload.filterValue must be a string, number or missing, got object',
    ],
    [
      'a filter value that is an array',
      env('Widget.SetFilter', { sourceId: 'a', filterValue: ['x'] }),
      'payload.filterValue must be a string, number or missing, got array',
    ],
    ['a request id that is an object', env('hasOnAirChannel', { requestId: {} }), 'payload.requestId must be a string'],
  ])('rejects %s', (_title, data, reason) => {
    expect(parseHostMessage(data)).toEqual({ ok: false, reason });
  });

  it('createHostMessage builds the versioned envelope', () => {
    expect(createHostMessage('ready', { version: 1 })).toEqual({
      source: 'congress-portal',
      version: 1,
      type: 'ready',
      payload: { version: 1 },
    });
  });
});
