// The dashboard orders page's filters: Mexico City calendar days from the date pickers, turned into the
// GET /orders query, validated with its schema (listOrdersQuerySchema). Shared by the page
// (app/(dashboard)/dashboard/orders/(list)/page.tsx, whose links are orders-href.ts beside it) and its CSV export,
// which reads the same filters.
import { queryValidationError } from '@/lib/platform/errors/zod-es';
import { listOrdersQuerySchema } from '@/lib/orders/schemas';
import { isOrderStatus, type OrderStatus } from '@/lib/orders/order-states';
import { readPageStack } from '@/lib/platform/pagination/page-stack';
import { staleLinkMessage } from '@/lib/platform/pagination/stale-link';
import { shipmentTypes, type ShipmentType } from '@/model/organizations';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';

export const ORDERS_PAGE_SIZE = 25;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type OrdersFilter = {
  q: string | null;
  status: OrderStatus | null;
  service: ShipmentType | null;
  from: string | null;
  to: string | null;
  cursor: string | null;
  stack: string[];
};

const isService = (value: string | null): value is ShipmentType => (shipmentTypes as readonly (string | null)[]).includes(value);

/** Reads the page's search params; unknown or malformed values are dropped instead of failing the page. */
export function readOrdersFilter(params: Record<string, string | string[] | undefined>): OrdersFilter {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : null);
  const status = one('status');
  const from = one('from');
  const to = one('to');
  const stack = one('stack');
  const service = one('service');
  return {
    // the search box is validated by the lib (too short → the page says so); blank means no search
    q: one('q')?.trim() || null,
    status: isOrderStatus(status) ? status : null,
    service: isService(service) ? service : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    cursor: one('cursor') || null,
    // cursors of the previous pages ('' = the first page), for the "previous" link of keyset paging
    stack: readPageStack(stack),
  };
}

/** The lib's list query for a filter (throws the API's 400 for a bad cursor or from > to). */
export function toListQuery(filter: OrdersFilter) {
  const query: Record<string, string> = { limit: String(ORDERS_PAGE_SIZE) };
  if (filter.q) query.q = filter.q;
  if (filter.status) query.status = filter.status;
  if (filter.service) query.service = filter.service;
  // Mexico City has had no daylight saving time since 2022: its days run from -06:00 midnight.
  if (filter.from) query.dateFrom = `${filter.from}T00:00:00${MEXICO_CITY_OFFSET}`;
  if (filter.to) query.dateTo = `${filter.to}T23:59:59.999999${MEXICO_CITY_OFFSET}`;
  if (filter.cursor) query.cursor = filter.cursor;
  const result = listOrdersQuerySchema.safeParse(query);
  if (!result.success) throw queryValidationError(result.error);
  return result.data;
}

/** The lib's validation message for the page's form, naming the fields the way the form labels them. */
export function ordersProblem(message: string): string {
  if (/El parámetro q .*al menos/.test(message)) return 'Escribe al menos 3 caracteres en «Buscar».';
  if (/El parámetro q .*como máximo/.test(message)) return 'La búsqueda puede tener como máximo 100 caracteres.';
  if (/El parámetro q /.test(message)) return 'La búsqueda tiene caracteres que no se pueden buscar.';
  if (/El parámetro cursor/.test(message)) return staleLinkMessage('pedidos');
  if (/dateFrom no puede ser posterior a dateTo/.test(message)) return 'La fecha «Desde» no puede ser posterior a la fecha «Hasta».';
  if (/dateFrom|dateTo/.test(message)) return 'Revisa las fechas «Desde» y «Hasta».';
  return message;
}
