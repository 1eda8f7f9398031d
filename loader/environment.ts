import { chooseEnvironment, ENV_QUERY_PARAM, ENV_STORAGE_KEY, parseEnvironments, PRODUCTION_ENV } from './env';
import type { ScriptParams } from './script-params';
import { warn } from './warn';

function storage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined; // blocked storage (privacy settings, sandboxed frames)
  }
}

/** Remembers a tester's environment choice; null or production forgets it (spec 1 §7: local storage). */
export function rememberEnvironment(win: Window, name: string | null | undefined): void {
  if (name === undefined) return;
  const store = storage(win);
  if (name && name !== PRODUCTION_ENV) store?.setItem(ENV_STORAGE_KEY, name);
  else store?.removeItem(ENV_STORAGE_KEY);
}

/**
 * Applies the environment choice to `params.api`: `?cp-env=` wins and is remembered, then localStorage, then
 * production. Returns the chosen name.
 */
export function applyEnvironment(win: Window, params: ScriptParams): string {
  const envs = parseEnvironments(params.api, params.env, win.location.hostname ?? '');
  const choice = chooseEnvironment(
    envs,
    new URLSearchParams(win.location.search).get(ENV_QUERY_PARAM),
    storage(win)?.getItem(ENV_STORAGE_KEY) ?? null,
  );
  if (choice.unknown) {
    warn(
      `API environment "${choice.unknown}" is not offered here (${Object.keys(envs).sort().join(', ')}); using production`,
    );
  }
  rememberEnvironment(win, choice.remember);
  params.api = choice.api;
  return choice.name;
}
