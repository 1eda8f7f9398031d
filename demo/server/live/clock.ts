import { badParameter } from '../http/errors';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The request's "now" (spec 1 §4: `fakenow` overrides the current time for all status calculations).
 * Accepts ISO 8601 date-time with an offset or epoch milliseconds; anything else is a 400 naming `fakenow`.
 */
export function requestNow(fakenow: unknown, realNow: number): number {
  if (fakenow === undefined || fakenow === '') return realNow;
  if (typeof fakenow !== 'string') throw badParameter('fakenow', 'expected one value');
  if (/^\d{1,15}$/.test(fakenow)) return Number(fakenow);
  if (ISO_WITH_OFFSET.test(fakenow)) {
    const ms = Date.parse(fakenow);
    if (Number.isFinite(ms)) return ms;
  }
  throw badParameter(
    'fakenow',
    'expected an ISO 8601 date-time with offset (2026-03-04T10:00:00+01:00) or epoch milliseconds',
  );
}
