// The billing page's address: the statement's month (`month`, YYYY-MM, one of the last 24 in Mexico City time, the current
// one by default) and the movements' kind filter (`kind`, one kind of model/money.ts or all), kept by every link.
import { ledgerEntryKinds, type LedgerEntryKind } from '@/model/money';
import { recentMonths } from '@/lib/billing/statement-months';

export const STATEMENT_MONTHS = 24;

export type BillingSearch = { month: string; kind: LedgerEntryKind | null };

type Params = Record<string, string | string[] | undefined>;

export function readBillingSearch(params: Params, now = new Date()): BillingSearch {
  const months = recentMonths(STATEMENT_MONTHS, now);
  const month = typeof params.month === 'string' && months.includes(params.month) ? params.month : months[0];
  const kind =
    typeof params.kind === 'string' && (ledgerEntryKinds as readonly string[]).includes(params.kind)
      ? (params.kind as LedgerEntryKind)
      : null;
  return { month, kind };
}

/** /dashboard/billing with the search and, for the pager, a cursor and its stack. */
export function billingHref(
  search: BillingSearch,
  extra: { cursor?: string | null; stack?: string | null } = {},
  now = new Date(),
): string {
  const params = new URLSearchParams();
  if (search.month !== recentMonths(1, now)[0]) params.set('month', search.month);
  if (search.kind) params.set('kind', search.kind);
  if (extra.cursor) params.set('cursor', extra.cursor);
  if (extra.stack !== null && extra.stack !== undefined) params.set('stack', extra.stack);
  const q = params.toString();
  return q ? `/dashboard/billing?${q}` : '/dashboard/billing';
}
