import { asArray, asRecord, nonEmptyString, parseJson, splitList } from '../values';

export interface ParsedPlacementRule {
  name: 'location' | 'filter' | 'module';
  values: string[];
  moduleName: string | null;
}

/**
 * The placement rules of an advertisement (spec 1 §3, §7): a JSON string as the API sends it, or a
 * parsed list. `options.values` is a comma list. Bad JSON, a non-list and rules with an unknown name
 * give no rules; a rule's name is compared case-insensitively.
 */
export function parsePlacementRules(value: unknown): ParsedPlacementRule[] {
  const rules: ParsedPlacementRule[] = [];
  for (const entry of asArray<unknown>(parseJson(value))) {
    const rule = asRecord(entry);
    const name = nonEmptyString(rule?.name)?.toLowerCase();
    if (name !== 'location' && name !== 'filter' && name !== 'module') continue;
    const options = asRecord(rule?.options);
    rules.push({ name, values: splitList(options?.values), moduleName: nonEmptyString(options?.moduleName) });
  }
  return rules;
}
