/** The part of the Web Storage API the core needs; the browser's storage (or a Map-backed fake) is injected. */
export interface StringStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads a key; a missing storage or a storage that throws (private mode, blocked cookies) gives null. */
export function readStorage(storage: StringStorage | null | undefined, key: string): string | null {
  try {
    const v = storage?.getItem(key);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Writes a key; returns false when there is no storage or it refuses (quota, private mode). */
export function writeStorage(storage: StringStorage | null | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
