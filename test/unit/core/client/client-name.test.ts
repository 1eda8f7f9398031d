import { describe, expect, it } from 'vitest';
import { clientNameFromHost, DEFAULT_CLIENT_NAME } from '../../../../src/core/client/client-name';

describe('spec 1 §1 / spec 3 §8 client-name fallback: second-level host name, demo for localhost and numeric hosts', () => {
  it.each([
    ['www.esc.org', 'esc'],
    ['esc.org', 'esc'],
    ['congress.nordic.example', 'nordic'],
    ['WWW.ESC.ORG', 'esc'],
    ['www.esc.org:8080', 'esc'],
    ['www.esc.org.', 'esc'],
    ['https://www.esc.org/library?q=1', 'esc'],
    ['user@www.esc.org', 'esc'],
    ['intranet', 'intranet'],
    ['  www.esc.org  ', 'esc'],
    ['www.esc.co.uk', 'esc'],
    ['congress.com.au', 'congress'],
    ['co.uk', 'co'],
    ['portal.esc.de', 'esc'],
  ])('%s → %s', (host, expected) => {
    expect(clientNameFromHost(host)).toBe(expected);
  });

  it.each([
    'localhost',
    'localhost:3000',
    'app.localhost',
    '127.0.0.1',
    '10.0.0.1:8080',
    '::1',
    '[::1]:8080',
    '[2001:db8::1]',
    '2001:db8::1',
    '',
    '   ',
    '.',
    ':8080',
  ])('%j → demo', (host) => {
    expect(clientNameFromHost(host)).toBe(DEFAULT_CLIENT_NAME);
  });

  it.each([null, undefined, 42, {}])('malformed input %j → demo without throwing', (host) => {
    expect(clientNameFromHost(host as unknown as string)).toBe('demo');
  });
});
