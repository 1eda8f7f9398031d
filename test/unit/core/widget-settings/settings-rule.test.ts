/**
 * Spec 3 §3 widget settings and §8 "no widget settings found": which settings make a widget complete, whether the
 * mount asks the server for an entry, and what it shows when something is missing.
 */
import { describe, expect, it } from 'vitest';
import {
  asksForEntry,
  isGiven,
  missingSettings,
  settingsRuleOf,
  settingsVerdict,
  SETTINGS_RULES,
} from '../../../../src/core/widget-settings/settings-rule';
import { WIDGET_NAMES } from '../../../../src/contract/widget';

describe('isGiven: a setting counts when it carries something', () => {
  it.each([
    ['a non-blank string', '<p>x</p>', true],
    ['a blank string', '  ', false],
    ['zero', 0, true],
    ['NaN', Number.NaN, false],
    ['false', false, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['an object naming one image', { default: 'teaser' }, true],
    ['an object of blank names', { default: '', md: ' ' }, false],
    ['an empty array', [], false],
  ])('%s → %s', (_label, value, given) => {
    expect(isGiven(value)).toBe(given);
  });
});

describe('settingsRuleOf', () => {
  it('single-image needs its asset names, html-text its html, the timetable its server entry', () => {
    expect(settingsRuleOf('single-image')).toEqual({ required: ['assetnames'] });
    expect(settingsRuleOf('html-text')).toEqual({ required: ['html'] });
    expect(settingsRuleOf('timetable')).toEqual({ required: [], entry: 'required' });
  });

  it('every other widget renders from its defaults; a name on Object.prototype is no rule', () => {
    expect(settingsRuleOf('liveplayer')).toEqual({ required: [] });
    expect(settingsRuleOf('constructor')).toEqual({ required: [] });
  });

  it('every rule belongs to a widget of the embedding contract', () => {
    for (const name of Object.keys(SETTINGS_RULES)) expect(WIDGET_NAMES).toContain(name);
  });
});

describe('asksForEntry: complete data-settings make no request', () => {
  const image = settingsRuleOf('single-image');
  it.each([
    [
      'single-image with heading and asset names inline',
      image,
      { heading: 'DMC', assetnames: { default: 'a' } },
      false,
      false,
    ],
    ['single-image with asset names only (a decorative image)', image, { assetnames: { default: 'a' } }, false, false],
    ['single-image with a heading only', image, { heading: 'DMC' }, false, true],
    ['single-image with blank asset names', image, { assetnames: { default: '' } }, false, true],
    ['html-text with its html', settingsRuleOf('html-text'), { html: '<p>x</p>' }, false, false],
    [
      'html-text with its html on the SingleWidget route',
      settingsRuleOf('html-text'),
      { html: '<p>x</p>' },
      true,
      true,
    ],
    ['the timetable (its entry is required)', settingsRuleOf('timetable'), { timezone: 'UTC' }, false, true],
    ['the liveplayer (its entry carries optional extras)', settingsRuleOf('liveplayer'), { channel: 'a' }, false, true],
  ])('%s → asks: %s', (_label, rule, inline, requireEntry, asks) => {
    expect(asksForEntry(rule, inline, requireEntry)).toBe(asks);
  });
});

describe('settingsVerdict: ready (none missing), "no widget settings found" (null), or the missing settings named', () => {
  const image = settingsRuleOf('single-image');
  it('complete inline settings need no entry', () => {
    expect(settingsVerdict(image, { entry: 'skipped', inline: { assetnames: { default: 'a' } } })).toEqual([]);
  });

  it('the asset names from the server entry complete a single-image', () => {
    const verdict = settingsVerdict(image, { entry: 'found', server: { assetnames: { default: 'a' } }, inline: {} });
    expect(verdict).toEqual([]);
  });

  it('no entry and no asset names: the missing setting is named', () => {
    expect(settingsVerdict(image, { entry: 'missing', inline: { heading: 'DMC' } })).toEqual(['assetnames']);
  });

  it('an entry that lacks the html of an html-text names it too', () => {
    const verdict = settingsVerdict(settingsRuleOf('html-text'), { entry: 'found', server: { html: '' } });
    expect(verdict).toEqual(['html']);
  });

  it('a widget whose entry is required shows "no widget settings found" without one', () => {
    expect(settingsVerdict(settingsRuleOf('timetable'), { entry: 'missing', inline: {} })).toBeNull();
  });

  it('a portal page module (settings complete as given) needs no entry even for the timetable', () => {
    const verdict = settingsVerdict(settingsRuleOf('timetable'), { entry: 'missing', entryOptional: true });
    expect(verdict).toEqual([]);
  });

  it('spec 3 §2 SingleWidget: a mount that requires an entry shows "no widget settings found" for any widget', () => {
    const verdict = settingsVerdict(settingsRuleOf('liveplayer'), { entry: 'missing', requireEntry: true });
    expect(verdict).toBeNull();
  });

  it('a widget without required settings is ready without an entry', () => {
    expect(settingsVerdict(settingsRuleOf('liveplayer'), { entry: 'missing' })).toEqual([]);
  });

  it('missingSettings keeps the rule order and reads every layer', () => {
    const rule = { required: ['a', 'b', 'c'] };
    expect(missingSettings(rule, { a: 'x' }, null, { c: 1 })).toEqual(['b']);
  });
});
