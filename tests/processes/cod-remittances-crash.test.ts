// Crash safety of a remittance import (issue 35, "Bad input and failure"): a real process importing a 2,000-line file
// of two organizations (tests/helpers/remittance-import-child.ts) is killed with SIGKILL in the middle of its
// transaction: the lines written, the collections remitted and the first organization's balance credited in PostgreSQL,
// the second's not yet, nothing committed. Nothing of it stays (no remittance, no line, no remitted collection, no ledger
// entry); importing the same file again pays every order exactly once, and a third time is a duplicate.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codRemittances } from '@/db/schema';
import { insertCodOrders, newReference, pesos, remittanceCsv } from '../helpers/cod-remittances';
import { createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function runImport(file: string, pauseAtPayout?: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/remittance-import-child.ts', file], {
    env: { ...process.env, LOG_LEVEL: 'error', PAUSE_AT_PAYOUT: String(pauseAtPayout ?? '') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk) => (out += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const said = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => out.includes(word) && (clearInterval(timer), resolve()), 50);
      void exited.then(() => (clearInterval(timer), out.includes(word) ? resolve() : reject(new Error(`import exited: ${out}`))));
    });
  return { child, exited, said, output: () => out };
}

const counts = async (organizationId: string) => {
  const [row] = await getDb().execute<{ remitted: number; lines: number }>(sql`
    select (select count(*)::int from cod_collections where organization_id = ${organizationId}::uuid and status in ('remitted', 'paid_out')) as remitted,
           (select count(*)::int from cod_remittance_lines where organization_id = ${organizationId}::uuid) as lines`);
  return row;
};

describe('a remittance import killed mid-way', () => {
  it('keeps nothing; the same file again pays each order exactly once', async () => {
    const orgs = [await createTestOrg({ balance: 0 }), await createTestOrg({ balance: 0 })];
    const orders = [
      ...(await insertCodOrders(orgs[0].id, 12_345, { count: 1_000 })),
      ...(await insertCodOrders(orgs[1].id, 12_345, { count: 1_000 })),
    ];
    const reference = newReference();
    const file = join(tmpdir(), `remesa-${reference}.csv`);
    await writeFile(
      file,
      remittanceCsv(
        reference,
        orders.map((o) => [o.trackingNumber, pesos(o.centavos)]),
      ),
    );

    const crashing = runImport(file, 1);
    await crashing.said('paused');
    crashing.child.kill('SIGKILL');
    await crashing.exited;
    expect(await getDb().select().from(codRemittances).where(eq(codRemittances.reference, reference))).toEqual([]);
    for (const org of orgs) {
      expect(await counts(org.id)).toEqual({ remitted: 0, lines: 0 });
      expect(await moneyOf(org.id)).toMatchObject({ balance: 0, ledgerSum: 0 });
    }

    const retry = runImport(file);
    expect(await retry.exited).toBe(0);
    expect(JSON.parse(retry.output())).toMatchObject({ duplicate: false, matchedCount: 2_000 });
    const again = runImport(file);
    expect(await again.exited).toBe(0);
    expect(JSON.parse(again.output())).toMatchObject({ duplicate: true, matchedCount: 2_000 });
    for (const org of orgs) {
      expect(await counts(org.id)).toEqual({ remitted: 1_000, lines: 1_000 });
      expect(await moneyOf(org.id)).toMatchObject({ balance: 1_000 * 12_345, ledgerSum: 1_000 * 12_345 });
    }
  }, 180_000);
});
