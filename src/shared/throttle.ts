/**
 * Counts failures per key in a sliding window, in memory: the admin's mock API's limits (login:
 * 5 per 15 minutes, per account and per address). The content server counts in its database,
 * before the password is checked (server/auth/limits.ts).
 */
export class Throttle {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    // Bound the memory an attacker rotating keys can use.
    if (this.hits.size > 50_000) this.sweep();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private sweep(): void {
    // A copy of the keys: `recent` deletes the keys whose hits have all expired.
    for (const key of Array.from(this.hits.keys())) this.recent(key);
  }
}
