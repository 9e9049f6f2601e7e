import type { Database, Db } from './db/client';

/** What every route plugin shares. */
export interface AppContext {
  database: Database;
  db: Db;
  /** Called after every successful write, with the collection written (public caches). */
  changed(collection: string): void;
  subscribe(listener: (collection: string) => void): void;
}

export function createContext(database: Database): AppContext {
  const listeners: ((collection: string) => void)[] = [];
  return {
    database,
    db: database.db,
    changed: (collection) => listeners.forEach((listener) => listener(collection)),
    subscribe: (listener) => void listeners.push(listener),
  };
}

/** The calendar day in Dtima (Cameroon: UTC+1, no daylight saving), ISO. */
export function communeDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(date);
}
