import {
  API_ENVIRONMENTS,
  apiBaseUrl,
  apiEnvironmentFrom,
  type ApiEnvironment,
} from '../src/core/client/api-environment';
import { commaList, withoutTrailingSlash } from './script-params';

export { ENV_QUERY_PARAM, ENV_STORAGE_KEY } from './env-asked';
export const PRODUCTION_ENV: ApiEnvironment = 'production';
/** The reference server's default address (`npm start`). */
export const LOCAL_API = 'http://localhost:8080/api';

export type EnvironmentTable = Partial<Record<ApiEnvironment, string>>;

/** Host names of the visitor's own machine: only there is the `local` environment offered unasked. */
export const isLocalHost = (hostname: string): boolean =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i.test(hostname) || /\.localhost$/i.test(hostname);

/**
 * The named API environments (spec 1 §7: production, staging, shim, local): production is data-api, and
 * data-env adds or overrides them as `name=url` pairs:
 * `data-env="staging=https://staging.example.org/api, shim=https://shim.example.org/api"`. Other names are
 * ignored. `local` (the reference server on the visitor's machine) is offered only where data-env lists it
 * (`local` alone means LOCAL_API) or the page itself runs on localhost: otherwise one crafted `?cp-env=local`
 * link would point a visitor's widgets at their own machine, and keep them there (issue 8 item 8).
 */
export function parseEnvironments(productionApi: string, envAttr: string | undefined, pageHost = ''): EnvironmentTable {
  const envs: EnvironmentTable = isLocalHost(pageHost) ? { local: LOCAL_API } : {};
  for (const pair of commaList(envAttr)) {
    const at = pair.indexOf('=');
    if (at < 0 && pair.toLowerCase() === 'local') envs.local = LOCAL_API;
    const name = pair.slice(0, at).trim().toLowerCase();
    const url = pair.slice(at + 1).trim();
    if (at > 0 && url && (API_ENVIRONMENTS as readonly string[]).includes(name))
      envs[name as ApiEnvironment] = withoutTrailingSlash(url);
  }
  envs.production = productionApi; // data-api is production, always
  return envs;
}

export interface EnvChoice {
  name: ApiEnvironment;
  api: string;
  /** What to remember: a name, null to forget, undefined to leave storage alone. */
  remember?: string | null;
  /** A name that was asked for but is unknown or has no URL here (reported as a warning). */
  unknown?: string;
}

/**
 * The query parameter wins and is remembered, then the remembered name, then production. A name that is not
 * one of the four, or has no URL on this page, falls back to production (and a stale choice is forgotten).
 * Names compare case-insensitively (src/core `apiEnvironmentFrom`).
 */
export function chooseEnvironment(
  envs: EnvironmentTable,
  queryValue: string | null,
  storedValue: string | null,
): EnvChoice {
  const asked = queryValue || storedValue;
  const name = apiEnvironmentFrom(asked);
  const api = apiBaseUrl(name, envs) ?? '';
  if (name === PRODUCTION_ENV || !envs[name]) {
    const unknown = asked && asked.trim().toLowerCase() !== PRODUCTION_ENV ? asked : undefined;
    return { name: PRODUCTION_ENV, api, remember: asked ? null : undefined, unknown };
  }
  return { name, api, remember: queryValue ? name : undefined };
}
