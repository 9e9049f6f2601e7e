import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new migration after a change to server/db/schema.ts or to
// the content collections' tables (server/db/content-tables.ts, written by `npm run generate`
// from src/collections); the server applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/content-tables.ts'],
  out: './server/db/migrations',
});
