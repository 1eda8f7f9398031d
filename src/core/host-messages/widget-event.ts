/**
 * The event a widget posts to the host (spec 3 §2 "Widget mode"): type, channel, session {title, type,
 * topics}, timeStamp. Pure; tolerates a missing or malformed session.
 */
export interface WidgetEventSession {
  title: string | null;
  type: string | null;
  topics: string[];
}

export interface WidgetEventPayload extends Record<string, unknown> {
  type: string;
  channel: string | null;
  session: WidgetEventSession | null;
  /** Epoch milliseconds. */
  timeStamp: number;
}

export interface WidgetEventInput {
  type: string;
  channel?: unknown;
  session?: unknown;
  now: number;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export function toEventSession(session: unknown): WidgetEventSession | null {
  if (typeof session !== 'object' || session === null) return null;
  const record = session as Record<string, unknown>;
  const topics = Array.isArray(record.topics)
    ? record.topics.map(textOrNull).filter((t): t is string => t !== null)
    : [];
  return { title: textOrNull(record.title), type: textOrNull(record.type), topics };
}

export function buildWidgetEvent(input: WidgetEventInput): WidgetEventPayload {
  const channel =
    typeof input.channel === 'object' && input.channel !== null
      ? textOrNull((input.channel as Record<string, unknown>).slug)
      : textOrNull(input.channel);
  return {
    type: String(input.type ?? ''),
    channel,
    session: toEventSession(input.session),
    timeStamp: Number.isFinite(input.now) ? input.now : 0,
  };
}
