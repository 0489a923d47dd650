// Before each test file: a fresh database cloned from the migrated template, as DATABASE_URL.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { violations } from './helpers/openapi-validator';
import { closeDb } from '@/db/client';
import { configureDatabaseFromEnvironment } from '@/lib/platform/db';

const adminUrl = inject('adminUrl');
const template = inject('templateDatabase');
const runId = inject('runId');
const database = `envios_test_${runId}_${randomBytes(4).toString('hex')}`;

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
// Two files cloning the template at the same instant can collide ("being accessed by other users"): retry.
for (let attempt = 1; ; attempt++) {
  try {
    await admin.unsafe(`create database ${database} template ${template}`);
    break;
  } catch (error) {
    if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
  }
}
await admin.end({ timeout: 5 });

const url = new URL(adminUrl);
url.pathname = `/${database}`;
process.env.DATABASE_URL = url.toString();
// db/client.ts is handed its settings (lib/platform/db.ts): this file's database is the process's.
configureDatabaseFromEnvironment();

afterAll(async () => {
  await closeDb();
});

// Every response the test received must match the OpenAPI document (tests/helpers/openapi-validator.ts).
afterEach(() => {
  const found = violations.splice(0);
  expect(found, 'responses that do not match the OpenAPI document').toEqual([]);
});
