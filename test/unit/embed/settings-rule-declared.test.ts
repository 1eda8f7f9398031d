/**
 * Spec 3 §3, §8: the runtime decides whether to ask for a settings entry from core `settingsRuleOf` before a widget's
 * chunk arrives, and judges the merged settings by the definition's own `settingsRule`: the two must agree.
 */
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../../src/embed/widget-registry';
import { settingsRuleOf } from '../../../src/core/widget-settings/settings-rule';
import type { WidgetName } from '../../../src/contract/widget';

describe('each widget definition declares the settings rule the runtime used before its chunk arrived', {
  timeout: 60_000,
}, () => {
  it.each(Object.keys(widgetRegistry))('%s', async (name) => {
    const definition = (await widgetRegistry[name as WidgetName]!()).default;
    expect(definition.settingsRule ?? settingsRuleOf(name)).toEqual(settingsRuleOf(name));
  });
});
