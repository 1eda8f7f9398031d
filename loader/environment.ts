/**
 * The environment switch (spec 1 §7), a chunk of its own: the loader core imports it only where someone asked for an
 * environment (loader/env-asked.ts) or calls `setEnv()`.
 */
import { chooseEnvironment, parseEnvironments, PRODUCTION_ENV } from './env';
import { askedEnvironment, ENV_STORAGE_KEY, storage } from './env-asked';
import type { ScriptParams } from './script-params';
import { warn } from './warn';

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
  const asked = askedEnvironment(win);
  const choice = chooseEnvironment(envs, asked?.query ?? null, asked?.stored ?? null);
  if (choice.unknown) {
    warn(
      `API environment "${choice.unknown}" is not offered here (${Object.keys(envs).sort().join(', ')}); using production`,
    );
  }
  rememberEnvironment(win, choice.remember);
  params.api = choice.api;
  return choice.name;
}
