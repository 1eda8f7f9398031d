import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Comparison with the published c3voc schedule schema (draft-06; copy of github.com/voc/schedule
 * validator/json/schema.json, EUPL-1.2, kept next to this file).
 *
 * The schema advises, it does not gate (issue 8 item 4): real exports carry fields beyond it (the official 36C3
 * export has a top-level `timestamp`; frab adds `recording_license`, `do_not_record`, …) and break some of its
 * patterns (capitalised acronyms and slugs). Refusing them refused real congresses. What breaks the data is
 * refused by the converter (`frab.ts`), which names the file and the JSON path; what the schema notices is
 * reported as one warning per file.
 */

/** Quirks of real exports that the importer handles on purpose, so they are not reported: capitalised acronyms
 * (lower-cased for the project name) and capitalised slugs (kept exactly: other sites link with them). */
const EXPECTED_QUIRKS = [/^\/schedule\/conference\/acronym$/, /\/slug$/];

let validator: ValidateFunction | undefined;
function compiled(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema(draft6);
  // Formats are checked by the importer itself where it uses the value (dates, durations, URLs).
  for (const format of ['date', 'date-time', 'uri', 'uuid', 'color']) ajv.addFormat(format, true);
  const schema = JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'c3voc-schedule.schema.json'), 'utf8'),
  );
  validator = ajv.compile(schema);
  return validator;
}

/** A pointer with list positions and room names left out: /schedule/conference/days/2/rooms/Ada/7 → days[].rooms[][]. */
function generalPath(pointer: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((out, part, i) => {
    if (/^\d+$/.test(part) || parts[i - 1] === 'rooms') return `${out}[]`;
    return out ? `${out}.${part}` : part;
  }, '');
}

export interface SchemaReport {
  /** Fields the schema does not know, by general path, with how often each occurs: `schedule.conference.days[].rooms[][].recording_license ×79`. */
  unknownFields: string[];
  /** Other deviations from the schema (a missing `subtitle`, a capitalised slug, …), as "path: message". */
  deviations: string[];
}

/** What the published schema notices in a schedule; nothing in it stops an import. */
export function compareWithSchema(json: unknown): SchemaReport {
  const validate = compiled();
  if (validate(json)) return { unknownFields: [], deviations: [] };
  const unknown = new Map<string, number>();
  const deviations = new Set<string>();
  for (const e of validate.errors ?? ([] as ErrorObject[])) {
    if (e.keyword === 'additionalProperties') {
      const path = generalPath(
        `${e.instancePath}/${String(e.params.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`,
      );
      unknown.set(path, (unknown.get(path) ?? 0) + 1);
    } else if (!(e.keyword === 'pattern' && EXPECTED_QUIRKS.some((r) => r.test(e.instancePath)))) {
      deviations.add(`${generalPath(e.instancePath) || '(document)'}: ${e.message ?? 'invalid'}`);
    }
  }
  return {
    unknownFields: [...unknown].map(([path, n]) => (n > 1 ? `${path} ×${n}` : path)),
    deviations: [...deviations],
  };
}

/** The one warning for a file, or null when the schema noticed nothing. */
export function schemaWarning(file: string, report: SchemaReport): string | null {
  const parts: string[] = [];
  if (report.unknownFields.length)
    parts.push(
      `${report.unknownFields.length} unknown field${report.unknownFields.length > 1 ? 's' : ''} not imported: ${report.unknownFields.join(', ')}`,
    );
  if (report.deviations.length) {
    const shown = report.deviations.slice(0, 5).join('; ');
    parts.push(
      `${report.deviations.length} other deviation${report.deviations.length > 1 ? 's' : ''} from the published schema, none of which breaks the data: ${shown}${report.deviations.length > 5 ? '; …' : ''}`,
    );
  }
  return parts.length ? `${file}: imported; ${parts.join('. ')}` : null;
}
