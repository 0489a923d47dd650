// The page's filter words in the URL (?status=&discrepancy=&q=&from=&to=&cursor=): read leniently (a bad value is
// dropped, the page never fails on a hand-edited address), turned into the list's filter, the page's links and the
// CSV export's query (GET /api/v1/cod/orders/export, whose dates are Mexico City days as ISO times).
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';
import { codDiscrepancyFilters, type CodDiscrepancyFilter, type CodOrderFilter } from '@/lib/cod/list-cod-orders';
import { codStatuses, type CodStatus } from '@/model/cod';

export const BASE = '/dashboard/contra-entrega';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type PageFilter = {
  status: CodStatus | null;
  discrepancy: CodDiscrepancyFilter | null;
  q: string | null;
  from: string | null;
  to: string | null;
  cursor: string | null;
};

export function readFilter(params: Record<string, string | string[] | undefined>): PageFilter {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '') || null;
  const status = one('status');
  const discrepancy = one('discrepancy');
  const q = one('q');
  const day = (name: string) => {
    const value = one(name);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  return {
    status: status && (codStatuses as readonly string[]).includes(status) ? (status as CodStatus) : null,
    discrepancy:
      discrepancy && (codDiscrepancyFilters as readonly string[]).includes(discrepancy) ? (discrepancy as CodDiscrepancyFilter) : null,
    q: q && q.length >= 3 && q.length <= 100 && !/[\u0000-\u001f\u007f]/.test(q) ? q : null,
    from: day('from'),
    to: day('to'),
    cursor: one('cursor'),
  };
}

export const isFiltered = (f: PageFilter) => Boolean(f.status || f.discrepancy || f.q || f.from || f.to);

/** A Mexico City day's start; the end bound is the next day's start, exclusive (no daylight saving time since 2022). */
const dayStart = (day: string) => new Date(`${day}T00:00:00${MEXICO_CITY_OFFSET}`);

export function listFilter(organizationId: string, f: PageFilter): CodOrderFilter {
  return {
    organizationId,
    status: f.status ?? undefined,
    discrepancy: f.discrepancy ?? undefined,
    q: f.q ?? undefined,
    dateFrom: f.from ? { at: dayStart(f.from), exclusive: false } : undefined,
    dateTo: f.to ? { at: new Date(dayStart(f.to).getTime() + 86_400_000), exclusive: true } : undefined,
  };
}

export function pageHref(f: PageFilter, cursor: string | null = null): string {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.discrepancy) params.set('discrepancy', f.discrepancy);
  if (f.q) params.set('q', f.q);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${BASE}?${query}` : BASE;
}

/** The CSV export of the same filters; dateTo is the last millisecond of the Mexico City day (inclusive in the API). */
export function exportHref(f: PageFilter): string {
  const params = new URLSearchParams();
  if (f.status) params.set('status', f.status);
  if (f.discrepancy) params.set('discrepancy', f.discrepancy);
  if (f.q) params.set('q', f.q);
  if (f.from) params.set('dateFrom', dayStart(f.from).toISOString());
  if (f.to) params.set('dateTo', new Date(dayStart(f.to).getTime() + 86_400_000 - 1).toISOString());
  const query = params.toString();
  return `/api/v1/cod/orders/export${query ? `?${query}` : ''}`;
}
