// The orders page's links with the same filters (the filters themselves: lib/orders/orders-page-filter.ts).
import type { OrdersFilter } from '@/lib/orders/orders-page-filter';
import { writePageStack } from '@/lib/platform/pagination/page-stack';

/** A link of the orders page with the same filters. */
export function ordersHref(
  filter: Partial<Pick<OrdersFilter, 'q' | 'status' | 'service' | 'from' | 'to'>>,
  page: { cursor?: string | null; stack?: string[] } = {},
): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (filter.service) params.set('service', filter.service);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page.cursor) params.set('cursor', page.cursor);
  const stack = writePageStack(page.stack ?? []);
  if (stack !== null) params.set('stack', stack);
  const query = params.toString();
  return query ? `/dashboard/orders?${query}` : '/dashboard/orders';
}
