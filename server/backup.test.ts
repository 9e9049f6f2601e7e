import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, createBackup, readBackup, restoreBackup } from './db/backup';
import { rateLimits } from './db/schema';
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

  it('carries the limits’ counts: an account blocked when the backup was taken is blocked after its restore', async () => {
    const signIn = (remoteAddress: string) => server.call({ method: 'POST', url: '/api/v1/session', payload: { username: 'ghost', password: 'not the password' }, remoteAddress });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(`198.18.3.${attempt + 1}`)).statusCode).toBe(401);
    const backup = await createBackup(server.database.db);
    expect(readBackup(backup).tables.rate_limits?.length).toBeGreaterThan(0);
    // Counts forgotten (the ghost is let in to try again)…
    await server.database.db.delete(rateLimits);
    expect((await signIn('198.18.3.20')).statusCode).toBe(401);
    // …then restored: blocked again until the window of the backup ends.
    await restoreBackup(server.database.db, backup);
    const blocked = await signIn('198.18.3.21');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('carries the revisions and the trash: after a restore, history and trash read as they did, and both go on', async () => {
    const created = await server.call({ method: 'POST', url: '/api/v1/news', cookie: editor, payload: { title: { fr: 'Avant la sauvegarde', en: '' }, content: { fr: 'Cet article a une révision et part à la corbeille.', en: '' } } });
    const { id } = created.json().item as { id: number };
    await server.call({ method: 'PATCH', url: `/api/v1/news/${id}`, cookie: editor, payload: { version: 1, title: { fr: 'Avant la sauvegarde, modifié', en: '' } } });
    expect((await server.call({ method: 'DELETE', url: `/api/v1/news/${id}`, cookie: editor, payload: { version: 2 } })).statusCode).toBe(204);
    const backup = await createBackup(server.database.db);
    expect(readBackup(backup).tables.revisions?.length).toBeGreaterThan(0);

    // Deleted for good after the backup…
    expect((await server.call({ method: 'DELETE', url: `/api/v1/trash/news/${id}`, cookie: editor })).statusCode).toBe(204);
    const trashIds = async () => ((await server.call({ method: 'GET', url: '/api/v1/trash', cookie: editor })).json().items as { id: number }[]).map((item) => item.id);
    expect(await trashIds()).not.toContain(id);
    // …back in the trash once the backup is restored, with its history.
    await restoreBackup(server.database.db, backup);
    expect(await trashIds()).toContain(id);
    const restored = await server.call({ method: 'POST', url: `/api/v1/news/${id}/restore`, cookie: editor });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().item).toMatchObject({ version: 3, title: { fr: 'Avant la sauvegarde, modifié' } });
    const history = (await server.call({ method: 'GET', url: `/api/v1/news/${id}/revisions`, cookie: editor })).json().items as { revision: number; title: { fr: string } }[];
    expect(history.map((item) => [item.revision, item.title.fr])).toEqual([
      [2, 'Avant la sauvegarde, modifié'],
      [1, 'Avant la sauvegarde'],
    ]);
  });

  it('refuses a file that is not a backup and changes nothing', async () => {
    const before = await titles();
    await expect(restoreBackup(server.database.db, Buffer.from('not a backup'))).rejects.toBeInstanceOf(BackupError);
    expect(await titles()).toEqual(before);
  });
});
