import { commaList, withoutTrailingSlash } from './script-params';

/** localStorage key remembering a tester's environment choice (spec 1 §7: "saved in local storage"). */
export const ENV_STORAGE_KEY = 'congress-portal:env';
/** Query parameter switching the environment: `?cp-env=staging`; `?cp-env=production` goes back. */
export const ENV_QUERY_PARAM = 'cp-env';
export const PRODUCTION_ENV = 'production';
/** The reference server's default address (`npm start`). */
export const LOCAL_API = 'http://localhost:8080/api';

/**
 * The named API environments (spec 1 §7: production, staging, shim, local): production is data-api,
 * local is the reference server on this machine, further names come from data-env as `name=url` pairs:
 * `data-env="staging=https://staging.example.org/api, shim=https://shim.example.org/api"`.
 */
export function parseEnvironments(productionApi: string, envAttr: string | undefined): Record<string, string> {
  const envs: Record<string, string> = { [PRODUCTION_ENV]: productionApi, local: LOCAL_API };
  for (const pair of commaList(envAttr)) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const url = pair.slice(at + 1).trim();
    if (at > 0 && url) envs[name] = withoutTrailingSlash(url);
  }
  return envs;
}

export interface EnvChoice {
  name: string;
  api: string;
  /** What to remember: a name, null to forget, undefined to leave storage alone. */
  remember?: string | null;
  /** An unknown name that was asked for (reported as a warning). */
  unknown?: string;
}

/**
 * Pure chooser: the query parameter wins and is remembered, then the remembered name, then production.
 * Unknown names fall back to production (a stale choice is forgotten).
 */
export function chooseEnvironment(envs: Record<string, string>, queryValue: string | null,
  storedValue: string | null): EnvChoice {
  const asked = queryValue || storedValue;
  if (!asked || asked === PRODUCTION_ENV || !Object.hasOwn(envs, asked)) {
    return {
      name: PRODUCTION_ENV, api: envs[PRODUCTION_ENV],
      remember: asked ? null : undefined,
      unknown: asked && asked !== PRODUCTION_ENV ? asked : undefined,
    };
  }
  return { name: asked, api: envs[asked], remember: queryValue ? asked : undefined };
}
