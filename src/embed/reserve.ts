/**
 * Reserves a mount point's box (issue 9). loader.js reserves the stated or default box the moment it sees a
 * mount point (src/embed/reserve-at-once.ts); the loader core calls `reserveBox` when it takes the mount
 * point on (adds what data-settings say, words the problems), the runtime calls it again (the only call for
 * `mount()` from code before the loader and for the npm components) and `refineBox` once the merged
 * settings are known (./refine-box.ts, the runtime's alone). The rules come from loader.js (`sizeRuleOf`, passed
 * on): the loader core carries no second copy of the table.
 */
import { reservedBox, sameBox, type BoxProblem, type ReservedBox, type SizeRuleOf } from '../core/layout/reserved-box';
import { applyBox, boxInputOf, readBox } from './box-style';
import { describeElement, warnInConsole } from './describe-element';

export { clearBox as releaseBox } from './box-style';

export interface BoxOptions {
  widget?: string;
  portal?: boolean;
  settings?: Record<string, unknown>;
}

const describeBox = (box: ReservedBox) =>
  box.kind === 'aspect'
    ? `aspect ratio ${Math.round(box.ratio * 100) / 100}`
    : `${box.kind === 'fixed' ? 'height' : 'min-height'} ${box.height} px`;

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** "data-height must be a size in px (e.g. 480 or "480px"), received "tall"" and the like. */
export function problemText({ source, value }: BoxProblem): string {
  const expected =
    source === 'data-height' || source === 'height'
      ? 'a size in px (e.g. 480 or "480px")'
      : 'a ratio above zero (e.g. 16:9 or 1280:464)';
  const what = source.startsWith('data-') ? source : `the ${source} setting`;
  return `${what} must be ${expected}, received ${shown(value)}`;
}

/** Problems already reported per mount point: the loader core and the runtime see the same input, warn once. */
const reported = new WeakMap<Element, Set<string>>();

export function warnProblems(el: HTMLElement, problems: BoxProblem[], box: ReservedBox): void {
  const seen = reported.get(el) ?? reported.set(el, new Set()).get(el)!;
  for (const problem of problems) {
    // Once per problem, not per box: a text estimate that grows later is no new problem to report.
    const text = problemText(problem);
    if (seen.has(text)) continue;
    seen.add(text);
    warnInConsole(`${describeElement(el)}: ${text}; reserving ${describeBox(box)}.`);
  }
}

const widgetName = (options: BoxOptions) => (options.portal ? 'portal' : String(options.widget ?? ''));

/**
 * The box from the attributes and the options' settings (or data-settings); a problem is warned once.
 * loader.js reserved the stated or default box already; settings that size the widget (data-settings)
 * change it here, the only case in which this moves anything.
 */
export function reserveBox(el: HTMLElement, options: BoxOptions, sizeRuleOf: SizeRuleOf): void {
  const rule = sizeRuleOf(widgetName(options));
  const decision = reservedBox(boxInputOf(el, options.settings, rule), rule);
  warnProblems(el, decision.problems, decision.box);
  const current = readBox(el);
  if (!current || !sameBox(current, decision.box)) applyBox(el, decision.box);
}
