import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { HttpError } from '../../src/shared/schema/errors';
import { sniffImage } from '../../src/shared/image-sniff';
import type { AppContext } from '../context';
import { staffOnly } from '../plugins/session';
import type { RoutePlugin } from '../plugins/validation';
import { findImage, saveImage } from '../repositories/media';
import { imageParams } from './schemas';

/** The largest image staff may upload. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Image bodies (`image/…`, `application/octet-stream`) are read as bytes, up to the largest image,
 * on every route: elsewhere than the upload, the JSON-only rule then refuses them (415).
 */
export const imageBodies = fp(
  async (app) => {
    app.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  },
  { name: 'image-bodies' },
);

/**
 * `POST /api/v1/media` for staff: an image upload, the raw bytes as the body (`Content-Type:
 * image/…` or `application/octet-stream`). Stored in the database under a random name with the
 * extension of the type recognised from the bytes.
 */
export const uploadRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.addHook('preValidation', staffOnly());

  app.post('', { bodyLimit: MAX_IMAGE_BYTES, config: { imageBody: true } }, async (request, reply) => {
    const body = request.body;
    if (!Buffer.isBuffer(body)) throw new HttpError('unsupported_media_type');
    const info = sniffImage(body);
    if (!info) throw new HttpError('unsupported_image');
    const name = `${randomBytes(12).toString('base64url')}.${info.extension}`;
    await saveImage(context.db, { name, type: info.type, size: body.length, width: info.width, height: info.height, data: body }, request.staff!.id);
    return reply.code(201).send({ src: `/media/${name}`, type: info.type, size: body.length, width: info.width, height: info.height });
  });
};

/** `/media/<name>`: an uploaded image with its type, `nosniff` and immutable caching (a name is never reused). */
export const mediaRoutes: RoutePlugin<{ context: AppContext }> = async (app, { context }) => {
  app.get('/:name', { schema: { params: imageParams } }, async (request, reply) => {
    const { name } = request.params;
    if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).header('ETag', `"${name}"`).send();
    const row = await findImage(context.db, name);
    if (!row) throw new HttpError('not_found');
    reply
      .type(row.type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', `"${name}"`)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Length', String(row.data.length));
    return reply.send(row.data);
  });
};
