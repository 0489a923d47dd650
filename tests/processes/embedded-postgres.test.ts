// The embedded default: one server per data directory, found and reused by a second process (the CLI
// while `npm run dev` runs), and left running by whoever did not start it.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { ensureEmbeddedPostgres } from '@/scripts/embedded-postgres/server';

it('starts one server per data directory and lets a second caller reuse it without stopping it', async () => {
  const dataDir = path.join(os.tmpdir(), `envios-embedded-test-${randomBytes(4).toString('hex')}`);
  const first = await ensureEmbeddedPostgres({ dataDir, database: 'app' });
  try {
    expect(first.owned).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/postgres:.+@127\.0\.0\.1:\d+\/app$/);
    const second = await ensureEmbeddedPostgres({ dataDir, database: 'other' });
    expect(second.owned).toBe(false);
    expect(new URL(second.url).port).toBe(new URL(first.url).port);
    await second.stop(); // a no-op for a caller that did not start the server
    const sql = postgres(second.url, { max: 1, onnotice: () => {} });
    const [{ db }] = await sql<{ db: string }[]>`select current_database() as db`;
    expect(db).toBe('other');
    await sql.end();
  } finally {
    await first.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(`${dataDir}.credentials.json`, { force: true });
  }
}, 60_000);
