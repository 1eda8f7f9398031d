/** A WidgetContext built from fakes for widget unit tests. */
import { vi } from 'vitest';
import type { ApiClient } from '../../../src/api/types';
import type { WidgetContext } from '../../../src/contract/widget';
import type { ClientConfig } from '../../../src/core/types';
import { createTranslate } from '../../../src/i18n/translate';
import { commonMessages } from '../../../src/i18n/messages/common';
import type { Messages } from '../../../src/i18n/types';

export function widgetContext(
  options: {
    config?: Partial<ClientConfig> | null;
    get?: (path: string, query?: unknown) => Promise<unknown>;
    messages?: Messages;
    nonce?: string;
  } = {},
): WidgetContext {
  const api: ApiClient = {
    base: 'http://api.example.org/api',
    client: 'demo',
    get: vi.fn(options.get ?? (async () => ({}))) as ApiClient['get'],
    list: vi.fn() as unknown as ApiClient['list'],
  };
  return {
    client: 'demo',
    project: 'p',
    name: 'default',
    locale: 'en',
    clientConfig: (options.config === undefined ? { whitelistUrls: [] } : options.config) as ClientConfig | null,
    api,
    scheduler: { subscribe: vi.fn(() => () => undefined) },
    host: { emit: vi.fn(), onFilter: vi.fn(() => () => undefined), shareFilter: vi.fn() },
    t: createTranslate('en', [options.messages ?? { en: {}, de: {} }, commonMessages]),
    root: document.createElement('div').attachShadow({ mode: 'open' }),
    now: () => 0,
    signal: new AbortController().signal,
    nonce: options.nonce,
  };
}
