// Where a command-line process (launcher, CLI, migrate) finds its database:
// DATABASE_URL when set, otherwise the shared embedded PostgreSQL under .data/, migrated.
import { ensureEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

export async function resolveDatabase(options: { migrate?: boolean; log?: (line: string) => void } = {}): Promise<ResolvedDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    if (options.migrate) await runMigrations(fromEnv);
    return { url: fromEnv, embedded: false, stop: async () => {} };
  }
  const embedded = await ensureEmbeddedPostgres({ dataDir: '.data/postgres', log: options.log });
  if (options.migrate !== false) await runMigrations(embedded.url);
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
