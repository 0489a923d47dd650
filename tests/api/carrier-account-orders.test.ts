// An order keeps the carrier account it was bought with (review M5, docs/carriers.md "Accounts", migration 0031):
// orders.carrier_account_id is a foreign key; saving another carrier account keeps the old one for its orders (they
// are cancelled with the credentials that bought them), saving the same account with new secrets updates it in
// place; removing an account with orders in course is a Spanish 409, and once they are over the row stays for them
// with its credentials wiped. Real accounts against the local FedEx simulator, over real HTTP.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { connectionFor, connectionForAccount, saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';

const first = { clientId: 'cuenta-uno', clientSecret: 'secreto-de-la-cuenta-uno', accountNumber: '700000001' };
const second = { clientId: 'cuenta-dos', clientSecret: 'secreto-de-la-cuenta-dos', accountNumber: '700000002' };
const rotated = { ...first, clientSecret: 'secreto-nuevo-de-la-cuenta-uno' };
withCarrierSimulators({}, { fedex: { credentials: [first, second, rotated] } });
let server: TestServer;
const actor = { type: 'system' as const, label: 'Pruebas' };

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

type Row = { id: string; retired_at: string | null; credentials_ciphertext: string; enabled: boolean };
const accountsOf = (organizationId: string) =>
  getDb().execute<Row>(
    sql`select id, retired_at, credentials_ciphertext, enabled from carrier_accounts where organization_id = ${organizationId}::uuid order by created_at`,
  );
const accountOfOrder = async (orderId: string) =>
  (await getDb().execute<{ id: string }>(sql`select carrier_account_id as id from orders where id = ${orderId}::uuid`))[0].id;

async function merchant() {
  const client = await createTestClient(server.url, { balance: 10_000 });
  await saveCarrierAccount(getDb(), { organizationId: client.org.id, carrier: 'fedex', credentials: first, actor });
  const buy = async () => {
    const res = await client.api('POST', '/orders', { ...validOrderBody(), carrier: 'fedex' }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(res.status, res.text).toBe(201);
    return res.body.orderId as string;
  };
  return { ...client, buy };
}

describe('an order keeps the account it was bought with', () => {
  it('saving another carrier account keeps the old one for its orders; new orders use the new one', async () => {
    const { org, api, buy } = await merchant();
    const orderId = await buy();
    const [bought] = await accountsOf(org.id);
    expect(await accountOfOrder(orderId)).toBe(bought.id);

    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'fedex', credentials: second, actor });
    const rows = await accountsOf(org.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: bought.id, enabled: false });
    expect(rows[0].retired_at).not.toBeNull();
    expect(rows[1].retired_at).toBeNull();
    // the order is still reached with the credentials that bought it
    expect(await accountOfOrder(orderId)).toBe(bought.id);
    expect((await connectionForAccount(getDb(), bought.id))?.credentials.accountNumber).toBe(first.accountNumber);
    // new orders, the list and the quotes use the new account
    expect((await connectionFor(getDb(), { organizationId: org.id, carrier: 'fedex' }))?.accountId).toBe(rows[1].id);
    const listed = await api('GET', '/carrier-accounts');
    expect(listed.body.data.filter((a: { carrier: string }) => a.carrier === 'fedex')).toHaveLength(1);
    expect(await accountOfOrder(await buy())).toBe(rows[1].id);
    // cancelling the first order goes through its own account, and works
    const cancel = await api('POST', `/orders/${orderId}/cancel`, { reason: 'Prueba' });
    expect(cancel.status, cancel.text).toBe(200);
  });

  it('saving the same carrier account with new secrets updates it in place, for its orders too', async () => {
    const { org, buy } = await merchant();
    const orderId = await buy();
    const [before] = await accountsOf(org.id);
    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'fedex', credentials: rotated, actor });
    const rows = await accountsOf(org.id);
    expect(rows.map((r) => r.id)).toEqual([before.id]);
    expect((await connectionForAccount(getDb(), await accountOfOrder(orderId)))?.credentials.clientSecret).toBe(rotated.clientSecret);
  });

  it('removing an account with orders in course is a Spanish 409; once they are over its credentials are wiped, the row kept', async () => {
    const { org, api, buy } = await merchant();
    const orderId = await buy();
    const refused = await api('DELETE', '/carrier-accounts/fedex');
    expect(refused.status, refused.text).toBe(409);
    expect(refused.headers.get('x-error-code')).toBe('carrier_account_in_use');
    expect(refused.body.error).toBe(
      'La cuenta de FedEx tiene 1 envío en curso comprado con ella, que se cancelan, recolectan y rastrean con sus credenciales: no se puede eliminar todavía. Desactívala para que no se use en envíos nuevos y elimínala cuando esos envíos terminen.',
    );
    expect((await accountsOf(org.id))[0].retired_at).toBeNull();

    expect((await api('POST', `/orders/${orderId}/cancel`, { reason: 'Prueba' })).status).toBe(200);
    const removed = await api('DELETE', '/carrier-accounts/fedex');
    expect(removed.status, removed.text).toBe(200);
    const [row] = await accountsOf(org.id);
    expect(row.retired_at).not.toBeNull();
    expect(row.credentials_ciphertext).toBe('');
    expect(await accountOfOrder(orderId)).toBe(row.id);
    expect(await connectionForAccount(getDb(), row.id)).toBeNull();
    expect(await connectionFor(getDb(), { organizationId: org.id, carrier: 'fedex' })).toBeNull();
    // a new account can be saved beside the retired one
    await saveCarrierAccount(getDb(), { organizationId: org.id, carrier: 'fedex', credentials: second, actor });
    expect(await accountsOf(org.id)).toHaveLength(2);
  });

  it('an account no order names is deleted; the database refuses to delete one an order names', async () => {
    const { org, api, buy } = await merchant();
    const orderId = await buy();
    const accountId = await accountOfOrder(orderId);
    await expect(getDb().execute(sql`delete from carrier_accounts where id = ${accountId}::uuid`)).rejects.toThrow();
    const other = await createTestClient(server.url);
    await saveCarrierAccount(getDb(), { organizationId: other.org.id, carrier: 'fedex', credentials: first, actor });
    expect((await other.api('DELETE', '/carrier-accounts/fedex')).status).toBe(200);
    expect(await accountsOf(other.org.id)).toHaveLength(0);
    expect((await api('GET', '/carrier-accounts')).body.data).toHaveLength(1);
    expect(await accountsOf(org.id)).toHaveLength(1);
  });
});

describe('migration 0031', () => {
  it('clears the account of orders whose account was already deleted, then adds the foreign key', async () => {
    const { api, buy } = await merchant();
    const [orphan, kept] = [await buy(), await buy()];
    const keptAccount = await accountOfOrder(kept);
    const text = readFileSync('db/migrations/0031_carrier_account_fk.sql', 'utf8');
    const statements = text.split('--> statement-breakpoint').map((s) => s.replace(/^--.*$/gm, '').trim());
    const update = statements.find((s) => s.startsWith('UPDATE "orders"')) as string;
    const foreignKey = statements.find((s) => s.includes('ADD CONSTRAINT "orders_carrier_account_id')) as string;
    await getDb()
      .transaction(async (tx) => {
        // the state before the migration: no foreign key, and an order naming an account deleted since
        await tx.execute(sql`alter table orders drop constraint orders_carrier_account_id_carrier_accounts_id_fk`);
        await tx.execute(sql`update orders set carrier_account_id = ${crypto.randomUUID()}::uuid where id = ${orphan}::uuid`);
        await tx.execute(sql.raw(update));
        await tx.execute(sql.raw(foreignKey));
        const rows = await tx.execute<{ id: string; account: string | null; provider: string }>(
          sql`select id, carrier_account_id as account, provider from orders where id in (${orphan}::uuid, ${kept}::uuid)`,
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, [r.provider, r.account]]))).toEqual({
          [orphan]: ['fedex', null],
          [kept]: ['fedex', keptAccount],
        });
        throw new Error('rollback');
      })
      .catch((error) => {
        if ((error as Error).message !== 'rollback') throw error;
      });
    // an order left without its account answers that the carrier cannot be reached (503), never with another account
    await getDb().execute(sql`update orders set carrier_account_id = null where id = ${orphan}::uuid`);
    const cancel = await api('POST', `/orders/${orphan}/cancel`, { reason: 'Prueba' });
    expect(cancel.status, cancel.text).toBe(503);
  });
});
