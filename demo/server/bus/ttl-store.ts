/** Short-lived values with a time to live (the demo SSO's sign-in sessions): shared over Redis, else in memory. */
export interface TtlStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * The embedded default: a map whose entries end at their time to live. Expired entries are removed when read and
 * by a sweep once a minute, so a store nobody reads again does not grow.
 */
export class MemoryTtlStore implements TtlStore {
  private readonly entries = new Map<string, { value: string; until: number }>();
  private readonly sweep: ReturnType<typeof setInterval>;

  constructor(private readonly now: () => number = Date.now) {
    this.sweep = setInterval(() => {
      const t = this.now();
      for (const [key, entry] of this.entries) if (entry.until <= t) this.entries.delete(key);
    }, 60_000);
    this.sweep.unref?.();
  }

  async get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, until: this.now() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  close(): void {
    clearInterval(this.sweep);
  }
}
