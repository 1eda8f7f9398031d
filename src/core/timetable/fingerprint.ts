/**
 * A cheap fingerprint of poll answers (FNV-1a over the JSON text): a poll whose data did not change yields the
 * same value, so the widget skips the re-render (issue 5: a 60 s poll with no changes re-renders nothing).
 */
export function dataFingerprint(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? '';
  } catch {
    return 'unserialisable';
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${text.length}:${(h >>> 0).toString(36)}`;
}
