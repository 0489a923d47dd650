// What a dashboard list page says when its address carries something the page cannot use: an edited or stale
// `cursor`, a filter value the page's own form would never send. A sentence naming the fields the way the page
// labels them, never the API's parameter names (issue 17: "a broken cursor shows a developer's message"). The
// orders page has its own (ordersProblem in lib/orders/orders-page-filter.ts); the request log's is logsProblem in
// app/(dashboard)/dashboard/logs/logs-filter.ts.
import { decodeCursor } from '@/lib/platform/pagination/cursor';

/** The page's `cursor` is there but names no position we issued (edited, cut short, from another list). */
export function isStaleCursor(raw: string | null | undefined): boolean {
  return Boolean(raw) && decodeCursor(raw) === null;
}

/** What the page shows instead of its rows for a stale cursor; `list` is what the page lists ("movimientos"). */
export function staleLinkMessage(list: string): string {
  return `El enlace de esta página ya no es válido. Vuelve a la primera página de ${list}.`;
}
