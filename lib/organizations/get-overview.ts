// One organization's figures (the dashboard's overview page): balance, orders by status, API requests of the
// last 24 hours, failing and active webhooks.
import { and, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { apiUsageHourly, orders, organizations, webhookDeliveries, webhooks } from '@/db/schema';
import { inTransitStatuses, orderStatuses, type OrderStatus } from '@/lib/orders/order-states';

export type Overview = {
  balanceCentavos: number;
  ordersByStatus: { status: OrderStatus; count: number }[];
  totalOrders: number;
  /** orders on their way to the recipient (inTransitStatuses of lib/orders/order-states.ts), the "en camino" figure */
  inTransitOrders: number;
  /** requests per hour for the last 24 hours, oldest first (24 buckets, the current hour last) */
  requestsByHour: { hour: string; count: number }[];
  requests24h: number;
  failingWebhooks: { id: string; name: string; url: string; failed24h: number; lastFailureAt: string | null }[];
  activeWebhooks: number;
};

export async function getOverview(db: DbOrTx, input: { organizationId: string; now?: Date }): Promise<Overview> {
  const { organizationId, now = new Date() } = input;
  const hourStart = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const since = new Date(hourStart.getTime() - 23 * 3_600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);

  const [[org], statusRows, usageRows, failing, [active]] = await Promise.all([
    db.select({ balance: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId)),
    db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.organizationId, organizationId)).groupBy(orders.status),
    db
      .select({ hour: apiUsageHourly.hour, n: sum(apiUsageHourly.count).mapWith(Number) })
      .from(apiUsageHourly)
      .where(and(eq(apiUsageHourly.organizationId, organizationId), gte(apiUsageHourly.hour, since)))
      .groupBy(apiUsageHourly.hour),
    db
      .select({
        id: webhooks.id,
        name: webhooks.name,
        url: webhooks.url,
        failed24h: count(),
        lastFailureAt: sql<Date | null>`max(${webhookDeliveries.completedAt})`.mapWith((v) => (v ? new Date(v) : null)),
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          eq(webhookDeliveries.organizationId, organizationId),
          eq(webhookDeliveries.state, 'failed'),
          gte(webhookDeliveries.createdAt, dayAgo),
          isNull(webhooks.deletedAt),
        ),
      )
      .groupBy(webhooks.id, webhooks.name, webhooks.url)
      .orderBy(desc(count()))
      .limit(5),
    db
      .select({ n: count() })
      .from(webhooks)
      .where(and(eq(webhooks.organizationId, organizationId), eq(webhooks.active, true), isNull(webhooks.deletedAt))),
  ]);

  const byStatus = new Map(statusRows.map((r) => [r.status, r.n]));
  const usage = new Map(usageRows.map((r) => [new Date(r.hour).getTime(), r.n ?? 0]));
  const requestsByHour = Array.from({ length: 24 }, (_, i) => {
    const hour = new Date(since.getTime() + i * 3_600_000);
    return { hour: hour.toISOString(), count: usage.get(hour.getTime()) ?? 0 };
  });
  return {
    balanceCentavos: org?.balance ?? 0,
    ordersByStatus: orderStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    totalOrders: statusRows.reduce((acc, r) => acc + r.n, 0),
    inTransitOrders: inTransitStatuses.reduce((acc, status) => acc + (byStatus.get(status) ?? 0), 0),
    requestsByHour,
    requests24h: requestsByHour.reduce((acc, r) => acc + r.count, 0),
    failingWebhooks: failing.map((w) => ({ ...w, lastFailureAt: w.lastFailureAt?.toISOString() ?? null })),
    activeWebhooks: active?.n ?? 0,
  };
}
