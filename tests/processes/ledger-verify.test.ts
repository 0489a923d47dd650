// npm run cli -- ledger:verify, run as a real process against this file's database: passes on a ledger that adds
// up (including entries committed out of created_at order), and fails, naming the organization, when a test corrupts a
// balance (an UPDATE of balance_centavos) or the chain of balances on purpose; every corruption is undone when the
// test ends, so the suite's own final check (tests/ledger-check.ts) passes.
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getDb } from '@/db/client';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { runCli } from '../helpers/cli';
import { createTestOrg } from '../helpers/fixtures';

const verify = (...args: string[]) => runCli(['ledger:verify', ...args]);

/** An organization with a few movements, one of them created before the one it committed after. */
async function orgWithLedger() {
  const org = await createTestOrg({ balance: 100 });
  await applyBalanceChange(getDb(), { organizationId: org.id, kind: 'label', amountCentavos: -2_550, description: 'Guía' });
  const late = await applyBalanceChange(getDb(), { organizationId: org.id, kind: 'refund', amountCentavos: 550, description: 'Reembolso' });
  await applyBalanceChange(getDb(), { organizationId: org.id, kind: 'adjustment', amountCentavos: -9_000, description: 'Ajuste' });
  // its transaction "started" an hour earlier than the charge before it in the chain
  await getDb().execute(sql`update ledger_entries set created_at = now() - interval '1 hour' where id = ${late.ledgerEntryId}::uuid`);
  return { org, late };
}

async function corrupt(statement: ReturnType<typeof sql>, undo: ReturnType<typeof sql>) {
  await getDb().execute(statement);
  onTestFinished(async () => {
    await getDb().execute(undo);
  });
}

describe('npm run cli -- ledger:verify', () => {
  it('passes when every balance is the sum of its entries, with a negative balance and an out-of-order commit', async () => {
    const { org } = await orgWithLedger();
    const [row] = await getDb().execute<{ balance: string }>(
      sql`select balance_centavos::text as balance from organizations where id = ${org.id}`,
    );
    expect(Number(row.balance)).toBe(-1_000);
    const result = await verify();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Libro de saldos verificado: \d+ organizaci(ón|ones), \d+ movimientos\. Sin diferencias/);
  });

  it('fails with exit code 1 naming the organization whose balance was changed without an entry', async () => {
    const { org } = await orgWithLedger();
    const clean = await createTestOrg({ balance: 5 });
    await corrupt(
      sql`update organizations set balance_centavos = balance_centavos + 700 where id = ${org.id}`,
      sql`update organizations set balance_centavos = balance_centavos - 700 where id = ${org.id}`,
    );
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Libro de saldos con diferencias en 1 organización de');
    expect(result.stdout).toContain(
      `- ${org.name} (${org.id}): saldo -$3.00, suma de los movimientos -$10.00 (4 movimientos; diferencia $7.00)`,
    );
    expect(result.stdout).not.toContain(clean.id);

    const json = await verify('--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).differences).toEqual([
      {
        organizationId: org.id,
        organizationName: org.name,
        balanceCentavos: -300,
        entriesSumCentavos: -1_000,
        entryCount: 4,
        chainBreakEntryId: null,
      },
    ]);
  });

  it('fails when an entry does not start from the balance the previous one left (the chain is broken)', async () => {
    const { org, late } = await orgWithLedger();
    await corrupt(
      sql`update ledger_entries set balance_after_centavos = balance_after_centavos + 1 where id = ${late.ledgerEntryId}::uuid`,
      sql`update ledger_entries set balance_after_centavos = balance_after_centavos - 1 where id = ${late.ledgerEntryId}::uuid`,
    );
    const result = await verify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`- ${org.name} (${org.id}): la cadena de saldos se rompe en el movimiento`);
  });

  it('passes again once the corruptions are undone', async () => {
    const result = await verify();
    expect(result.code).toBe(0);
  });
});
