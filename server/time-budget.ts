/**
 * A share of the process's time for work that may wait a little: rebuilding a public list,
 * rendering a page again after a change. While such work took less than `share` of the last
 * `windowMs`, more may start at once; past it, it waits its turn and readers keep the previous
 * version meanwhile. A quiet server thus answers with what was just published, and a server
 * under a burst of writes keeps most of its time for answering.
 */
export class TimeBudget {
  private readonly spent: { at: number; ms: number }[] = [];
  private usedMs = 0;

  constructor(
    private readonly share: number,
    private readonly windowMs = 1_000,
  ) {}

  private forget(now: number): void {
    while (this.spent.length > 0 && this.spent[0]!.at <= now - this.windowMs) this.usedMs -= this.spent.shift()!.ms;
  }

  /** Whether work may start now. */
  available(now = performance.now()): boolean {
    this.forget(now);
    return this.usedMs < this.share * this.windowMs;
  }

  /** How long until work may start (0: now). */
  wait(now = performance.now()): number {
    if (this.available(now)) return 0;
    const limit = this.share * this.windowMs;
    let used = this.usedMs;
    for (const { at, ms } of this.spent) {
      used -= ms;
      if (used < limit) return Math.max(1, at + this.windowMs - now);
    }
    return this.windowMs;
  }

  /** Counts work that took `ms`, ending now. */
  spend(ms: number, now = performance.now()): void {
    this.spent.push({ at: now, ms });
    this.usedMs += ms;
  }
}
