import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from './auth/password-policy';
import { ensureAdmin } from './auth/users';
import { drivers, EDITOR_PASSWORD, startTestServer, testDatabase, type TestServer } from './testing/app';

const SPACES = ' '.repeat(12);
const COMMON = {
  fr: 'Ce mot de passe fait partie des plus courants\u00a0: choisissez-en un autre, par exemple une phrase de quelques mots.',
  en: 'This password is one of the most common: choose another, for example a sentence of a few words.',
};

describe('the password policy', () => {
  it('refuses fewer than 12 characters, spaces only, and the most common passwords, in both languages', async () => {
    expect(await passwordProblem('court', 'fr')).toBe('Le mot de passe doit contenir au moins 12\u00a0caractères.');
    expect(await passwordProblem(SPACES, 'fr')).toBe('Le mot de passe ne peut pas être fait que d’espaces.');
    expect(await passwordProblem(`\t${SPACES}\n`, 'en')).toBe('Password cannot be only spaces.');
    expect(await passwordProblem('password1234', 'fr')).toBe(COMMON.fr);
    expect(await passwordProblem('123456789012', 'en')).toBe(COMMON.en);
    // Compared without case or spaces, and one character repeated is no better.
    expect(await passwordProblem('Password 1234', 'en')).toBe(COMMON.en);
    expect(await passwordProblem('QWERTY123456', 'en')).toBe(COMMON.en);
    expect(await passwordProblem('aaaaaaaaaaaaaaaa', 'fr')).toBe(COMMON.fr);
    expect(await passwordProblem('1111 1111 1111', 'fr')).toBe(COMMON.fr);
  });

  it('accepts a passphrase, and every password the tests and fixtures use', async () => {
    for (const password of ['mil-et-oignons-2025', 'correct horse battery', EDITOR_PASSWORD, 'a brand new password', 'another long password', 'end-to-end admin password', 'benchmark password']) {
      expect(await passwordProblem(password, 'fr'), password).toBeUndefined();
    }
    expect(await isCommonPassword('le marché de Mokolo ouvre à 7 h')).toBe(false);
  });

  it('refuses a common ADMIN_PASSWORD at the first start', async () => {
    const { database, drop } = await testDatabase('pglite');
    try {
      await expect(ensureAdmin(database.db, 'password1234')).rejects.toThrow(`ADMIN_PASSWORD: ${COMMON.en}`);
      await expect(ensureAdmin(database.db, SPACES)).rejects.toThrow('ADMIN_PASSWORD: Password cannot be only spaces.');
      expect(await ensureAdmin(database.db, 'a long admin passphrase')).toEqual({ created: true, password: undefined });
    } finally {
      await drop();
    }
  });
});

describe.each(drivers)('setting a password on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    admin = await server.login();
  });
  afterAll(() => server?.close());

  it('refuses an account whose password is spaces only or common, with the field’s message', async () => {
    for (const [password, lang, message] of [
      [SPACES, 'fr', 'Le mot de passe ne peut pas être fait que d’espaces.'],
      [SPACES, 'en', 'Password cannot be only spaces.'],
      ['password1234', 'fr', COMMON.fr],
      ['Qwerty123456', 'en', COMMON.en],
    ] as const) {
      const response = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, lang, payload: { username: 'refused', displayName: 'Essai', password } });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', fields: { password: message } });
    }
    const names = (await server.call({ method: 'GET', url: '/api/v1/users', cookie: admin })).json().items.map((user: { username: string }) => user.username);
    expect(names).not.toContain('refused');
    const accepted = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'refused', displayName: 'Essai', password: 'les pluies de juillet' } });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a common password at a reset, and changes nothing else of the account', async () => {
    const added = await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'salamatou', displayName: 'Salamatou', password: EDITOR_PASSWORD } });
    const { id, version } = added.json().item as { id: number; version: number };
    const response = await server.call({ method: 'PATCH', url: `/api/v1/users/${id}`, cookie: admin, lang: 'fr', payload: { version, displayName: 'Renommée', password: 'passwordpassword' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: COMMON.fr });
    const after = (await server.call({ method: 'GET', url: '/api/v1/users', cookie: admin })).json().items.find((user: { id: number }) => user.id === id);
    expect(after).toMatchObject({ displayName: 'Salamatou', version });
    expect((await server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'salamatou', password: EDITOR_PASSWORD } })).statusCode).toBe(204);
  });

  it('refuses a common new password at a change of one’s own, without counting an attempt', async () => {
    await server.call({ method: 'POST', url: '/api/v1/users', cookie: admin, payload: { username: 'ibrahim', displayName: 'Ibrahim', password: EDITOR_PASSWORD } });
    const cookie = await server.login('ibrahim', EDITOR_PASSWORD);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, lang: 'en', payload: { currentPassword: EDITOR_PASSWORD, newPassword: '1q2w3e4r5t6y' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ newPassword: COMMON.en });
    }
    const spaces = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: EDITOR_PASSWORD, newPassword: SPACES } });
    expect(spaces.json().error.fields).toEqual({ newPassword: 'Le mot de passe ne peut pas être fait que d’espaces.' });
    const changed = await server.call({ method: 'POST', url: '/api/v1/session/password', cookie, payload: { currentPassword: EDITOR_PASSWORD, newPassword: 'un nouveau mot de passe' } });
    expect(changed.statusCode).toBe(204);
  });
});

describe('npm run users', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'commune-users-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const users = (args: string[], password: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/users.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PASSWORD: password },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('refuses a PASSWORD that is common or spaces only, and takes a good one', { timeout: 120_000 }, () => {
    const common = users(['add', 'amina'], 'password1234');
    expect(common.status).toBe(1);
    expect(common.stderr).toContain(`PASSWORD: ${COMMON.en}`);
    const spaces = users(['add', 'amina'], SPACES);
    expect(spaces.status).toBe(1);
    expect(spaces.stderr).toContain('PASSWORD: Password cannot be only spaces.');
    const good = users(['add', 'amina', '--name', 'Amina Oumarou'], 'la pluie arrive en juin');
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('Added amina (editor).');
    const reset = users(['reset', 'amina'], 'qwerty123456');
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain(`PASSWORD: ${COMMON.en}`);
  });
});
