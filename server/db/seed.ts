import { eq } from 'drizzle-orm';
import { seedItems } from '../../src/collections/bundled';
import { contentCollections } from '../../src/collections';
import type { Db } from './client';
import { contentTables } from './content-tables';
import { settings } from './schema';

/*
 * The first start copies the bundled content (src/content) into the database, published, so
 * the site looks the same before and after its staff first sign in. It runs once: an item staff
 * later delete stays deleted. What each collection takes from src/content is in its descriptor
 * (src/collections).
 */

const SEEDED = 'seeded_at';

export async function seed(db: Db): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, SEEDED));
  if (done) return false;
  const bundled = seedItems();
  await db.transaction(async (tx) => {
    for (const collection of contentCollections) {
      const rows = bundled[collection].map(({ seedKey, fields }) => ({ ...fields, seedKey, status: 'published' as const }));
      if (rows.length > 0) await tx.insert(contentTables[collection]).values(rows as (typeof contentTables)[typeof collection]['$inferInsert'][]);
    }
    await tx.insert(settings).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
