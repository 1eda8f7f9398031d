/** A small least-recently-used cache (Map keeps insertion order; a hit moves the key to the end). */
export class Lru<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly max: number) {}

  get(key: string, compute: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Drops the entries whose key matches. */
  forget(match: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
  }
}
