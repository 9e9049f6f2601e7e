import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { limitConnections, serverOptions, type ServerLimits } from '../http';
import { registerSecurityHeaders } from '../security';
import { registerSite } from '../site';

/** The serving half of the content server, as `server/app.ts` composes it, without the API. */
export async function buildSiteApp(distDir: string, limits: Partial<ServerLimits> = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(limits));
  limitConnections(app.server);
  registerSecurityHeaders(app);
  await registerSite(app, { distDir });
  return app;
}

/** The inline style of the fixture's pages, which the CSP must allow by hash. */
export const PAGE_STYLE = 'body{margin:0;color:#0b5d37}commune-events:not(:defined){display:block;min-block-size:40rem}';

const filler = (label: string) => `<p>${label}: marché de Dtima, mil, coton, oignons.</p>\n`.repeat(40);

function page(title: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${PAGE_STYLE}</style>
<script type="module" src="/assets/shell-AbCd1234.js"></script>
</head>
<body>
<div id="app"><h1>${title}</h1>${filler(title)}</div>
</body>
</html>
`;
}

/** Dates every file of `dir` back a minute, as a build that finished a while ago. */
export function settle(dir: string): void {
  const past = new Date(Date.now() - 60_000);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), past, past);
  }
}

/** A small build: pages, the 404 page, library entries and hashed chunks, an image. */
const FILES: Record<string, string> = {
  'index.html': page('Accueil'),
  'admin-dtima/index.html': page('Administration'),
  'events/index.html': page('Événements'),
  '404.html': page('Page introuvable'),
  'assets/shell-AbCd1234.js': `export const shell = ${JSON.stringify(filler('shell'))};\n`,
  'assets/notes.txt': 'Not a hashed name.\n',
  'lib/commune-events.js': `import './chunks/runtime-Ab_d-123.js';\nexport const events = ${JSON.stringify(filler('events'))};\n`,
  'lib/chunks/runtime-Ab_d-123.js': `export const runtime = ${JSON.stringify(filler('runtime'))};\n`,
  'lib/commune.css': 'commune-events:not(:defined){display:block}\n',
  'images/sun.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="8" fill="#f4b400"/></svg>\n',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

export interface Fixture {
  dir: string;
  write(path: string, content: string | Buffer): string;
  remove(): void;
}

/** A temporary dist/ with the files above, compressed by `scripts/compress.mjs` like a build. */
export function makeDist(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'commune-dist-'));
  const write = (path: string, content: string | Buffer) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  };
  for (const [path, content] of Object.entries(FILES)) write(path, content);
  execFileSync(process.execPath, ['scripts/compress.mjs', dir], { stdio: 'ignore' });
  settle(dir);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
