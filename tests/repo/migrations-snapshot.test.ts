// The Drizzle snapshot is kept in step with db/schema (docs/decisions.md, "Migrations: written by hand where
// Drizzle cannot say it, snapshot kept in step"): `npm run db:generate` run now reports "No schema changes" and writes
// nothing. A hand-written migration whose snapshot was forgotten makes the next generate repeat its changes in a new
// migration; this test runs the real drizzle-kit on a copy of db/migrations and fails then.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config';

const repo = process.cwd();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Generated = { code: number | null; output: string; written: string[] };

/** drizzle-kit generate (drizzle.config.ts's dialect and schema) into a copy of the migrations folder. */
function generate(prepare: (migrations: string) => void = () => {}): Promise<Generated> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'envios-snapshot-'));
  temps.push(dir);
  const migrations = path.join(dir, 'migrations');
  cpSync(path.join(repo, config.out ?? 'db/migrations'), migrations, { recursive: true });
  prepare(migrations);
  const listing = (folder: string) => new Set(readdirSync(folder, { recursive: true }).map((name) => String(name)));
  const before = listing(migrations);
  const bin = path.join(repo, 'node_modules/drizzle-kit/bin.cjs');
  // drizzle-kit prefixes `out` with "./", so it is given relative to the repository.
  const args = [bin, 'generate', '--dialect', config.dialect, '--schema', String(config.schema)];
  args.push('--out', path.relative(repo, migrations));
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: repo, env: { PATH: process.env.PATH, NODE_ENV: 'test' } }, (error, stdout, stderr) => {
      const written = [...listing(migrations)].filter((name) => !before.has(name));
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr, written });
    });
  });
}

describe('db/migrations/meta against db/schema', () => {
  it('drizzle-kit generate finds no schema changes and writes nothing', async () => {
    const result = await generate();
    expect(result.output).toContain('No schema changes');
    expect(result.written).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('a snapshot behind the schema is caught (the check above can fail)', async () => {
    // Only the first snapshot left: the schema has grown since, so generate must write a migration.
    const result = await generate((migrations) => {
      const meta = path.join(migrations, 'meta');
      const snapshots = readdirSync(meta).filter((name) => name.endsWith('_snapshot.json'));
      for (const name of snapshots.sort().slice(1)) rmSync(path.join(meta, name));
    });
    expect(result.output).not.toContain('No schema changes');
    expect(result.written.some((name) => name.endsWith('.sql'))).toBe(true);
  });
});
