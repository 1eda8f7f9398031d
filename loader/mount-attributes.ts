import type { MountOptions } from '../src/embed/runtime-api';

export const MOUNT_SELECTOR = '[data-congress-widget],[data-congress-portal]';

/** A mount point's options, and what is wrong with its data-settings (warned about, shown by the runtime). */
export interface ParsedMount {
  options: MountOptions;
  settingsProblem?: string;
}

/** data-settings → object, or the reason it is not one. */
function parseSettings(text: string): { settings?: Record<string, unknown>; problem?: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { settings: value as Record<string, unknown> };
    return {
      problem: `data-settings must be a JSON object, received ${Array.isArray(value) ? 'an array' : String(value)}`,
    };
  } catch (error) {
    return { problem: `data-settings is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Reads a mount point's attributes (README "Mount attributes"): data-congress-widget or data-congress-portal
 * (+ data-base-path, data-document-title, data-consent-manager), data-project, data-name (default `default`),
 * data-channel, data-settings (JSON object), data-client, data-locale, data-eager (present and not "false"),
 * data-structured-data ("off": no JSON-LD in the page's head).
 */
export function readMountAttributes(el: Element): ParsedMount {
  const data = (el as HTMLElement).dataset ?? {};
  const options: MountOptions = {};
  let settingsProblem: string | undefined;
  if (data.congressPortal !== undefined && data.congressWidget === undefined) {
    options.portal = true;
    if (data.basePath) options.basePath = data.basePath;
    if (data.documentTitle !== undefined && data.documentTitle !== 'false') options.documentTitle = true;
    if (data.consentManager === 'host') options.consentManager = 'host';
  } else {
    options.widget = data.congressWidget?.trim() || undefined;
    options.name = data.name || 'default';
  }
  if (data.project) options.project = data.project;
  if (data.channel) options.channel = data.channel;
  if (data.client) options.client = data.client;
  if (data.locale) options.locale = data.locale;
  if (data.eager !== undefined && data.eager !== 'false') options.eager = true;
  if (data.structuredData === 'off') options.structuredData = false;
  if (data.settings) {
    const parsed = parseSettings(data.settings);
    if (parsed.settings) options.settings = parsed.settings;
    settingsProblem = parsed.problem;
  }
  return { options, settingsProblem };
}

/** The first reason these options cannot mount as given, if any. */
export function mountProblem(options: MountOptions, settingsProblem?: string): string | undefined {
  if (!options.portal && !options.widget) return 'no widget name given (data-congress-widget or the widget option)';
  return settingsProblem;
}
