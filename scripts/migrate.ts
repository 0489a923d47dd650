// npm run db:migrate — applies db/migrations to DATABASE_URL, or to the embedded database.
import { runMigrations } from '../db/migrate';
import { resolveDatabase } from './embedded-postgres/resolve-database';

const database = await resolveDatabase({ migrate: false });
try {
  await runMigrations(database.url);
  console.log(`Migraciones aplicadas (${database.embedded ? 'PostgreSQL embebido' : 'DATABASE_URL'}).`);
} finally {
  await database.stop();
}
