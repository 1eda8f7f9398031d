/** A WebVTT cue: start and end in seconds, its text with markup removed. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** "01:02:03.500" or "02:03.500" (WebVTT timestamps) → seconds; null for anything else. */
export function vttTime(value: string): number | null {
  const m = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(value.trim());
  return m ? Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000 : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '' };

/**
 * The cues of a WebVTT file (transcripts are WebVTT, issue 11 item 4): blocks with a `start --> end` line;
 * NOTE, STYLE and REGION blocks and cues with unreadable times are skipped; tags (`<v Speaker>`, `<b>`) are
 * removed and the basic entities decoded, so the text is plain text (it is rendered as text, never as HTML).
 */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
    const [from, rest = ''] = lines[at].split('-->');
    const start = vttTime(from);
    const end = vttTime(rest.trim().split(/\s+/)[0] ?? '');
    if (start === null || end === null) continue;
    const body = lines
      .slice(at + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name])
      .replace(/\s+/g, ' ')
      .trim();
    if (body) cues.push({ start, end, text: body });
  }
  return cues;
}
