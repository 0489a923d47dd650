// COD remittances at volume (issue 35, "Done when": a 10,000-line remittance imported and matched in under 10 s),
// against the benchmark's production server. Set-up, not timed: 10,000 seeded orders of the seeded organizations
// (five, as a provider's remittance spans many merchants) become COD orders with a collected cod_collections row, and
// an operator key is stored (hashed, as lib/cod/operator-keys.ts does). Timed: one POST /api/v1/cod/remittances of the
// 10,000-line CSV over loopback, until its answer. It must answer 201 with every line matched, and afterwards each
// organization's balance must equal the sum of its ledger. Called by bench/run.ts; returns one line for the table.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import postgres from 'postgres';

export type RemittanceBenchRow = { name: string; seconds: number; perSecond: number; target: string; met: boolean; note: string };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export async function runRemittanceBench(input: {
  root: string;
  pgUrl: string;
  organizationIds: string[];
  count?: number;
}): Promise<RemittanceBenchRow> {
  const count = input.count ?? 10_000;
  const key = `emx_op_${Array.from(randomBytes(43), (b) => ALPHABET[b % 62]).join('')}`;
  const reference = `BENCH-REM-${randomUUID()}`;
  const sql = postgres(input.pgUrl, { max: 1 });
  let lines: Array<{ tracking: string; centavos: string }>;
  try {
    await sql`insert into operator_keys (name, prefix, key_hash) values ('bench', ${key.slice(0, 15)}, ${createHash('sha256').update(key).digest('hex')})`;
    lines = await sql<{ tracking: string; centavos: string }[]>`
      with picked as (
        update orders set is_cod = true, cod_amount_centavos = 10000 + (abs(hashtext(id::text)) % 90000)
        where id in (
          select o.id from orders o
          where o.organization_id = any(${input.organizationIds}::uuid[]) and o.status <> 'cancelled' and o.provider_tracking_number is not null
            and not exists (select 1 from cod_collections c where c.order_id = o.id)
          order by o.created_at desc limit ${count}
        )
        returning id, organization_id, provider_tracking_number, cod_amount_centavos
      ), collected as (
        insert into cod_collections (order_id, organization_id, status, expected_centavos, collected_centavos, collected_at)
        select id, organization_id, 'collected', cod_amount_centavos, cod_amount_centavos, now() from picked
        returning order_id
      )
      select p.provider_tracking_number as tracking, p.cod_amount_centavos as centavos from picked p join collected c on c.order_id = p.id`;
  } finally {
    await sql.end();
  }
  if (lines.length < count) throw new Error(`remittance bench: only ${lines.length} seeded orders to collect`);
  const amount = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
  const csv = `guia,monto,fecha_cobro,referencia_remesa\n${lines.map((l) => `${l.tracking},${amount(Number(l.centavos))},2026-11-27,${reference}`).join('\n')}\n`;

  const start = performance.now();
  const res = await fetch(`${input.root}/api/v1/cod/remittances`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    body: csv,
  });
  const answer = (await res.json()) as { matchedCount?: number; error?: string };
  const seconds = Math.round((performance.now() - start) / 10) / 100;

  const check = postgres(input.pgUrl, { max: 1 });
  let reconciled = false;
  try {
    const rows = await check<{ balance: string; sum: string }[]>`
      select o.balance_centavos as balance, (select coalesce(sum(amount_centavos), 0) from ledger_entries where organization_id = o.id) as sum
      from organizations o where o.id = any(${input.organizationIds}::uuid[])`;
    reconciled = rows.every((row) => row.balance === row.sum);
  } finally {
    await check.end();
  }
  return {
    name: `${count.toLocaleString('en-US')}-line remittance imported and matched (${input.organizationIds.length} organizations, one POST)`,
    seconds,
    perSecond: Math.round(count / seconds),
    target: '< 10 s',
    met: res.status === 201 && answer.matchedCount === count && seconds < 10 && reconciled,
    note: `${res.status}${answer.error ? ` ${answer.error}` : ''}; ${answer.matchedCount ?? 0} matched; balances ${reconciled ? '==' : '!='} sums of ledger`,
  };
}
