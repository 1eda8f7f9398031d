/** Builds mountWidget dependencies from fakes: an in-memory API, a registry of test widgets. */
import { vi } from 'vitest';
import { HttpError } from '../../../src/api/errors';
import type { ApiClient } from '../../../src/api/types';
import type { WidgetDefinition, WidgetProps } from '../../../src/contract/widget';
import { createHostBus } from '../../../src/embed/host-bus';
import { createConfigSource } from '../../../src/embed/client-config';
import { createPollScheduler } from '../../../src/state/poll-scheduler';
import type { MountDeps } from '../../../src/embed/mount';
import type { ClientConfig } from '../../../src/core/types';
import type { WidgetLoader } from '../../../src/embed/widget-registry';
import { sizeRuleOf } from '../../../src/core/layout/size-rules';

export const config = {
  id: 1,
  name: 'demo',
  title: 'Demo',
  theme_color: '#aa0000',
  projects: {},
  groups: {},
  menuitems: [],
  languages: [{ short_code: 'en', pivot: { default: 1 } }],
} as unknown as ClientConfig;

export type Routes = Record<string, unknown | (() => unknown)>;

/** A fake API: each route answers data, or throws when the value is an Error. */
export function fakeApi(routes: Routes, client = 'demo'): ApiClient {
  const get = vi.fn(async (path: string) => {
    const entry = Object.hasOwn(routes, path) ? routes[path] : new HttpError(404, { url: path });
    const value = typeof entry === 'function' ? (entry as () => unknown)() : entry;
    if (value instanceof Error) throw value;
    return value;
  });
  return { base: 'http://api', client, get: get as ApiClient['get'], list: vi.fn() as unknown as ApiClient['list'] };
}

export function echoWidget(
  overrides: Partial<WidgetDefinition<Record<string, unknown>>> = {},
): WidgetDefinition<Record<string, unknown>> {
  return {
    name: 'html-text',
    styles: '.echo { color: red; }',
    defaults: { a: 'default', b: 'default', c: 'default' },
    messages: { en: { 'echo.hello': 'Hello' }, de: { 'echo.hello': 'Hallo' } },
    settingsRule: { required: [] },
    Component: ({ settings, context }: WidgetProps<Record<string, unknown>>) => (
      <p className="echo" data-settings={JSON.stringify(settings)}>
        {context.t('echo.hello')}
      </p>
    ),
    ...overrides,
  };
}

export function deps(
  options: {
    routes?: Routes;
    registry?: Record<string, WidgetLoader>;
    clientConfig?: ClientConfig | null;
    locale?: string;
    chunkTimeoutMs?: number;
  } = {},
): MountDeps & { emit: ReturnType<typeof vi.fn> } {
  const emit = vi.fn();
  const init = {
    apiBase: 'http://api',
    cdnBase: '',
    client: 'demo',
    allowedOrigins: [],
    emit,
    locale: options.locale,
    clientConfig: Promise.resolve(options.clientConfig === undefined ? config : options.clientConfig),
    sizeRuleOf,
  };
  return {
    emit,
    init,
    api: fakeApi({ 'demo/translations/en': { data: {} }, 'demo/translations/de': { data: {} }, ...options.routes }),
    scheduler: createPollScheduler({ document: null }),
    bus: createHostBus({ window, allowedOrigins: [], emit }),
    registry: options.registry ?? { 'html-text': async () => ({ default: echoWidget() }) },
    config: createConfigSource('demo', init.clientConfig),
    now: () => 0,
    chunkTimeoutMs: options.chunkTimeoutMs,
  };
}

export function host(attrs: Record<string, string> = { 'data-congress-widget': 'html-text' }): HTMLElement {
  const el = document.createElement('div');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

export const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';
