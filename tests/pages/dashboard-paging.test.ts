// The orders page's links carry the page stack of lib/platform/pagination/page-stack.ts and read back the same.
import { describe, expect, it } from 'vitest';
import { ordersHref } from '@/app/(dashboard)/dashboard/orders/(list)/orders-href';
import { readOrdersFilter } from '@/lib/orders/orders-page-filter';

describe('dashboard keyset paging', () => {
  it('an orders link to page 2 reads back with one page behind it', () => {
    const href = ordersHref({ status: null, from: null, to: null }, { cursor: 'c2', stack: [''] });
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    const filter = readOrdersFilter(params);
    expect(filter).toMatchObject({ cursor: 'c2', stack: [''] });
    // "previous" from page 2: the first page (no cursor, no stack).
    expect(ordersHref(filter, { cursor: filter.stack.at(-1) || null, stack: filter.stack.slice(0, -1) })).toBe('/dashboard/orders');
  });
});
