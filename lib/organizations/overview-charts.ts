// The overview's charts for one organization (the dashboard's Resumen page), by Mexico City calendar day:
// shipments created per day for the last 30 days, the closing balance of each of those days, and the average
// time from creation to delivery of the orders delivered in that window. Orders by status come from getOverview.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { addDays, MEXICO_CITY_TIME_ZONE, mexicoCityDay, mexicoCityDayStart } from '@/lib/platform/time/mexico-city';

export const CHART_DAYS = 30;
const TIME_ZONE = MEXICO_CITY_TIME_ZONE;

export type OverviewCharts = {
  /** the last 30 days, oldest first, today last (YYYY-MM-DD in Mexico City) */
  days: { day: string; shipments: number; balanceCentavos: number }[];
  /** average hours from creation to delivery of the orders delivered in the window; null when none */
  averageDeliveryHours: number | null;
  deliveredInWindow: number;
};

/** The `count` calendar days ending with `now`'s Mexico City day, oldest first. */
export function lastDays(now: Date, count = CHART_DAYS): string[] {
  const today = mexicoCityDay(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
}

export async function getOverviewCharts(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<OverviewCharts> {
  const { organizationId, now = new Date() } = input;
  const days = lastDays(now);
  // the window starts at midnight of the first day in Mexico City
  const since = mexicoCityDayStart(days[0]);

  const [perDay, balances, [opening], [delivery]] = await Promise.all([
    db.execute<{ day: string; n: number }>(sql`
      select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as n
      from orders where organization_id = ${organizationId}::uuid and created_at >= ${since.toISOString()}::timestamptz
      group by 1`),
    db.execute<{ day: string; balance: string }>(sql`
      select distinct on (day) to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day, balance_after_centavos::text as balance
      from ledger_entries where organization_id = ${organizationId}::uuid and created_at >= ${since.toISOString()}::timestamptz
      order by day, created_at desc, id desc`),
    db.execute<{ balance: string }>(sql`
      select balance_after_centavos::text as balance from ledger_entries
      where organization_id = ${organizationId}::uuid and created_at < ${since.toISOString()}::timestamptz
      order by created_at desc, id desc limit 1`),
    // delivered orders keep the time of that change in status_updated_at (orders_org_status_created_idx)
    db.execute<{ n: number; hours: number | null }>(sql`
      select count(*)::int as n, avg(extract(epoch from status_updated_at - created_at) / 3600)::float8 as hours
      from orders where organization_id = ${organizationId}::uuid and status = 'delivered'
        and status_updated_at >= ${since.toISOString()}::timestamptz`),
  ]);

  const shipments = new Map(perDay.map((r) => [r.day, Number(r.n)]));
  const closing = new Map(balances.map((r) => [r.day, Number(r.balance)]));
  let balance = opening ? Number(opening.balance) : 0;
  return {
    days: days.map((day) => {
      balance = closing.get(day) ?? balance;
      return { day, shipments: shipments.get(day) ?? 0, balanceCentavos: balance };
    }),
    averageDeliveryHours: delivery && delivery.n > 0 && delivery.hours !== null ? Number(delivery.hours) : null,
    deliveredInWindow: delivery ? Number(delivery.n) : 0,
  };
}
