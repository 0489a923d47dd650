import { describe, expect, it } from 'vitest';
import { ordersHref, readOrdersFilter } from '@/app/(dashboard)/_lib/orders-filter';
import { readPageStack, writePageStack } from './paging';

describe('dashboard keyset paging', () => {
  it('keeps the first page in the stack: page 2 links back to page 1', () => {
    expect(writePageStack([''])).toBe('');
    expect(readPageStack('')).toEqual(['']);
    expect(readPageStack(undefined)).toEqual([]);
    expect(readPageStack('.abc')).toEqual(['', 'abc']);
    expect(writePageStack([])).toBeNull();
  });

  it('an orders link to page 2 reads back with one page behind it', () => {
    const href = ordersHref({ status: null, from: null, to: null }, { cursor: 'c2', stack: [''] });
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    const filter = readOrdersFilter(params);
    expect(filter).toMatchObject({ cursor: 'c2', stack: [''] });
    // "previous" from page 2: the first page (no cursor, no stack).
    expect(ordersHref(filter, { cursor: filter.stack.at(-1) || null, stack: filter.stack.slice(0, -1) })).toBe('/dashboard/orders');
  });
});
