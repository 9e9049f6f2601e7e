import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../src/shared/lang';
import type { Database } from './db/client';

/** The files without which dist/ is no build to serve the site from (`npm start` builds when one is missing). */
export const SITE_FILES = ['index.html', 'lib/commune.js'] as const;

/** The site files missing from `distDir`: none when the build is there. */
export async function missingSiteFiles(distDir: string): Promise<string[]> {
  const present = await Promise.all(SITE_FILES.map((file) => access(join(distDir, file)).then(() => true, () => false)));
  return SITE_FILES.filter((_, index) => !present[index]);
}

const MESSAGES = {
  database: { fr: 'La base de données ne répond pas.', en: 'The database is not answering.' },
  site_files: {
    fr: (missing: string) => `Les fichiers du site manquent dans dist/ (${missing})\u00a0: reconstruisez-les avec npm run build, puis redémarrez le serveur.`,
    en: (missing: string) => `The site's files are missing from dist/ (${missing}): rebuild them with npm run build, then restart the server.`,
  },
};

export interface HealthOptions {
  database: Database;
  /** The built site the server serves; without it (the API alone, in tests) only the database is checked. */
  distDir?: string;
}

/**
 * `GET /api/health`: `{"status":"ok"}`, or 503 with the reason, for a monitor or a proxy's
 * health check — the database does not answer, or the site's files are gone (dist/ removed or
 * half rebuilt under the running server), which would leave every page a 404.
 */
export function registerHealth(app: FastifyInstance, { database, distDir }: HealthOptions): void {
  app.get('/api/health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const lang: Lang = request.lang ?? 'fr';
    if (!(await database.ping())) return reply.code(503).send({ status: 'unavailable', reason: 'database', message: MESSAGES.database[lang] });
    const missing = distDir ? await missingSiteFiles(distDir) : [];
    if (missing.length > 0) {
      return reply.code(503).send({ status: 'unavailable', reason: 'site_files', missing, message: MESSAGES.site_files[lang](missing.join(', ')) });
    }
    return { status: 'ok' };
  });
}
