import { asRecord, nonEmptyString, parseJson } from '../values';

/** A portal in widget mode: the URL patterns its links follow (keys cr, event, speaker; spec 3 §2 Widget mode). */
export interface PortalWidgetMode {
  urlPatterns: Record<string, unknown>;
}

/**
 * Whether a portal runs in widget mode (spec 2 §1: "the same views can run embedded as a widget in a host page (links
 * then open in the top window or follow configured URL patterns)"), read from its mount element's
 * `data-url-patterns`: a JSON object of URL patterns keyed cr, event, speaker. Given, the portal is in widget mode
 * and a kind without a pattern has no link (spec 2 §2 Search dialog); absent or blank, it is not. A value that is not
 * a JSON object is not widget mode either, with a `warning` that says what was expected and what came.
 * @example portalWidgetMode('{"cr": "https://host.example/talks/###slug###"}') // { widgetMode: { urlPatterns: { cr: … } }, warning: null }
 */
export function portalWidgetMode(attribute: unknown): { widgetMode: PortalWidgetMode | null; warning: string | null } {
  const text = nonEmptyString(attribute);
  if (text === null) return { widgetMode: null, warning: null };
  const patterns = asRecord(parseJson(text));
  if (patterns === null) {
    return {
      widgetMode: null,
      warning: `data-url-patterns expected a JSON object such as {"cr": "/talks/###slug###"} but received ${JSON.stringify(text.slice(0, 80))}`,
    };
  }
  return { widgetMode: { urlPatterns: patterns }, warning: null };
}
