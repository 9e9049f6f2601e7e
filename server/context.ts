import type { Database, Db } from './db/client';
import { Throttle } from '../src/shared/throttle';

/** What every route plugin shares. */
export interface AppContext {
  database: Database;
  db: Db;
  /** Login failures: 5 per 15 minutes per account, and per address. */
  loginFailures: { account: Throttle; address: Throttle };
  /** Residents' messages: a few per address per hour. */
  residentMessages: Throttle;
  /** Called after every successful write, with the collection written (public caches). */
  changed(collection: string): void;
  subscribe(listener: (collection: string) => void): void;
}

export function createContext(database: Database): AppContext {
  const listeners: ((collection: string) => void)[] = [];
  return {
    database,
    db: database.db,
    loginFailures: { account: new Throttle(5, 15 * 60_000), address: new Throttle(5, 15 * 60_000) },
    residentMessages: new Throttle(5, 60 * 60_000),
    changed: (collection) => listeners.forEach((listener) => listener(collection)),
    subscribe: (listener) => void listeners.push(listener),
  };
}

/** The calendar day in Dtima (Cameroon: UTC+1, no daylight saving), ISO: the agenda's own rule. */
export { communeDay } from '../src/shared/agenda';
