interface Table {
  contexts: Record<string, number>;
  /** When the table arrived (this process's clock: machines' clocks may disagree). */
  seen: number;
}
interface Sum {
  contexts: Map<string, number>;
  total: number;
}

/**
 * The other processes' viewer counts (docs/architecture.md "More than one server process"): the latest table each
 * process published per client, summed per context. A table not renewed within the expiry (the publisher's heartbeat
 * is 5 s) is dropped, so the viewers of a process that died leave the totals by themselves.
 */
export class RemoteCounts {
  private readonly tables = new Map<string, Map<string, Table>>();
  private readonly sums = new Map<string, Sum>();

  /** Stores a process's table for a client; true when the client's sums changed. */
  set(process: string, client: string, contexts: Record<string, number>, now: number): boolean {
    let byProcess = this.tables.get(client);
    if (!byProcess) this.tables.set(client, (byProcess = new Map()));
    const before = byProcess.get(process);
    byProcess.set(process, { contexts, seen: now });
    if (before && sameCounts(before.contexts, contexts)) return false;
    this.resum(client);
    return true;
  }

  /** Drops tables older than `maxAgeMs`; returns the clients whose sums changed. */
  expire(now: number, maxAgeMs: number): string[] {
    const changed: string[] = [];
    for (const [client, byProcess] of this.tables) {
      let dropped = false;
      for (const [process, table] of byProcess) {
        if (now - table.seen <= maxAgeMs) continue;
        byProcess.delete(process);
        dropped ||= Object.keys(table.contexts).length > 0;
      }
      if (!byProcess.size) this.tables.delete(client);
      if (dropped) {
        this.resum(client);
        changed.push(client);
      }
    }
    return changed;
  }

  /** Forgets every other process (the bus is gone: counts are this process's own); returns the clients it had. */
  clear(): string[] {
    const clients = [...this.sums.keys()];
    this.tables.clear();
    this.sums.clear();
    return clients;
  }

  count(client: string, context: string): { count: number; total: number } {
    const sum = this.sums.get(client);
    return { count: sum?.contexts.get(context) ?? 0, total: sum?.total ?? 0 };
  }

  /** Whether a table of `process` for `client` is held (a process not yet known publishes its tables at once). */
  has(process: string, client: string): boolean {
    return this.tables.get(client)?.has(process) ?? false;
  }

  /** How many other processes have a table for any client (tests, the benchmark). */
  processes(): number {
    const all = new Set<string>();
    for (const byProcess of this.tables.values()) for (const p of byProcess.keys()) all.add(p);
    return all.size;
  }

  private resum(client: string): void {
    const sum: Sum = { contexts: new Map(), total: 0 };
    for (const table of this.tables.get(client)?.values() ?? []) {
      for (const [context, n] of Object.entries(table.contexts)) {
        if (!(n > 0)) continue;
        sum.contexts.set(context, (sum.contexts.get(context) ?? 0) + n);
        sum.total += n;
      }
    }
    if (sum.total) this.sums.set(client, sum);
    else this.sums.delete(client);
  }
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
