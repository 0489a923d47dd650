// The ledger's invariant (docs/billing.md, "Statement and verification"), checked for every organization by
// `npm run cli -- ledger:verify` and after the test suite (tests/global-setup.ts): the sum of its entries equals
// organizations.balance_centavos, and the entries form one chain of balances in commit order: each starts from the
// balance the previous one left (balance_after - amount) and the last one leaves the balance.
//
// created_at is when the entry's transaction started, not when it committed, so the chain is walked in created_at
// order with the entries whose start is not yet the running balance held back until it is (two transactions that
// started in one order and committed in the other); an entry never reached breaks the chain.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { formatCentavos } from '@/lib/platform/money/format';

export type LedgerDifference = {
  organizationId: string;
  organizationName: string;
  balanceCentavos: number;
  entriesSumCentavos: number;
  entryCount: number;
  /** the first entry (in created_at order) the chain of balances cannot reach, or null when the chain holds */
  chainBreakEntryId: string | null;
};

export type LedgerVerification = { organizations: number; entries: number; differences: LedgerDifference[] };

type ChainEntry = { id: string; amount: number; after: number };

/** The first entry the chain of balances cannot place, walking from 0 in created_at order (see the header). */
export function chainBreak(entries: ChainEntry[]): string | null {
  let running = 0;
  const waiting = new Map<number, ChainEntry[]>();
  let held = 0;
  for (const entry of entries) {
    const start = entry.after - entry.amount;
    waiting.set(start, [...(waiting.get(start) ?? []), entry]);
    held++;
    for (let next = waiting.get(running)?.shift(); next; next = waiting.get(running)?.shift()) {
      held--;
      running = next.after;
    }
  }
  if (held === 0) return null;
  const first = entries.find((e) => waiting.get(e.after - e.amount)?.includes(e));
  return first?.id ?? null;
}

export async function verifyLedgers(db: DbOrTx): Promise<LedgerVerification> {
  const totals = await db.execute<{ id: string; name: string; balance: string; total: string; entries: number }>(sql`
    select o.id, o.name, o.balance_centavos::text as balance, coalesce(sum(l.amount_centavos), 0)::text as total,
           count(l.id)::int as entries
    from organizations o left join ledger_entries l on l.organization_id = o.id
    group by o.id order by o.name, o.id`);
  const differences: LedgerDifference[] = [];
  let entries = 0;
  for (const org of totals) {
    entries += org.entries;
    const rows = await db.execute<{ id: string; amount: string; after: string }>(sql`
      select id, amount_centavos::text as amount, balance_after_centavos::text as after
      from ledger_entries where organization_id = ${org.id}::uuid order by created_at, id`);
    const broken = chainBreak(rows.map((r) => ({ id: r.id, amount: Number(r.amount), after: Number(r.after) })));
    const balance = Number(org.balance);
    const sum = Number(org.total);
    if (balance !== sum || broken) {
      differences.push({
        organizationId: org.id,
        organizationName: org.name,
        balanceCentavos: balance,
        entriesSumCentavos: sum,
        entryCount: org.entries,
        chainBreakEntryId: broken,
      });
    }
  }
  return { organizations: totals.length, entries, differences };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The Spanish summary `ledger:verify` prints. */
export function describeVerification(result: LedgerVerification): string {
  const scope = `${plural(result.organizations, 'organización', 'organizaciones')}, ${plural(result.entries, 'movimiento', 'movimientos')}`;
  if (result.differences.length === 0) {
    return `Libro de saldos verificado: ${scope}. Sin diferencias: cada saldo es la suma de sus movimientos.`;
  }
  const lines = result.differences.map((d) => {
    const parts: string[] = [];
    if (d.balanceCentavos !== d.entriesSumCentavos) {
      parts.push(
        `saldo ${formatCentavos(d.balanceCentavos)}, suma de los movimientos ${formatCentavos(d.entriesSumCentavos)} (${plural(d.entryCount, 'movimiento', 'movimientos')}; diferencia ${formatCentavos(d.balanceCentavos - d.entriesSumCentavos)})`,
      );
    }
    if (d.chainBreakEntryId) parts.push(`la cadena de saldos se rompe en el movimiento ${d.chainBreakEntryId}`);
    return `- ${d.organizationName} (${d.organizationId}): ${parts.join('; ')}`;
  });
  return [
    `Libro de saldos con diferencias en ${plural(result.differences.length, 'organización', 'organizaciones')} de ${result.organizations} (${scope}):`,
    ...lines,
  ].join('\n');
}
