// Once per test run: a PostgreSQL server (DATABASE_URL's, or the embedded one under .data/test-postgres)
// and a migrated template database that every test file clones into a fresh database of its own.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { ensureEmbeddedPostgres } from '../scripts/embedded-postgres/server';
import { runMigrations } from '../db/migrate';
import { ledgerCheckEnabled, verifyTestDatabases } from './ledger-check';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    runId: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    // A throwaway cluster per run, so concurrent runs never stop each other's server.
    const dataDir = path.join(os.tmpdir(), `envios-test-pg-${runId}`);
    const embedded = await ensureEmbeddedPostgres({ dataDir, database: 'postgres' });
    adminUrl = embedded.adminUrl;
    stop = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
      await rm(path.join(os.tmpdir(), `envios-test-pg-${runId}.credentials.json`), { force: true });
    };
  }
  const templateDatabase = `envios_tmpl_${runId}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${templateDatabase}`);
  await runMigrations(withDatabase(adminUrl, templateDatabase));
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runId', runId);

  return async () => {
    const databases = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`envios_%_${runId}%`}`;
    // ledger:verify on every test file's database before it is dropped (tests/ledger-check.ts).
    const problems = ledgerCheckEnabled()
      ? await verifyTestDatabases(
          databases
            .filter(({ datname }) => datname.startsWith(`envios_test_${runId}_`))
            .map(({ datname }) => ({ name: datname, url: withDatabase(adminUrl, datname) })),
        )
      : [];
    for (const { datname } of databases) {
      await admin.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {});
    }
    await admin.end({ timeout: 5 });
    await stop();
    if (problems.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the run fails through the exit code.
      process.stderr.write(`ledger:verify encontró diferencias después de las pruebas:\n${problems.join('\n')}\n`);
      process.exitCode = 1;
    }
  };
}
