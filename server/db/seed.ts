import { eq } from 'drizzle-orm';
import { events as bundledEvents } from '../../src/content/events';
import { flashNews } from '../../src/content/flash-news';
import { mayorLetter } from '../../src/content/mayor';
import { programmes } from '../../src/content/programmes';
import { serviceTiles } from '../../src/content/services';
import type { Db } from './client';
import { events, mayorUpdates, news, programs, quickLinks, settings } from './schema';

/*
 * The first start copies the bundled content (src/content) into the database, published, so
 * the site looks the same before and after its staff first sign in. It runs once: an item staff
 * later delete stays deleted.
 */

const SEEDED = 'seeded_at';

export async function seed(db: Db): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, SEEDED));
  if (done) return false;
  await db.transaction(async (tx) => {
    const published = 'published' as const;
    await tx.insert(news).values(
      flashNews.map((item) => ({
        seedKey: `flash-news:${item.id}`,
        status: published,
        title: item.title,
        content: item.description,
        date: item.date,
        image: item.image ?? null,
        amount: item.amount ?? null,
      })),
    );
    await tx.insert(events).values(
      bundledEvents.map((item) => ({
        seedKey: `events:${item.id}`,
        status: published,
        title: item.title,
        description: item.description,
        date: item.date,
        start: item.start,
        end: item.end,
        ...(item.location ? { location: item.location } : {}),
      })),
    );
    await tx.insert(programs).values(
      programmes.map((item, position) => ({
        seedKey: `programmes:${item.id}`,
        status: published,
        title: item.title,
        description: item.description,
        image: item.image ?? null,
        link: item.link ?? null,
        position,
        type: item.type,
        phase: item.phase,
      })),
    );
    await tx.insert(quickLinks).values(
      serviceTiles.map((tile, position) => ({
        seedKey: `services:${tile.id}`,
        status: published,
        label: tile.label,
        description: tile.tileDescription,
        href: tile.path,
        icon: tile.icon,
        position,
      })),
    );
    await tx.insert(mayorUpdates).values({
      seedKey: 'mayor:message',
      status: published,
      title: mayorLetter.title,
      content: mayorLetter.content,
      date: mayorLetter.date,
    });
    await tx.insert(settings).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
