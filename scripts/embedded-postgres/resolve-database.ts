// Where a command-line process (launcher, CLI, migrate) finds its database:
// DATABASE_URL when set, otherwise the shared embedded PostgreSQL under .data/, migrated.
import { ensureEmbeddedPostgres } from './server';
import { ensureEmbeddedPostgresApart } from './apart';
import { runMigrations } from '@/db/migrate';

export type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * `apart`: a long-running launcher's embedded server runs in a process group of its own (scripts/embedded-postgres/apart.ts), so
 * the launcher stops it after its server, not at the same signal.
 */
export async function resolveDatabase(
  options: { migrate?: boolean; log?: (line: string) => void; apart?: boolean } = {},
): Promise<ResolvedDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    if (options.migrate) await runMigrations(fromEnv);
    return { url: fromEnv, embedded: false, stop: async () => {} };
  }
  const embedded = options.apart
    ? await ensureEmbeddedPostgresApart({ dataDir: '.data/postgres' })
    : await ensureEmbeddedPostgres({ dataDir: '.data/postgres', log: options.log });
  if (options.migrate !== false) await runMigrations(embedded.url);
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
