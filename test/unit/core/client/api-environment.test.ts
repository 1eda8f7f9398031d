import { describe, expect, it } from 'vitest';
import { apiBaseUrl, apiEnvironmentFrom } from '../../../../src/core/client/api-environment';

describe('spec 1 §7 API environment: production, staging, shim or local from the stored value', () => {
  it.each([
    ['production', 'production'],
    ['staging', 'staging'],
    ['shim', 'shim'],
    ['local', 'local'],
    [' Staging ', 'staging'],
    ['qa', 'production'],
    ['', 'production'],
    [null, 'production'],
    [3, 'production'],
  ])('%j → %s', (stored, expected) => {
    expect(apiEnvironmentFrom(stored)).toBe(expected);
  });

  const table = { production: 'https://api.example.org', staging: 'https://staging.example.org', local: '  ' };
  it.each([
    ['staging', 'https://staging.example.org'],
    ['local', 'https://api.example.org'],
    ['shim', 'https://api.example.org'],
    [undefined, 'https://api.example.org'],
  ])('base URL for %j → %s (blank or missing entries fall back to production)', (stored, expected) => {
    expect(apiBaseUrl(stored, table)).toBe(expected);
  });

  it('gives null when no usable URL exists', () => {
    expect(apiBaseUrl('staging', null)).toBeNull();
    expect(apiBaseUrl('staging', { staging: 5 })).toBeNull();
  });
});
