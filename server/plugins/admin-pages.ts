import fp from 'fastify-plugin';

/**
 * The admin's pages need a session; without one, the login page, which then comes back here.
 * Signed in, they are never cached. The pages are the site's files (server/site.ts), so the
 * paths are recognised here: the admin's prefix, not its login page, not a file with an extension.
 */
export const adminPages = fp<{ prefix: string; loginPage: string }>(
  async (app, { prefix, loginPage }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0]!;
      if (!(path === prefix || path.startsWith(`${prefix}/`)) || path.startsWith(loginPage) || /\.\w+$/.test(path)) return;
      if (await request.signedIn()) {
        reply.header('Cache-Control', 'no-store');
        return;
      }
      return reply.redirect(`${loginPage}?next=${encodeURIComponent(request.url)}`, 303);
    });
  },
  { name: 'admin-pages', dependencies: ['session'] },
);
