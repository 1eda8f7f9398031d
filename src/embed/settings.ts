/**
 * Widget settings: definition defaults ← server settings (GET {client}/widgets/{project}/{widget}/{name})
 * ← `options.settings` (data-settings). A 404 means "no widget settings found" (spec 3 §8) — an error only
 * for widgets that require server settings.
 */
import type { WidgetSettingsResponse } from '../core/types';
import { isHttpError } from '../api/errors';
import type { ApiClient } from '../api/types';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shallow merge of plain objects, later wins; non-objects are skipped. Nested objects merge one level deep. */
export function mergeSettings<S extends Record<string, unknown>>(defaults: S, ...layers: unknown[]): S {
  const out: Record<string, unknown> = { ...defaults };
  for (const layer of layers) {
    if (!isPlainObject(layer)) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? { ...(out[key] as object), ...value } : value;
    }
  }
  return out as S;
}

export type ServerSettingsResult =
  | { kind: 'found'; settings: Record<string, unknown> }
  | { kind: 'missing' }
  | { kind: 'failed'; error: unknown };

export async function fetchServerSettings(
  api: ApiClient,
  project: string | undefined,
  widget: string,
  name: string,
  signal?: AbortSignal,
): Promise<ServerSettingsResult> {
  if (!project) return { kind: 'missing' };
  const path = [api.client, 'widgets', project, widget, name].map(encodeURIComponent).join('/');
  try {
    const answer = await api.get<WidgetSettingsResponse>(path, undefined, { signal });
    const settings = answer?.data?.settings;
    return { kind: 'found', settings: isPlainObject(settings) ? settings : {} };
  } catch (error) {
    // A 404 for an unknown client (code client_not_found) is a failure, not a missing entry.
    if (isHttpError(error) && error.status === 404 && (!error.code || error.code === 'widget_settings_not_found')) {
      return { kind: 'missing' };
    }
    return { kind: 'failed', error };
  }
}
