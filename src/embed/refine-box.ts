/**
 * The runtime's second look at a mount point's box (issue 9), in a module of its own: the loader core, which carries
 * src/embed/reserve.ts for its first look, does not carry this one.
 */
import { reservedBox, sameBox, type SizeRule } from '../core/layout/reserved-box';
import { applyBox, boxInputOf, readBox } from './box-style';
import { warnProblems } from './reserve';

/**
 * The box again with the merged settings and the widget's rule (its definition's, else its entry of the table). A box the webmaster stated never
 * changes; otherwise a different box replaces the first one (settings that size a widget belong in
 * data-settings, or the box is stated, and then this moves nothing). A content estimate only grows:
 * shrinking would pull up what follows the widget.
 */
export function refineBox(el: HTMLElement, settings: Record<string, unknown>, rule: SizeRule): void {
  const decision = reservedBox(boxInputOf(el, settings, rule), rule);
  warnProblems(el, decision.problems, decision.box);
  const current = readBox(el);
  if (decision.stated || (current && sameBox(current, decision.box))) return;
  if (current?.kind === 'content' && decision.box.kind === 'content' && decision.box.height < current.height) return;
  applyBox(el, decision.box);
}
