import { nonEmptyString } from '../values';

/** Translation keys of an error page layout (spec 1 §2, §8): title, subtitle, subtext, button. */
export interface ErrorPageKeys {
  title: string;
  subtitle: string;
  subtext: string;
  button: string;
}

/**
 * Error page texts (spec 1 §8): an unknown route shows PageNotFound with error.404.*; a server or unexpected route
 * error shows ErrorPage with error.500.*. Any status other than 404 uses the 500 texts.
 */
export function errorPageKeys(status: unknown): ErrorPageKeys {
  const code = Number(status) === 404 ? '404' : '500';
  return {
    title: `error.${code}.title`,
    subtitle: `error.${code}.subtitle`,
    subtext: `error.${code}.subtext`,
    button: `error.${code}.button`,
  };
}

/** Auto-login init failure message key 'login.{method}.errorMessage' (spec 1 §8, spec 3 §8). */
export function autoLoginErrorKey(method: unknown): string {
  return `login.${nonEmptyString(method) ?? 'default'}.errorMessage`;
}

/**
 * No-results text key (spec 1 §8, spec 2 §2, §8): header.search.noResults for an empty search or listing;
 * widgets.resources.noResults for an empty widget list.
 */
export function noResultsKey(inWidget: boolean): string {
  return inWidget === true ? 'widgets.resources.noResults' : 'header.search.noResults';
}
