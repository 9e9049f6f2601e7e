import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createBackup, restoreBackup } from './db/backup';
import { drivers, startTestServer, type TestServer } from './testing/app';

describe.each(drivers)('backup and restore on %s', (driver) => {
  let server: TestServer;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    editor = await server.login();
  });
  afterAll(() => server?.close());

  const titles = async () => ((await server.call({ method: 'GET', url: '/api/v1/news?status=all', cookie: editor })).json().items as { title: { fr: string } }[]).map((item) => item.title.fr).sort();

  it('restores exactly what was backed up, accounts and sequences included', async () => {
    const before = await titles();
    const backup = await createBackup(server.database.db);
    const created = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: { title: { fr: 'Après la sauvegarde', en: '' }, content: { fr: 'Cet article n’est pas dans la sauvegarde.', en: '' } } });
    expect(created.statusCode).toBe(201);
    expect(await titles()).toContain('Après la sauvegarde');

    const counts = await restoreBackup(server.database.db, backup);
    expect(counts.news).toBe(before.length);
    expect(await titles()).toEqual(before);
    // The session restored with the accounts still works, and new ids do not collide.
    const again = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: { title: { fr: 'Nouvel article', en: '' }, content: { fr: 'Écrit après la restauration.', en: '' } } });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const before = await titles();
    await expect(restoreBackup(server.database.db, Buffer.from('not a backup'))).rejects.toBeInstanceOf(BackupError);
    expect(await titles()).toEqual(before);
  });
});
