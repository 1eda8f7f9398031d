/**
 * What a page set up wrongly is told (./setup-problems.ts), loaded when a mount first has a state to show that it has
 * no text for, or the runtime a set-up problem to report: its error states' texts join the common messages every
 * mount's translations read. A failed load is tried again next time.
 */
import { commonMessages } from '../i18n/messages/common';
import { LOG_PREFIX } from './describe-element';
import type { SetupProblem } from './setup-problems';

let setupChunk: Promise<typeof import('./setup-problems')> | undefined;

export const loadSetupProblems = () =>
  (setupChunk ??= import('./setup-problems').then(
    (m) => {
      Object.assign(commonMessages.en, m.setupMessages.en);
      Object.assign(commonMessages.de, m.setupMessages.de);
      return m;
    },
    (error: unknown) => {
      setupChunk = undefined;
      throw error;
    },
  ));

/** The console line of a set-up problem, worded by the chunk (without it, the problem as it is). */
export const warnSetup = (problem: SetupProblem) =>
  loadSetupProblems().then(
    (m) => console.warn(m.describeSetupProblem(problem)),
    () => console.warn(LOG_PREFIX, problem),
  );
