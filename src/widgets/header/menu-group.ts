/**
 * The desktop menus' shared timing (SPEC §9: open after 200 ms of hovering, close 150 ms after
 * the pointer leaves, and no open delay when moving from one menu to the next within 300 ms).
 * Framework free: one instance per header, driven by the menus' pointer events.
 */
export interface MenuDelays {
  open: number;
  close: number;
  /** How long after a menu closes the next one still opens at once. */
  skip: number;
}

export type MenuListener = (openId: string | null) => void;

export class MenuGroup {
  private openId: string | null = null;
  private lastClosedAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<MenuListener>();

  constructor(
    private readonly delays: MenuDelays,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get current(): string | null {
    return this.openId;
  }

  subscribe(listener: MenuListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens `id` now (click, keyboard), closing any other. */
  open(id: string): void {
    this.cancel();
    this.set(id);
  }

  /** Closes whatever is open, now. */
  close(): void {
    this.cancel();
    this.set(null);
  }

  /** The pointer entered menu `id` (its button or its list). */
  pointerEnter(id: string): void {
    this.cancel();
    if (this.openId === id) return;
    const moving = this.openId !== null || this.now() - this.lastClosedAt < this.delays.skip;
    if (moving) this.set(id);
    else this.timer = setTimeout(() => this.set(id), this.delays.open);
  }

  /** The pointer left menu `id`. */
  pointerLeave(id: string): void {
    this.cancel();
    if (this.openId !== id) return;
    this.timer = setTimeout(() => this.set(null), this.delays.close);
  }

  /** Stops a pending open or close. */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(id: string | null) {
    if (id === this.openId) return;
    if (id === null) this.lastClosedAt = this.now();
    this.openId = id;
    for (const listener of this.listeners) listener(id);
  }
}
