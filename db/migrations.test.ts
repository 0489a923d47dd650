// The migrations apply on an empty database, twice without harm, and leave the default tariffs.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { expect, inject, it } from 'vitest';
import { runMigrations } from './migrate';

it('apply on an empty database and are idempotent', async () => {
  const admin = postgres(inject('adminUrl'), { max: 1, onnotice: () => {} });
  const name = `envios_empty_${inject('runId')}_${randomBytes(3).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  try {
    await runMigrations(url.toString());
    await runMigrations(url.toString());
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const tables = await db<{ tablename: string }[]>`select tablename from pg_tables where schemaname = 'public' order by 1`;
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining([
        'organizations',
        'api_keys',
        'users',
        'memberships',
        'ledger_entries',
        'orders',
        'tracking_events',
        'webhooks',
        'webhook_events',
        'webhook_deliveries',
        'tariffs',
      ]),
    );
    const tariffs = await db`select shipment_type, base_centavos from tariffs where organization_id is null order by base_centavos`;
    expect(tariffs.map((t) => t.shipment_type)).toEqual(['standard', 'express', 'same_day']);
    // Since 0030 a weight adjustment may take a balance below zero (purchases keep their conditional debit): no check.
    await db`insert into organizations (name) values ('x')`;
    await expect(db`update organizations set balance_centavos = -1`).resolves.toBeDefined();
    await db.end();
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}, 120_000); // every migration twice on a fresh database, on a shared machine
