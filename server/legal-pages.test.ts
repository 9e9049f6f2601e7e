import { MESSAGES_PER_ADDRESS, SIGN_IN_PER_ADDRESS } from './auth/limits';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../src/content/legal';
import { STORAGE_KEY } from '../src/runtime/store';
import { cookieName, SESSION_IDLE_MS } from './auth/sessions';
import { LANGUAGE_COOKIE } from './pages';
import { drivers, startTestServer, type TestServer } from './testing/app';

/*
 * The pages a public body owes its readers, as the server sends them (in the reader's language
 * from the first byte, readable without script), and the privacy page held to what the code
 * does: when the code changes what it keeps or for how long, this fails until the page says so.
 */

const DIST = 'dist';
if (!existsSync(`${DIST}/server/render.js`)) throw new Error('server/legal-pages.test.ts needs a build: run `npm run build` first.');

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
/** The h2s of the page's main area (the footer has its own). */
const h2s = (html: string) => [.../<main[\s\S]*<\/main>/.exec(html)![0].matchAll(/<h2[^>]*>(.*?)<\/h2>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
/** The page's text: tags out, apostrophes back, every kind of space one plain space. */
const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', '’')
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n\u00a0\u202f]+/g, ' ');

describe.each(drivers)('the legal pages (%s)', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { distDir: DIST });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'commune.test' } });

  it('sends the legal notice in French: publisher, publication director, host and contact', async () => {
    const response = await get('/mentions-legales');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Mentions légales · Commune de Dtima</title>');
    expect(h1(html)).toBe('Mentions légales');
    expect(h2s(html)).toEqual(expect.arrayContaining(['Éditeur du site', 'Directeur de la publication', 'Hébergement', 'Nous contacter']));
    const words = text(html);
    expect(words).toContain('Hamadou Daïrou Bello, maire de la Commune de Dtima');
    expect(words).toContain('Hôtel de ville, avenue de l’Unité, Dtima');
    expect(words).toContain('B.P. 27 Dtima');
    expect(html).toContain('href="tel:+237222291450"');
    expect(html).toContain('href="mailto:contact@commune-dtima.cm"');
    expect(words).toContain('Le site est hébergé par la Commune de Dtima elle-même');
  });

  it('sends each page in English for ?lang=en, with its own heading', async () => {
    const notice = await get('/mentions-legales?lang=en');
    expect(h1(notice.body)).toBe('Legal notice');
    expect(h2s(notice.body)).toEqual(expect.arrayContaining(['Publisher', 'Publication director', 'Hosting', 'Contact us']));
    const privacy = await get('/confidentialite?lang=en');
    expect(h1(privacy.body)).toBe('Privacy and personal data');
    expect(text(privacy.body)).toContain('Law No. 2024/017 of 23 December 2024 on the protection of personal data');
    const statement = await get('/accessibilite?lang=en');
    expect(h1(statement.body)).toBe('Accessibility statement');
    expect(text(statement.body)).toContain('is partially compliant with the French general accessibility improvement framework (RGAA)');
    expect(statement.body).toMatch(/<time datetime="2026-11-26">26 November 2026<\/time>/i);
  });

  it('says on the privacy page what is kept, for how long, who reads it and how to have it erased', async () => {
    const html = (await get('/confidentialite')).body;
    expect(h1(html)).toBe('Données personnelles et confidentialité');
    expect(h2s(html)).toEqual(['Qui est responsable de vos données', 'Quand vous écrivez à la mairie', 'Qui lit vos messages', 'Combien de temps', 'Adresse IP et journaux', 'Cookies et stockage dans votre navigateur', 'Comptes du personnel', 'Vos droits', 'Sécurité']);
    const words = text(html);
    expect(words).toContain('loi n° 2024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel');
    expect(words).toContain('Les messages restent enregistrés jusqu’à ce qu’un agent de la mairie les supprime');
    expect(words).toContain('Seuls les agents de la mairie qui ont un compte personnel');
    expect(words).toContain('le cookie « commune-lang »');
  });

  it('gives the accessibility statement in the RGAA form', async () => {
    const html = (await get('/accessibilite')).body;
    expect(h1(html)).toBe('Déclaration d’accessibilité');
    expect(h2s(html)).toEqual(['Notre engagement', 'État de conformité', 'Résultats des tests', 'Contenus non accessibles', 'Établissement de cette déclaration', 'Signaler une difficulté', 'Voies de recours']);
    const words = text(html);
    expect(words).toContain('est partiellement conforme avec le référentiel général d’amélioration de l’accessibilité (RGAA), version 4.1.2');
    expect(html).toMatch(/<time datetime="2026-11-26">26 novembre 2026<\/time>/i);
    expect(words).toContain('écrire au secrétaire général de la commune');
    expect(words).toContain('le préfet du département');
  });
});

describe('the privacy page says what the code does', () => {
  const privacy = JSON.stringify(legalDocuments.privacy);

  it('names the cookies and the storage key the site uses, and their lives', () => {
    expect(LANGUAGE_COOKIE).toBe('commune-lang');
    expect(privacy).toContain(`«\u00a0${LANGUAGE_COOKIE}\u00a0», qui retient la langue choisie (français ou anglais) pendant un an`);
    expect(privacy).toContain(`«\u00a0${STORAGE_KEY}\u00a0»`);
    expect(cookieName(false)).toBe('commune_session');
    expect(SESSION_IDLE_MS).toBe(8 * 60 * 60 * 1000);
    expect(privacy).toContain('après 8\u00a0heures sans activité');
  });

  it('gives the limits the server counts addresses for', () => {
    expect([MESSAGES_PER_ADDRESS.max, MESSAGES_PER_ADDRESS.windowMs]).toEqual([5, 60 * 60_000]);
    expect(privacy).toContain('au plus cinq messages par heure depuis une même adresse IP');
    expect(SIGN_IN_PER_ADDRESS.windowMs).toBe(15 * 60_000);
    expect(privacy).toContain('pendant 15\u00a0minutes');
  });

  it('keeps messages until staff delete them: nothing else in the server deletes one', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
      });
    const deleting = sources('server').filter((file) => /\.delete\(messages\)|DELETE FROM "?messages/i.test(readFileSync(file, 'utf8')));
    expect(deleting).toEqual([join('server', 'repositories', 'messages.ts')]);
    const callers = sources('server').filter((file) => readFileSync(file, 'utf8').includes('deleteMessage('));
    expect(callers.sort()).toEqual([join('server', 'repositories', 'messages.ts'), join('server', 'routes', 'messages.ts')]);
    expect(privacy).toContain('le site ne les efface jamais de lui-même');
  });
});
