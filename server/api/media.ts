import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { media } from '../db/schema';
import { logActivity } from '../db/journal';
import { HttpError } from '../../src/core/schema/errors';
import { sniffImage } from '../../src/core/image-sniff';
import { requireStaff, type AppContext } from './context';

/** The largest image staff may upload. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Image upload: the raw bytes as the body (`Content-Type: image/…` or
 * `application/octet-stream`). Stored in the database under a random name with the extension
 * of the type recognised from the bytes; served under /media/ with that type, `nosniff` and
 * immutable caching (a name is never reused).
 */
export function registerMediaRoutes(app: FastifyInstance, context: AppContext): void {
  app.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/v1/media', { preHandler: requireStaff(context), bodyLimit: MAX_IMAGE_BYTES }, async (request, reply) => {
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new HttpError('unsupported_media_type');
    const info = sniffImage(body);
    if (!info) throw new HttpError('unsupported_image');
    const name = `${randomBytes(12).toString('base64url')}.${info.extension}`;
    const user = request.staff!;
    await context.db.transaction(async (tx) => {
      await tx.insert(media).values({ name, type: info.type, size: body.length, width: info.width, height: info.height, data: body, createdBy: user.id });
      await logActivity(tx, { userId: user.id, action: 'upload', type: 'content', subject: 'media', label: name });
    });
    return reply.code(201).send({ src: `/media/${name}`, type: info.type, size: body.length, width: info.width, height: info.height });
  });

  app.get('/media/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!/^[\w-]{16}\.(png|jpg|webp|avif)$/.test(name)) throw new HttpError('not_found');
    if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).header('ETag', `"${name}"`).send();
    const [row] = await context.db.select().from(media).where(eq(media.name, name));
    if (!row) throw new HttpError('not_found');
    reply
      .type(row.type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${name}"`)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Length', String(row.data.length));
    return reply.send(row.data);
  });
}
