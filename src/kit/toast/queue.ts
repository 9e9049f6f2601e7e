import type { Localized } from '../../shared/i18n/catalog';
import { TOAST_LIMITS, type ToastType } from './constants';

/** Text a caller passes in: already translated, or in both languages to follow a language switch. */
export type ToastText = string | Localized<string>;

/** A button in a toast (« Annuler » after a deletion): pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: ToastText;
  onAction: () => void;
}

/** A toast as the region renders it. */
export interface ToastRecord {
  readonly id: string;
  readonly type: ToastType;
  /** Absent only on a loading toast raised without a title: the region then shows “Chargement…”. */
  readonly title?: ToastText;
  readonly description?: ToastText;
  readonly action?: ToastAction;
  /** `leaving` during the removal animation, after which the toast is gone. */
  readonly phase: 'open' | 'leaving';
}

export interface ToastInput {
  type: ToastType;
  title?: ToastText;
  description?: ToastText;
  action?: ToastAction;
  /** Milliseconds before the toast closes itself; defaults to 4000, and loading toasts never do. */
  duration?: number;
}

export type ToastPatch = Partial<ToastInput>;

export interface ToastSnapshot {
  /** The toasts on screen, oldest first (at most `maxVisible`, counting those leaving). */
  readonly toasts: readonly ToastRecord[];
  /** How many toasts wait for a free place. */
  readonly waiting: number;
}

export interface ToastQueueOptions {
  maxVisible?: number;
  duration?: number;
  /** Length of the removal animation at the moment of removal, in ms: 0 removes at once. */
  removeDelay?: () => number;
}

interface Entry {
  id: string;
  type: ToastType;
  title?: ToastText;
  description?: ToastText;
  action?: ToastAction;
  phase: 'open' | 'leaving';
  /** Full lifetime in ms; Infinity for toasts that stay until dismissed or updated. */
  duration: number;
  /** Time left when the timer is stopped. */
  remaining: number;
  /** When the running timer started (Date.now()), or null when stopped. */
  startedAt: number | null;
  timer?: ReturnType<typeof setTimeout>;
  removal?: ReturnType<typeof setTimeout>;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const defaultRemoveDelay = () => (prefersReducedMotion() ? 0 : TOAST_LIMITS.removeDelay);

/**
 * The toast queue, free of React and the DOM: at most `maxVisible` toasts show, later ones wait
 * in order of arrival and take a place as soon as one frees up. Each shown toast runs its own
 * timer, which the region pauses while a person hovers, focuses or swipes a toast.
 */
export class ToastQueue {
  readonly maxVisible: number;
  readonly duration: number;
  private readonly removeDelay: () => number;
  private shown: Entry[] = [];
  private waiting: Entry[] = [];
  private isPaused = false;
  private nextId = 1;
  private listeners = new Set<() => void>();
  private snapshot: ToastSnapshot = { toasts: [], waiting: 0 };

  constructor(options: ToastQueueOptions = {}) {
    this.maxVisible = options.maxVisible ?? TOAST_LIMITS.maxVisible;
    this.duration = options.duration ?? TOAST_LIMITS.duration;
    this.removeDelay = options.removeDelay ?? defaultRemoveDelay;
  }

  /** For useSyncExternalStore: calls `listener` after every change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current state, a new object after every change and the same object otherwise. */
  getSnapshot = (): ToastSnapshot => this.snapshot;

  get paused(): boolean {
    return this.isPaused;
  }

  /** Queues a toast and returns its id. */
  add(input: ToastInput): string {
    const duration = this.lifetime(input.type, input.duration);
    const entry: Entry = {
      id: `commune-toast-${this.nextId++}`,
      type: input.type,
      title: input.title,
      description: input.description,
      action: input.action,
      phase: 'open',
      duration,
      remaining: duration,
      startedAt: null,
    };
    this.waiting.push(entry);
    this.promote();
    this.emit();
    return entry.id;
  }

  /**
   * Changes a toast that is shown or waiting; returns false when there is no such toast (gone,
   * or already leaving). A shown toast then stays its full duration from now, so a loading toast
   * turned into a success stays 4 s, and a toast turned into a loading one stays until the next
   * update.
   */
  update(id: string, patch: ToastPatch): boolean {
    const entry = this.find(id);
    if (!entry || entry.phase === 'leaving') return false;
    if (patch.type !== undefined) entry.type = patch.type;
    if ('title' in patch) entry.title = patch.title;
    if ('description' in patch) entry.description = patch.description;
    if ('action' in patch) entry.action = patch.action;
    const shown = this.shown.includes(entry);
    if (shown) this.stopTimer(entry);
    entry.duration = this.lifetime(entry.type, patch.duration ?? (patch.type !== undefined ? undefined : entry.duration));
    entry.remaining = entry.duration;
    if (shown && !this.isPaused) this.startTimer(entry);
    this.emit();
    return true;
  }

  /** Closes one toast (with its removal animation), or every toast, shown and waiting, without an id. */
  dismiss(id?: string): void {
    if (id === undefined) {
      this.waiting = [];
      for (const entry of this.shown) this.leave(entry);
      this.emit();
      return;
    }
    const waitingIndex = this.waiting.findIndex((entry) => entry.id === id);
    if (waitingIndex >= 0) {
      this.waiting.splice(waitingIndex, 1);
      this.emit();
      return;
    }
    const entry = this.shown.find((candidate) => candidate.id === id);
    if (!entry || entry.phase === 'leaving') return;
    this.leave(entry);
    this.emit();
  }

  /** Stops every shown toast's timer, keeping the time each has left. */
  pause(): void {
    if (this.isPaused) return;
    this.isPaused = true;
    for (const entry of this.shown) this.stopTimer(entry);
  }

  /** Restarts the timers stopped by pause(). */
  resume(): void {
    if (!this.isPaused) return;
    this.isPaused = false;
    for (const entry of this.shown) if (entry.phase === 'open') this.startTimer(entry);
  }

  /** Drops everything at once, without animation (tests, stories). */
  clear(): void {
    for (const entry of [...this.shown, ...this.waiting]) {
      this.stopTimer(entry);
      clearTimeout(entry.removal);
    }
    this.shown = [];
    this.waiting = [];
    this.isPaused = false;
    this.emit();
  }

  private lifetime(type: ToastType, requested: number | undefined): number {
    if (type === 'loading') return Number.POSITIVE_INFINITY;
    return requested !== undefined && requested > 0 ? requested : this.duration;
  }

  private find(id: string): Entry | undefined {
    return this.shown.find((entry) => entry.id === id) ?? this.waiting.find((entry) => entry.id === id);
  }

  private leave(entry: Entry): void {
    this.stopTimer(entry);
    entry.phase = 'leaving';
    const delay = this.removeDelay();
    if (delay <= 0) {
      this.remove(entry);
      return;
    }
    entry.removal = setTimeout(() => {
      this.remove(entry);
      this.emit();
    }, delay);
  }

  private remove(entry: Entry): void {
    this.shown = this.shown.filter((candidate) => candidate !== entry);
    this.promote();
  }

  /** Fills free places with waiting toasts, in order of arrival. */
  private promote(): void {
    while (this.shown.length < this.maxVisible && this.waiting.length > 0) {
      const entry = this.waiting.shift()!;
      this.shown.push(entry);
      if (!this.isPaused) this.startTimer(entry);
    }
  }

  private startTimer(entry: Entry): void {
    if (entry.startedAt !== null || !Number.isFinite(entry.remaining)) return;
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => {
      entry.startedAt = null;
      entry.remaining = 0;
      this.leave(entry);
      this.emit();
    }, Math.max(0, entry.remaining));
  }

  private stopTimer(entry: Entry): void {
    if (entry.startedAt === null) return;
    clearTimeout(entry.timer);
    entry.remaining -= Date.now() - entry.startedAt;
    entry.startedAt = null;
  }

  private emit(): void {
    this.snapshot = {
      toasts: this.shown.map(({ id, type, title, description, action, phase }) => ({ id, type, title, description, action, phase })),
      waiting: this.waiting.length,
    };
    for (const listener of this.listeners) listener();
  }
}

/**
 * One queue per page, even when several separately built bundles each carry this module: the
 * first copy to run puts it on `globalThis`, the others find it there, so every bundle's
 * `toast()` feeds the same region.
 */
const QUEUE_KEY = Symbol.for('commune.toast-queue.v1');
type QueueHolder = { [QUEUE_KEY]?: ToastQueue };
export const toastQueue: ToastQueue = ((globalThis as QueueHolder)[QUEUE_KEY] ??= new ToastQueue());
