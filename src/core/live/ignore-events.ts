import { asArray, asRecord, nonEmptyString } from '../values';

/** One ignoreEvents setting: events whose `field` holds `value` are ignored. */
export interface FieldValueRule {
  field?: unknown;
  value?: unknown;
}

function fieldValues(event: Record<string, unknown>, field: string): string[] {
  const raw = event[field];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean')
    .map((v) => String(v));
}

/**
 * Whether an event matches one of the field/value rules (spec 3 §5). The webcast display compares
 * exactly (`ignoreCase` false, the default); the timetable compares case-insensitively
 * (`ignoreCase` true). A list field (topics, tags) matches when one of its entries matches.
 * Rules without a field are skipped; an empty value only matches an empty field value.
 */
export function matchesFieldValueRules(event: unknown, rules: unknown, ignoreCase = false): boolean {
  const record = asRecord(event);
  if (!record) return false;
  const norm = (s: string) => (ignoreCase ? s.toLowerCase() : s);
  return asArray<unknown>(rules).some((entry) => {
    const rule = asRecord(entry);
    const field = rule ? nonEmptyString(rule.field) : null;
    if (!rule || field === null) return false;
    const value = rule.value;
    const wanted = typeof value === 'string' || typeof value === 'number' ? norm(String(value)) : null;
    if (wanted === null) return false;
    return fieldValues(record, field).some((v) => norm(v) === wanted);
  });
}

/** Spec 3 §5: the webcast display ignores an event when a rule matches field and value exactly. */
export function isIgnoredInDisplay(event: unknown, ignoreEvents: unknown): boolean {
  return matchesFieldValueRules(event, ignoreEvents, false);
}
