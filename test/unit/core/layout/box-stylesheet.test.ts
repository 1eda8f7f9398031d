import { describe, expect, it } from 'vitest';
import {
  boxDeclarations,
  boxStylesheet,
  MOUNT_SYNTAXES,
  type MountSyntax,
} from '../../../../src/core/layout/box-stylesheet';
import type { SizeRule } from '../../../../src/core/layout/reserved-box';
import { SIZE_RULES } from '../../../../src/core/layout/size-rules';

const css = boxStylesheet();
const rules = css.trim().split('\n');
/** A default box steps aside where either syntax states a box (or loader.js has written its own). */
const UNSTATED = ':not([data-cp-box],[data-height],[data-aspect-ratio],[height],[aspect-ratio])';
/** The declarations of the rule whose selector names `selector` and states no box. */
const defaultOf = (selector: string) =>
  rules.find((r) => r.includes(selector) && r.includes(`${UNSTATED}{`))?.match(/\{(.*)\}$/)?.[1];

describe('the first paint: a page that pastes the documented snippet keeps still (boxes.css, the size rules as CSS)', () => {
  it.each([
    [['aspect', 1280 / 464, 'aspectratio'], `aspect-ratio:${1280 / 464};min-height:auto`],
    [
      ['aspect', 16 / 9, 'aspectratio', 36],
      `aspect-ratio:${16 / 9};padding-top:36px;box-sizing:content-box;min-height:auto`,
    ],
    [['fixed', 720, 'height'], 'height:720px;min-height:auto'],
    [['content', 120, 'html'], 'min-height:120px'],
    [['content', 120, 'viewport'], 'min-height:max(120px,100vh)!important'],
  ] as [SizeRule, string][])('a rule %j is the box loader.js writes inline: %s', (rule, declarations) => {
    expect(boxDeclarations(rule)).toBe(declarations);
  });

  it.each(Object.entries(SIZE_RULES).filter(([name]) => name !== 'portal'))(
    "%s: the widget's default box when the mount point states none",
    (name, rule) => {
      const own = defaultOf(`[data-congress-widget="${name}"]`);
      // A box equal to the fallback (a content box of 120 px) has no rule of its own: the fallback applies.
      expect(own ?? defaultOf('[data-congress-widget],congress-widget[widget])')).toBe(boxDeclarations(rule));
      // The custom element of the same name gets the same box in the same rule.
      expect(defaultOf(`congress-widget[widget="${name}"]`)).toBe(own);
    },
  );

  it('a widget without a rule of its own (and a misspelt name) gets the 120 px content box', () => {
    expect(rules).toContain(`:is([data-congress-widget],congress-widget[widget])${UNSTATED}{min-height:120px}`);
  });

  it('the portal: one viewport high, only where the mount point is no widget, held over the inline box until unmount', () => {
    expect(rules).toContain(
      ':is([data-congress-portal]:not([data-congress-widget]),congress-portal):not([data-cp-box="none"],[data-height],[data-aspect-ratio],[height],[aspect-ratio]){min-height:max(120px,100vh)!important}',
    );
  });

  it('a stated box: data-height as "480" or "480px" wins over data-aspect-ratio, read with typed attr()', () => {
    const height = rules.find((r) => r.includes('[data-height]:not([data-cp-box])'));
    const ratio = rules.find((r) => r.includes('[data-aspect-ratio]:not('));
    expect(height).toContain(
      '{height:calc(attr(data-height type(<number>),0)*1px + attr(data-height type(<length>),0px))}',
    );
    expect(ratio).toContain(':not([data-cp-box],[data-height]){aspect-ratio:attr(data-aspect-ratio type(*))}');
  });

  it("no global CSS: every rule names a mount attribute and ends where loader.js's own box begins (the portal's at unmount)", () => {
    for (const rule of rules) {
      const selector = rule.slice(0, rule.indexOf('{'));
      expect(selector).toMatch(/\[data-congress-(widget|portal)|congress-(widget|portal)/);
      // The custom elements' display rule reserves no box: it makes them blocks, as a <div> is.
      if (rule === ':where(congress-widget,congress-portal){display:block}') continue;
      expect(selector).toMatch(rule.includes('!important') ? /\[data-cp-box="none"\]/ : /\[data-cp-box\]/);
      // No selector list at the top level: a comma outside :is()/:not() would start a rule for other elements.
      expect(selector.replace(/\((?:[^()]|\([^()]*\))*\)/g, '')).not.toContain(',');
    }
  });

  it('issue 29 custom elements: one more syntax, the same boxes in the same rules (one `:is()` each), blocks before defined', () => {
    const data = boxStylesheet([MOUNT_SYNTAXES[0]]).trim().split('\n');
    const elements: MountSyntax = {
      element: 'congress-widget',
      widgetAttribute: 'widget',
      portal: 'congress-portal',
      height: 'height',
      aspectRatio: 'aspect-ratio',
    };
    expect(MOUNT_SYNTAXES[1]).toEqual(elements);
    // One rule per box for both syntaxes; only the display rule and the two stated-box rules come on top.
    expect(rules).toHaveLength(data.length + 3);
    // Inline until defined (and after): a zero-weight block rule the host page can override.
    expect(rules[0]).toBe(':where(congress-widget,congress-portal){display:block}');
    expect(rules.find((r) => r.includes('congress-widget[widget="timetable"]'))).toBe(
      `:is([data-congress-widget="timetable"],congress-widget[widget="timetable"])${UNSTATED}{height:720px;min-height:auto}`,
    );
    expect(rules).toContain(
      ':is(congress-widget[widget],congress-portal)[height]:not([data-cp-box]){height:calc(attr(height type(<number>),0)*1px + attr(height type(<length>),0px))}',
    );
  });
});
