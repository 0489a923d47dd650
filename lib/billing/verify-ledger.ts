// The ledger's invariant (docs/billing.md, "Statement and verification"), checked for every organization by
// `npm run cli -- ledger:verify` and after the test suite (tests/global-setup.ts): the sum of its entries equals
// organizations.balance_centavos, and the entries form one chain of balances in commit order: each starts from the
// balance the previous one left (balance_after - amount) and the last one leaves the balance.
//
// created_at is when the entry's transaction started, not when it committed, so the commit order is not known. Each
// entry is an edge from the balance it started from (balance_after - amount) to the balance it left; the entries form
// one chain from 0 exactly when those edges form one trail starting at 0 (Euler's condition: every balance is left as
// often as it is reached, except 0, left once more, and the last balance, reached once more; and every entry is
// reachable from 0). A greedy walk in created_at order is not enough: it can take the wrong one of two entries that
// start from the same balance and report a sound ledger as broken.
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

/**
 * null when the entries can be put in one chain of balances from 0 (see the header); otherwise the entry to look at
 * first, in created_at order: one that starts from a balance no entry left, else one the chain from 0 cannot reach.
 */
export function chainBreak(entries: ChainEntry[]): string | null {
  if (entries.length === 0) return null;
  const start = (e: ChainEntry) => e.after - e.amount;
  const surplus = new Map<number, number>(); // times left minus times reached
  const bump = (balance: number, by: number) => surplus.set(balance, (surplus.get(balance) ?? 0) + by);
  for (const e of entries) {
    bump(start(e), 1);
    bump(e.after, -1);
  }
  bump(0, -1); // 0 is where the chain begins: left once more than reached
  const orphan = entries.find((e) => (surplus.get(start(e)) ?? 0) > 0);
  if (orphan) return orphan.id;
  const ends = [...surplus.values()].filter((v) => v < 0);
  const unreachable = unreachableFromZero(entries);
  if (unreachable) return unreachable;
  // Every surplus is now <= 0 and they add up to -1: one balance reached once more (the end), the chain holds.
  return ends.length <= 1 && ends.every((v) => v === -1) ? null : entries[0].id;
}

/** The first entry (created_at order) whose starting balance no walk from 0 along the entries reaches. */
function unreachableFromZero(entries: ChainEntry[]): string | null {
  const next = new Map<number, number[]>();
  for (const e of entries) next.set(e.after - e.amount, [...(next.get(e.after - e.amount) ?? []), e.after]);
  const seen = new Set<number>([0]);
  const queue = [0];
  for (let balance = queue.pop(); balance !== undefined; balance = queue.pop()) {
    for (const to of next.get(balance) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return entries.find((e) => !seen.has(e.after - e.amount))?.id ?? null;
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
