/**
 * What loader.js does for a mount point the moment it sees it (issue 9), before the host page's first paint:
 * the stated box (data-height, data-aspect-ratio) or the widget's default box, silently. The settings and
 * the problems' wording come with the loader core a round trip later (src/embed/reserve.ts), which keeps
 * this within loader.js's 2 kB budget. Nothing when the mount point already has its box.
 */
import { sizeRuleOf } from '../core/layout/size-rules';
import { ruleBox, statedBox } from '../core/layout/reserved-box';
import { BOX_ATTRIBUTE, writeBox } from './box-style';
import { mountAttribute, widgetOf } from '../contract/mount-attribute';

export function reserveAtOnce(el: HTMLElement): void {
  if (el.hasAttribute(BOX_ATTRIBUTE)) return;
  const stated = statedBox({
    height: mountAttribute(el, 'height'),
    aspectRatio: mountAttribute(el, 'aspect-ratio'),
  });
  writeBox(el, stated ?? ruleBox(sizeRuleOf(widgetOf(el))));
}
