// The overview's order figures (lib/organizations/get-overview.ts): "en camino" counts only the orders the provider
// holds on their way to the recipient (inTransitStatuses, derived from the state table of lib/orders/order-states.ts);
// a "Creada" order (a guide, nothing collected yet) is not on its way (issue 32, finding 18).
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { inTransitStatuses, orderStatuses, type OrderStatus } from '@/lib/orders/order-states';
import { getOverview } from '@/lib/organizations/get-overview';
import { createTestOrg } from '../helpers/fixtures';
import { insertOrder } from '../helpers/webhook-events';

describe('overview: orders on their way', () => {
  it('are the picked-up, in-transit and out-for-delivery states of the state table', () => {
    expect(inTransitStatuses).toEqual(['picked_up', 'in_transit', 'out_for_delivery']);
  });

  it('counts those orders only: not created, pending, delivered, failed, cancelled or returns', async () => {
    const org = await createTestOrg();
    const counts: Partial<Record<OrderStatus, number>> = {
      created: 3,
      pending: 1,
      picked_up: 1,
      in_transit: 2,
      out_for_delivery: 1,
      delivered: 2,
      failed: 1,
      cancelled: 1,
      return_approved: 1,
    };
    for (const [status, n] of Object.entries(counts) as [OrderStatus, number][]) {
      for (let i = 0; i < n; i++) await insertOrder(org.id, status);
    }
    const overview = await getOverview(getDb(), { organizationId: org.id });
    expect(overview.totalOrders).toBe(13);
    expect(overview.inTransitOrders).toBe(4);
    expect(overview.ordersByStatus.map((s) => s.status)).toEqual([...orderStatuses]);
  });
});
