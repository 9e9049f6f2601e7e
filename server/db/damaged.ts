import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupFolders, newestGoodBackup, stamp } from './backup-files';
import type { DatabaseDamagedError } from './client';

/*
 * What the operator reads when the embedded database's folder is damaged: in French, then in
 * English, what happened, the newest backup that reads back whole and the one command that puts
 * it back. Exit code 78 (EX_CONFIG): systemd's `RestartPreventExitStatus=78` (docs/deploy.md)
 * stops it from restarting the server in a loop.
 */

export const EXIT_DAMAGED = 78;

/** A shell word: quoted when it needs to be. */
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);

/** The restore command for `file`, with DATA_DIR when the server was started with one. */
export function restoreCommand(file: string, env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = env.DATA_DIR ? `DATA_DIR=${shellWord(env.DATA_DIR)} ` : '';
  return `${dataDir}npm run restore -- ${shellWord(file)}`;
}

/** "2026-11-26 23:00 UTC" */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The message for a damaged embedded database in `dataDir`, in both languages. */
export function damagedDatabaseMessage(error: DatabaseDamagedError, dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const backup = newestGoodBackup(backupFolders(dataDir));
  const folders = backupFolders(dataDir).join(' , ');
  const pgdata = join(resolve(dataDir), 'pgdata');
  const lines = [
    `La base de données intégrée (${error.dir}) est endommagée\u00a0: le serveur ne démarre pas.`,
    `Cause\u00a0: ${error.reason}`,
  ];
  if (backup) {
    lines.push(
      `Dernière sauvegarde lisible\u00a0: ${backup.path} (du ${when(backup.createdAt).replace(' ', ' à ')}).`,
      'Pour la remettre en place (le dossier endommagé est mis de côté, jamais effacé), puis redémarrer\u00a0:',
      `  ${restoreCommand(backup.path, env)}`,
      'Ce qui a été écrit après cette sauvegarde est perdu.',
    );
  } else {
    lines.push(
      `Aucune sauvegarde lisible dans ${folders}.`,
      `Gardez une copie du dossier endommagé pour un spécialiste. Pour repartir d’une base vide (contenu d’origine, comptes à recréer)\u00a0: mv ${shellWord(pgdata)} ${shellWord(`${pgdata}.damaged`)} puis redémarrez.`,
    );
  }
  lines.push('', `The embedded database (${error.dir}) is damaged: the server will not start.`, `Cause: ${error.reason}`);
  if (backup) {
    lines.push(
      `Newest readable backup: ${backup.path} (taken ${when(backup.createdAt)}).`,
      'To put it back (the damaged folder is moved aside, never deleted), then start again:',
      `  ${restoreCommand(backup.path, env)}`,
      'What was written after that backup is lost.',
    );
  } else {
    lines.push(
      `No readable backup in ${folders}.`,
      `Keep a copy of the damaged folder for a specialist. To start again from an empty database (the original content, accounts to create again): mv ${shellWord(pgdata)} ${shellWord(`${pgdata}.damaged`)} then start again.`,
    );
  }
  return lines.join('\n');
}

/**
 * Moves a damaged `DATA_DIR/pgdata` aside (`pgdata.damaged-<date>`), so that a new database can
 * be created in its place; returns where it went.
 */
export function moveDamagedAside(dataDir: string): string | undefined {
  const pgdata = join(resolve(dataDir), 'pgdata');
  if (!existsSync(pgdata)) return undefined;
  const aside = `${pgdata}.damaged-${stamp()}`;
  renameSync(pgdata, aside);
  return aside;
}
