/**
 * What a page set up wrongly is told, a chunk of its own that a page set up correctly never loads: the texts of its
 * error states (src/i18n/messages/setup.ts, which the mount shell adds to the common messages) and the console lines
 * naming the mount point and what to fix, or what the client configuration's URL answered (./config-failure.ts): a
 * page whose configuration failed shows one of these states too, so both come in one request.
 */
import { WIDGET_NAMES } from '../contract/widget';
import { LOG_PREFIX } from './describe-element';

export { setupMessages } from '../i18n/messages/setup';
export { describeConfigFailure } from './config-failure';

/**
 * A widget name the contract does not know, one it knows but this build lacks, required settings missing, or an
 * allow-list with wildcards (`source` names the list).
 */
export type SetupProblem =
  | { kind: 'wildcards'; source: string; wildcards: readonly string[] }
  | { kind: 'unknown'; widget: string; where: string }
  | { kind: 'unbuilt'; widget: string; where: string }
  | { kind: 'settings'; widget: string; where: string; names?: string; request: string };

/** One console line a webmaster can act on. */
export function describeSetupProblem(problem: SetupProblem): string {
  if (problem.kind === 'wildcards')
    return `${LOG_PREFIX} ${problem.source} ${problem.wildcards.join(', ')} refused: list origins one by one.`;
  const { widget, where } = problem;
  if (problem.kind === 'unknown')
    return `${LOG_PREFIX} unknown widget "${widget}" in ${where}. Known widgets: ${WIDGET_NAMES.join(', ')}.`;
  if (problem.kind === 'unbuilt')
    return `${LOG_PREFIX} the widget "${widget}" in ${where} is part of the embedding contract but not built yet.`;
  return `${LOG_PREFIX} ${problem.names ? `the "${widget}" widget in ${where} lacks the settings ${problem.names} (not in data-settings; ${problem.request})` : `no widget settings found for ${where} (${problem.request})`}.`;
}
