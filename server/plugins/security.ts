import fp from 'fastify-plugin';
import { registerSecurityHeaders, type SecurityOptions } from '../security';

/** The security headers (server/security.ts) on every response: pages, files, API JSON, errors and 404s. */
export const securityHeaders = fp<SecurityOptions>(
  async (app, options) => {
    registerSecurityHeaders(app, options);
  },
  { name: 'security-headers' },
);
