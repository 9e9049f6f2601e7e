import { eq } from 'drizzle-orm';
import { media } from '../db/schema';
import { logActivity, type Tx } from './activity';

export type ImageValues = Omit<typeof media.$inferInsert, 'createdAt' | 'createdBy'>;

/** Stores an uploaded image by `userId`, with its activity line: one transaction. */
export async function saveImage(db: Tx, image: ImageValues, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(media).values({ ...image, createdBy: userId });
    await logActivity(tx, { userId, action: 'upload', type: 'content', subject: 'media', label: image.name });
  });
}

export async function findImage(db: Tx, name: string): Promise<typeof media.$inferSelect | undefined> {
  const [row] = await db.select().from(media).where(eq(media.name, name));
  return row;
}
