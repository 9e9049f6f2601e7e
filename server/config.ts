import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { DatabaseOptions } from './db/client';
import { trustProxyFrom } from './http';

/** The server's settings, all from environment variables (README, "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /** The embedded database and backups requested from the shell (`./data`). */
  dataDir: string;
  database: DatabaseOptions;
  adminPassword: string | undefined;
  trustProxy: FastifyServerOptions['trustProxy'];
  publicOrigin: string | undefined;
  /** The built site (`dist`). */
  distDir: string;
  /** The partner demo on PORT+1; `DEMO=0` turns it off. */
  demo: boolean;
  /**
   * The embedded database's automatic backups into DATA_DIR/backups: every `everyHours` hours
   * (`BACKUP_EVERY_HOURS`, 1; 0 turns them off), the newest `keep` kept (`BACKUP_KEEP`, 48).
   */
  automaticBackups: { everyHours: number; keep: number };
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65534) throw new ConfigError(`PORT=${env.PORT} is not a port number.`);
  const dataDir = resolve(env.DATA_DIR || 'data');
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://.');
  const fsync = (env.EMBEDDED_FSYNC ?? 'on').trim().toLowerCase();
  if (!['on', 'off'].includes(fsync)) throw new ConfigError('EMBEDDED_FSYNC must be on (the default) or off.');
  const everyHours = Number(env.BACKUP_EVERY_HOURS ?? 1);
  if (!Number.isFinite(everyHours) || everyHours < 0 || everyHours > 24 * 24) throw new ConfigError(`BACKUP_EVERY_HOURS=${env.BACKUP_EVERY_HOURS} is not a number of hours up to 576 (0 turns automatic backups off).`);
  const keep = Number(env.BACKUP_KEEP ?? 48);
  if (!Number.isInteger(keep) || keep < 1) throw new ConfigError(`BACKUP_KEEP=${env.BACKUP_KEEP} is not a whole number of backups (at least 1).`);
  const publicOrigin = env.PUBLIC_ORIGIN?.trim() || undefined;
  if (publicOrigin && !/^https?:\/\/[^/]+$/.test(publicOrigin)) throw new ConfigError('PUBLIC_ORIGIN must be an origin such as https://commune.cm (no path).');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    database: url ? { url } : { dataDir, fsync: fsync === 'on' },
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicOrigin,
    distDir: env.DIST_DIR || 'dist',
    demo: env.DEMO !== '0',
    automaticBackups: { everyHours, keep },
  };
}
