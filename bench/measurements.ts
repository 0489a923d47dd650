// Weight adjustments at volume (issue 34, "Done when": 10,000 measurement reports processed in under 30 s), against
// the benchmark's production server: 10,000 seeded orders of the seeded organizations (five, as a provider's day of
// measurements spans many merchants), not cancelled (those still `created` are marked picked up: set-up, not timed),
// then one signed measurement report per order is sent to POST /api/provider/events over loopback, 50 at a time;
// every answer must be 200 "charged", and afterwards each organization's balance must equal the sum of its ledger.
// Each charge updates its organization's balance row, so the measurements of one organization commit one at a time
// (the balance change is their transaction's last statement); `organizationIds` of one organization is the worst case. Called by bench/run.ts; returns one line for the printed table.
import { createHmac } from 'node:crypto';
import postgres from 'postgres';

export type MeasurementBenchRow = { name: string; seconds: number; perSecond: number; target: string; met: boolean; note: string };

const CONCURRENCY = 50;

export async function runMeasurementBench(input: {
  root: string;
  pgUrl: string;
  organizationIds: string[];
  secret: string;
  count?: number;
}): Promise<MeasurementBenchRow> {
  const count = input.count ?? 10_000;
  const sql = postgres(input.pgUrl, { max: 1 });
  let trackingNumbers: string[];
  try {
    const rows = await sql<{ tracking: string }[]>`
      update orders set status = case when status = 'created' then 'picked_up' else status end
      where id in (
        select id from orders
        where organization_id = any(${input.organizationIds}::uuid[]) and status <> 'cancelled' and provider_tracking_number is not null
        order by created_at desc limit ${count}
      )
      returning provider_tracking_number as tracking`;
    trackingNumbers = rows.map((r) => r.tracking);
  } finally {
    await sql.end();
  }
  if (trackingNumbers.length < count) throw new Error(`measurement bench: only ${trackingNumbers.length} seeded orders to measure`);

  const outcomes = new Map<string, number>();
  let next = 0;
  const at = new Date().toISOString();
  const send = async (tracking: string, i: number) => {
    const body = JSON.stringify({
      type: 'measurement',
      value: tracking,
      reference: `BENCH-MED-${i}`,
      weightKg: 4 + (i % 7),
      dimensionsCm: { length: 30, width: 20, height: 15 },
      dateTimeISO: at,
    });
    const signature = createHmac('sha256', input.secret).update(body).digest('hex');
    const res = await fetch(`${input.root}/api/provider/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-provider-signature': signature },
      body,
    });
    const answer = (await res.json()) as { outcome?: string };
    const key = res.status === 200 ? (answer.outcome ?? '?') : `${res.status}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  };
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < trackingNumbers.length) {
        const i = next++;
        await send(trackingNumbers[i], i);
      }
    }),
  );
  const seconds = Math.round((performance.now() - start) / 10) / 100;

  const check = postgres(input.pgUrl, { max: 1 });
  let reconciled = false;
  let adjustments = 0;
  try {
    const rows = await check<{ balance: string; sum: string; adjustments: number }[]>`
      select o.balance_centavos as balance,
        (select coalesce(sum(amount_centavos), 0) from ledger_entries where organization_id = o.id) as sum,
        (select count(*)::int from adjustments where organization_id = o.id) as adjustments
      from organizations o where o.id = any(${input.organizationIds}::uuid[])`;
    reconciled = rows.every((row) => row.balance === row.sum);
    adjustments = rows.reduce((sum, row) => sum + row.adjustments, 0);
  } finally {
    await check.end();
  }
  const charged = outcomes.get('charged') ?? 0;
  const summary = [...outcomes.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
  return {
    name: `${count.toLocaleString('en-US')} measurement reports (${input.organizationIds.length} organizations, ${CONCURRENCY} at a time)`,
    seconds,
    perSecond: Math.round(count / seconds),
    target: '< 30 s',
    met: seconds < 30 && charged === count && adjustments >= count && reconciled,
    note: `${summary}; ${adjustments} adjustments; balances ${reconciled ? '==' : '!='} sums of ledger`,
  };
}
