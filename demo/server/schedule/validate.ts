import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Schema check against the published c3voc schedule schema (draft-06; copy of github.com/voc/schedule
 * validator/json/schema.json, EUPL-1.2, kept next to this file).
 * Tolerated, because real exports break them (see /work/shared/data/schedules/README.md): `pattern` on the
 * acronym and on event slugs (capitalised); the importer lower-cases both.
 */
const TOLERATED = [/^\/schedule\/conference\/acronym$/, /\/slug$/];

let validator: ValidateFunction | undefined;
function compiled(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema(draft6);
  // Formats are checked by the importer itself where it uses the value (dates, durations, URLs).
  for (const format of ['date', 'date-time', 'uri', 'uuid', 'color']) ajv.addFormat(format, true);
  const schema = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'c3voc-schedule.schema.json'), 'utf8'));
  validator = ajv.compile(schema);
  return validator;
}

/** JSON pointer → readable path: /schedule/conference/days/0/rooms/Hall A/3 → schedule.conference.days[0].rooms["Hall A"][3]. */
export function readablePath(pointer: string): string {
  return pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((out, part) => {
    if (/^\d+$/.test(part)) return `${out}[${part}]`;
    if (/^[A-Za-z_][\w]*$/.test(part)) return out ? `${out}.${part}` : part;
    return `${out}[${JSON.stringify(part)}]`;
  }, '');
}

/** The schema errors that matter (tolerated quirks removed), as "field: message" lines. */
export function schemaErrors(json: unknown): string[] {
  const validate = compiled();
  if (validate(json)) return [];
  const relevant = (validate.errors ?? []).filter((e: ErrorObject) => !(e.keyword === 'pattern' && TOLERATED.some((r) => r.test(e.instancePath))));
  return relevant.map((e) => `${readablePath(e.instancePath) || '(document)'}: ${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
}
