import { describe, expect, it, vi } from 'vitest';
import { loadClientTranslations } from '../../../src/api/client-translations';
import type { ApiClient } from '../../../src/api/types';

const api = (get: (path: string) => Promise<unknown>, client = 'c1'): ApiClient => ({
  base: `http://api/${Math.random()}`,
  client,
  get: vi.fn(get) as ApiClient['get'],
  list: vi.fn() as unknown as ApiClient['list'],
});

describe('client overrides of translation keys: GET {client}/translations/{lang}', () => {
  it('keeps only string texts and asks once per client and language', async () => {
    const client = api(async () => ({ data: { 'a.b': 'Text', bad: 5, nested: { x: 1 } } }));
    expect(await loadClientTranslations(client, 'de')).toEqual({ 'a.b': 'Text' });
    await loadClientTranslations(client, 'de');
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('c1/translations/de');
  });

  it('a failure costs only the overrides (logged), and the next call asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const client = api(async () => {
      if (fail) throw new Error('down');
      return { data: { k: 'v' } };
    });
    expect(await loadClientTranslations(client, 'en')).toEqual({});
    expect(warn).toHaveBeenCalled();
    fail = false;
    expect(await loadClientTranslations(client, 'en')).toEqual({ k: 'v' });
    warn.mockRestore();
  });

  it.each([[null], ['text'], [{ data: null }], [{ data: [1, 2] }]])(
    'tolerates the malformed answer %j',
    async (answer) => {
      expect(
        await loadClientTranslations(
          api(async () => answer),
          'en',
        ),
      ).toEqual({});
    },
  );
});
