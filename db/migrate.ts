// Applies db/migrations (drizzle-kit's journal) under an advisory lock, so concurrent starters are safe.
import path from 'node:path';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';

export const migrationsFolder = path.resolve(process.cwd(), 'db/migrations');
const MIGRATION_LOCK_ID = 7_311_020;

export async function runMigrations(url: string, folder = migrationsFolder): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    try {
      await migrate(drizzle(sql), { migrationsFolder: folder });
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
