/**
 * The timetable's offline part, a lazy chunk: the IndexedDB programme cache and the notice that says the
 * programme shown is a kept copy (or cannot be kept). Loaded with the programme's requests, not after they fail,
 * so a page without network paints the kept programme as soon as the failure is known.
 */
import { createTranslate } from '../../i18n/translate';
import type { Messages } from '../../i18n/types';
import { programmeKey, type Programme } from '../../core/offline/programme-cache';
import { savedAtText } from '../../core/offline/saved-at';
import { createProgrammeStore, type ProgrammeRead, type ProgrammeStore } from '../../state/programme-cache';

export interface OfflineCache {
  /** What IndexedDB held for the project when the widget mounted. */
  read: ProgrammeRead;
  /**
   * Keeps the programme with the settings of the widget `name` that shows it (the other widgets' settings of the
   * project stay); resolves false when the browser does not keep it.
   */
  save(programme: Programme, name: string, settings: Record<string, unknown>): Promise<boolean>;
  Notice: typeof OfflineNotice;
}

let store: ProgrammeStore | undefined;
/** The widgets' settings per project key, so that two timetables of one project (by name) keep each other's. */
const settingsByKey = new Map<string, Record<string, Record<string, unknown>>>();

/** Reads what is kept for the project (one store per page) and offers to keep the next programme. */
export async function openOfflineCache(apiBase: string, client: string, project: string): Promise<OfflineCache> {
  const key = programmeKey(apiBase, client, project);
  store ??= createProgrammeStore();
  const kept = store;
  const read = await kept.read(key, Date.now());
  if (!settingsByKey.has(key)) settingsByKey.set(key, { ...read.programme?.settings });
  const save = (programme: Programme, name: string, settings: Record<string, unknown>) => {
    const all = { ...settingsByKey.get(key), [name]: settings };
    settingsByKey.set(key, all);
    return kept.write(key, { ...programme, settings: all }, Date.now());
  };
  return { read, save, Notice: OfflineNotice };
}

const messages: Messages = {
  en: {
    'timetable.offline.asOf': 'Offline — programme as of {time}',
    'timetable.offline.notKept': 'This browser does not keep the programme for use without network.',
  },
  de: {
    'timetable.offline.asOf': 'Offline – Programm mit Stand von {time}',
    'timetable.offline.notKept': 'Dieser Browser speichert das Programm nicht für die Nutzung ohne Netz.',
  },
};

export interface OfflineNoticeProps {
  /** Set while the programme shown is the kept copy. */
  savedAt: number | null;
  /** False when the browser keeps nothing (private mode, storage full). */
  keeps: boolean;
  zone: string;
  locale: string;
}

export function OfflineNotice({ savedAt, keeps, zone, locale }: OfflineNoticeProps) {
  if (savedAt === null && keeps) return null;
  const t = createTranslate(locale, [messages]);
  return (
    <p className="tt-note tt-offline" role="status">
      {savedAt === null
        ? t('timetable.offline.notKept')
        : t('timetable.offline.asOf', { time: savedAtText(savedAt, Date.now(), zone, locale) })}
    </p>
  );
}
