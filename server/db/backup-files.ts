import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Db } from './client';
import { backupDocument, readBackup, type Backup } from './backup';

/*
 * Backup files on disk: written durably (fsync before the rename, and of the folder after),
 * each read back before it counts, the automatic ones of the embedded database kept in
 * DATA_DIR/backups (the last 48 by default), and the newest good one found for a damaged
 * database's message.
 */

/** The automatic backups' folder inside DATA_DIR. */
export const AUTOMATIC_DIR = 'backups';
const AUTOMATIC = /^auto-.+\.json\.gz$/;

/** A file name's date stamp, `2026-11-26T23-00-00Z`. */
export function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-').replace(/-\d+Z$/, 'Z');
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `data` to `target` so that a power cut leaves either the whole file or none. */
export function writeDurably(target: string, data: Buffer): void {
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  writeFileSync(partial, data);
  fsyncPath(partial);
  renameSync(partial, target);
  fsyncPath(dirname(target));
}

/** The migrations this version of the server applies: a backup restores only into the same schema. */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** What the backup holds, for comparing two of them (its date left out). */
function contentHash(backup: Pick<Backup, 'migrations' | 'tables'>): string {
  return createHash('sha256').update(JSON.stringify([backup.migrations, backup.tables])).digest('hex');
}

export interface GoodBackup {
  path: string;
  createdAt: string;
  hash: string;
}

/** Reads a backup file back: its date and content hash, or throws when it is not a whole backup. */
export function verifyBackupFile(path: string, migrations?: number): GoodBackup {
  const backup = readBackup(readFileSync(path));
  if (migrations !== undefined && backup.migrations !== migrations) throw new Error(`taken with ${backup.migrations} migrations, this server has ${migrations}`);
  return { path, createdAt: backup.createdAt, hash: contentHash(backup) };
}

/** Where backups are looked for: DATA_DIR/backups (automatic) and ./backups (`npm run backup`). */
export function backupFolders(dataDir: string): string[] {
  return [...new Set([join(resolve(dataDir), AUTOMATIC_DIR), resolve('backups')])];
}

/** The `.json.gz` files of these folders, newest first. */
function backupFiles(folders: readonly string[], only?: RegExp): { path: string; time: number }[] {
  const files: { path: string; time: number }[] = [];
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith('.json.gz') || (only && !only.test(name))) continue;
      try {
        files.push({ path: join(folder, name), time: statSync(join(folder, name)).mtimeMs });
      } catch {
        // Gone meanwhile.
      }
    }
  }
  // Newest first; names (which carry the date) break ties of a coarse clock.
  return files.sort((a, b) => b.time - a.time || b.path.localeCompare(a.path));
}

/** The newest backup of these folders that reads back whole and fits this server's schema. */
export function newestGoodBackup(folders: readonly string[], migrations = migrationCount()): GoodBackup | undefined {
  for (const { path } of backupFiles(folders)) {
    try {
      return verifyBackupFile(path, migrations);
    } catch {
      // Truncated, not a backup, or of another schema: try the one before.
    }
  }
  return undefined;
}

export interface AutomaticBackupResult {
  /** The file written, or the newest one when nothing changed since. */
  path: string;
  written: boolean;
  /** Automatic backups removed beyond `keep`. */
  removed: string[];
}

/**
 * One automatic backup into `folder`: written only when the content changed since the newest
 * automatic one, read back and compared before it counts (a file that does not read back is
 * removed and the error thrown), then the oldest removed beyond `keep`. Automatic backups that no
 * longer read back (cut short by a full disk, garbled by a failing one) are removed: they would
 * restore nothing and take the place of good ones.
 */
export async function automaticBackup(db: Db, folder: string, keep: number, now = new Date()): Promise<AutomaticBackupResult> {
  const document = await backupDocument(db);
  const hash = contentHash(document);
  const removed: string[] = [];
  let newest: GoodBackup | undefined;
  for (const { path } of backupFiles([folder], AUTOMATIC)) {
    try {
      newest ??= verifyBackupFile(path);
      if (newest) break;
    } catch {
      rmSync(path, { force: true });
      removed.push(path);
    }
  }
  if (newest?.hash === hash) return { path: newest.path, written: false, removed };
  const target = join(folder, `auto-${stamp(now)}.json.gz`);
  writeDurably(target, gzipSync(JSON.stringify(document)));
  let check: GoodBackup | undefined;
  try {
    check = verifyBackupFile(target);
  } catch {
    // Handled below.
  }
  if (check?.hash !== hash) {
    rmSync(target, { force: true });
    throw new Error(`the backup ${basename(target)} did not read back as written`);
  }
  const old = backupFiles([folder], AUTOMATIC)
    .slice(keep)
    .map(({ path }) => path);
  for (const path of old) rmSync(path, { force: true });
  return { path: target, written: true, removed: [...removed, ...old] };
}
