import type { Database, Db } from './db/client';
import { Throttle } from '../src/core/throttle';

/** What every route plugin shares. */
export interface AppContext {
  database: Database;
  db: Db;
  /** Login failures: 5 per 15 minutes per account, and per address. */
  loginFailures: { account: Throttle; address: Throttle };
  /** Residents' messages: a few per address per hour. */
  residentMessages: Throttle;
  /**
   * Called after every successful write, with the collection written: the public caches read it
   * again. Resolves once they show the change (never rejects), so a write's answer is sent when
   * the site shows it.
   */
  changed(collection: string): Promise<void>;
  /** Hears every change; what it returns is waited for by `changed`. */
  subscribe(listener: (collection: string) => Promise<void> | void): void;
}

export function createContext(database: Database): AppContext {
  const listeners: ((collection: string) => Promise<void> | void)[] = [];
  return {
    database,
    db: database.db,
    loginFailures: { account: new Throttle(5, 15 * 60_000), address: new Throttle(5, 15 * 60_000) },
    residentMessages: new Throttle(5, 60 * 60_000),
    async changed(collection) {
      await Promise.allSettled(listeners.map(async (listener) => listener(collection)));
    },
    subscribe: (listener) => void listeners.push(listener),
  };
}

/** The calendar day in Dtima (Cameroon: UTC+1, no daylight saving), ISO. */
export function communeDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(date);
}
