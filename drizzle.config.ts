import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  // Only `drizzle-kit generate` runs through this file; migrations are applied by scripts/migrate.ts.
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/unused' },
});
