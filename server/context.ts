import type { Database, Db } from './db/client';

/** What every route plugin shares. */
export interface AppContext {
  database: Database;
  db: Db;
  /**
   * Called after every successful write, with the collection written: the public caches read it
   * again. Resolves once they show the change (never rejects), so a write's answer is sent when
   * the site shows it.
   */
  changed(collection: string): Promise<void>;
  /** Hears every change; what it returns is waited for by `changed`. */
  subscribe(listener: (collection: string) => Promise<void> | void): void;
  /** The time, in milliseconds: `Date.now` unless a test gives its own clock (scheduled items). */
  now(): number;
}

export function createContext(database: Database, options: { now?: () => number } = {}): AppContext {
  const listeners: ((collection: string) => Promise<void> | void)[] = [];
  return {
    database,
    db: database.db,
    now: options.now ?? (() => Date.now()),
    async changed(collection) {
      await Promise.allSettled(listeners.map(async (listener) => listener(collection)));
    },
    subscribe: (listener) => void listeners.push(listener),
  };
}

/** The calendar day in Dtima (Cameroon: UTC+1, no daylight saving), ISO: the agenda's own rule. */
export { communeDay } from '../src/shared/agenda';
