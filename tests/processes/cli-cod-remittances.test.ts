// The remittance commands of the admin command line (issue 35), run as real processes against this file's database:
// operator keys (shown once, stored hashed, revoked), and the sandbox loop: cod:sandbox-remittance writes the file of
// a day's sandbox collections of test mode (never a live organization's), cod:import-remittance imports it, pays the merchant and prints the report in Spanish.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codCollections, operatorKeys } from '@/db/schema';
import { hashOperatorKey, verifyOperatorKey } from '@/lib/cod/operator-keys';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { runCli } from '../helpers/cli';
import { insertCodOrders } from '../helpers/cod-remittances';
import { createTestOrg } from '../helpers/fixtures';
import { setTestBalance } from '../helpers/ledger';
import { moneyOf } from '../helpers/measurements';

const cli = (...args: string[]) => runCli(args);

describe('operator keys', () => {
  it('creates a key shown once and stored as its hash, and revokes it', async () => {
    const created = await cli('operator-keys:create', 'tesorería', '--json');
    expect(created.stderr).toBe('');
    const { id, key, name } = JSON.parse(created.stdout);
    expect(name).toBe('tesorería');
    expect(key).toMatch(/^emx_op_[0-9A-Za-z]{43}$/);
    const [row] = await getDb().select().from(operatorKeys).where(eq(operatorKeys.id, id));
    expect(row.keyHash).toBe(hashOperatorKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(await verifyOperatorKey(getDb(), key)).toEqual({ id, name: 'tesorería' });
    const revoked = await cli('operator-keys:revoke', id);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(new RegExp(`^Clave de operador ${id} revocada el `));
    expect(await verifyOperatorKey(getDb(), key)).toBeNull();
  }, 120_000);
});

describe('the sandbox remittance loop', () => {
  it('writes the file of a day of sandbox collections, imports it once and pays the merchant', async () => {
    const live = await createTestOrg({ balance: 0 });
    const org = await ensureTestTwin(getDb(), live.id);
    await setTestBalance(org.id, 0);
    const orders = await insertCodOrders(org.id, 45_050, { count: 3 });
    const [otherDay] = await insertCodOrders(org.id, 10_000);
    // a live organization's sandbox order is never in a simulated remittance: its balance is real
    const [liveOrder] = await insertCodOrders(live.id, 45_050);
    // collected at noon in Mexico City on 2026-11-20; the fourth the day after
    await getDb()
      .update(codCollections)
      .set({ collectedAt: new Date('2026-11-20T18:00:00Z') })
      .where(
        inArray(
          codCollections.orderId,
          [...orders, liveOrder].map((o) => o.orderId),
        ),
      );
    await getDb()
      .update(codCollections)
      .set({ collectedAt: new Date('2026-11-21T18:00:00Z') })
      .where(eq(codCollections.orderId, otherDay.orderId));
    const file = join(tmpdir(), `remesa-${org.id}.csv`);

    const written = await cli('cod:sandbox-remittance', '2026-11-20', '--out', file);
    expect(written.stderr).toBe('');
    expect(written.stdout).toMatch(/^Remesa SBX-REM-20261120-[0-9A-F]{8}: 3 líneas por \$1,351\.50 MXN, escrita en /);
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\n')[0]).toBe('guia,monto,fecha_cobro,referencia_remesa');
    for (const order of orders) expect(csv).toContain(`${order.trackingNumber},450.50,2026-11-20,SBX-REM-20261120-`);
    expect(csv).not.toContain(otherDay.trackingNumber);
    expect(csv).not.toContain(liveOrder.trackingNumber);

    const imported = await cli('cod:import-remittance', file);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(/^Remesa SBX-REM-20261120-[0-9A-F]{8} importada: /);
    expect(imported.stdout).toContain('3 líneas por $1,351.50 MXN; pagado a comercios: $1,351.50 MXN');
    expect(imported.stdout).toContain('  Conciliadas y pagadas: 3');
    expect(await moneyOf(org.id)).toMatchObject({ balance: 135_150, ledgerSum: 135_150 });

    const again = await cli('cod:import-remittance', file);
    expect(again.stdout).toContain('ya se había importado');
    expect(await moneyOf(org.id)).toMatchObject({ balance: 135_150 });
    // nothing left to remit that day
    const empty = await cli('cod:sandbox-remittance', '2026-11-20');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe('Error: No hay cobros de pedidos de prueba sin remitir con fecha 2026-11-20; no se escribió nada.\n');
  }, 240_000);
});
