// The process-wide database as lib/, app/ and the CLI reach it: db/client.ts's pools, with the settings of
// lib/platform/config.ts installed on first use. db/ reads no environment and imports nothing from lib/, so it is
// handed them (configureDatabase); an entry point that installed its own first keeps them (the CLI, a test's setup).
import * as client from '@/db/client';
import { databaseSettings, parseDatabaseConfig } from './config';

function configured(): void {
  if (!client.databaseConfigured()) client.configureDatabase(databaseSettings());
}

/**
 * Installs the database variables as the environment holds them now, validated alone (lib/platform/config.ts
 * parseDatabaseConfig): the CLI, a script that opens its own pool, a test that points the process at another database.
 */
export function configureDatabaseFromEnvironment(): void {
  client.configureDatabase(databaseSettings(parseDatabaseConfig()));
}

/** The process-wide Drizzle database. */
export function getDb(): client.Db {
  configured();
  return client.getDb();
}

/** The raw postgres.js client of the process-wide pool, for the few hot paths written in SQL. */
export function getSql(): ReturnType<typeof client.getSql> {
  configured();
  return client.getSql();
}

/** The usage counters' pool (commits that do not wait for the disk: db/client.ts). */
export function getCounterSql(): ReturnType<typeof client.getCounterSql> {
  configured();
  return client.getCounterSql();
}

/** Whether this process has a process-wide database (DATABASE_URL): a CLI or a test process may have none. */
export function hasProcessDatabase(): boolean {
  configured();
  return client.hasProcessDatabase();
}

/** The connection string of the process-wide database. */
export function getDatabaseUrl(): string {
  configured();
  return client.getDatabaseUrl();
}

/** Named prepared statements, unless DATABASE_PREPARE=false (db/client.ts). */
export function preparedStatementsEnabled(): boolean {
  configured();
  return client.preparedStatementsEnabled();
}
