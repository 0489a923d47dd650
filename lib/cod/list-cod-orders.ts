// The organization's COD orders with their collection state, newest order first (GET /api/v1/cod/orders, its CSV and
// the dashboard's /dashboard/contra-entrega): orders with isCod left-joined to cod_collections (no row: pending),
// keyset-paged on the order's (created_at, id) over orders_org_created_idx.
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import { dateParam, withDatesInOrder } from '@/lib/orders/schemas';
import { decodeCursor, parseCursorParam, type Cursor } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { codStatuses, type CodStatus } from '@/model/cod';
import { codOrderBody, codOrderBodySchema, type CodOrderBody } from './cod-order-body';

export const codDiscrepancyFilters = ['open', 'any'] as const;
export type CodDiscrepancyFilter = (typeof codDiscrepancyFilters)[number];

/** The search box: a guide number, a tracking number or the order's reference, whole (trimmed, 3 to 100 characters). */
export const codSearchParam = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => value.length >= 3 && value.length <= 100, { error: 'debe tener entre 3 y 100 caracteres' })
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'no puede contener caracteres de control' })
  .meta({ description: 'Número de guía, número de rastreo o referencia del pedido, completos (sin distinguir mayúsculas)' });

const filterFields = {
  status: z.enum(codStatuses).optional().meta({
    description:
      'Solo pedidos en este estado de cobro: pending (por cobrar; no incluye envíos cancelados), collected, remitted, paid_out, refused o lost',
  }),
  discrepancy: z.enum(codDiscrepancyFilters).optional().meta({
    description: 'open: solo con una diferencia de cobro por resolver; any: con cualquier diferencia (abierta, aceptada o reclamada)',
  }),
  q: codSearchParam.optional(),
  dateFrom: dateParam(false).optional().meta({
    description:
      'Desde esta fecha de creación del pedido, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC',
  }),
  dateTo: dateParam(true).optional().meta({
    description:
      'Hasta esta fecha de creación del pedido (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido',
  }),
};

export const codOrdersExportQuerySchema = withDatesInOrder(z.object(filterFields));
export const listCodOrdersQuerySchema = withDatesInOrder(
  z.object({ ...filterFields, limit: pageLimitParam(50, 'Pedidos por página'), cursor: z.string().min(1).max(500).optional() }),
);
export type ListCodOrdersQuery = z.output<typeof listCodOrdersQuerySchema>;

export const codOrderListResponseSchema = z.object({
  data: z.array(codOrderBodySchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});

type Boundary = { at: Date; exclusive: boolean };
export type CodOrderFilter = {
  organizationId: string;
  status?: CodStatus;
  discrepancy?: CodDiscrepancyFilter;
  q?: string;
  dateFrom?: Boundary;
  dateTo?: Boundary;
};

function conditions(filter: CodOrderFilter): SQL[] {
  const where: SQL[] = [eq(orders.organizationId, filter.organizationId), eq(orders.isCod, true)];
  if (filter.status === 'pending') where.push(isNull(codCollections.orderId), ne(orders.status, 'cancelled'));
  else if (filter.status) where.push(eq(codCollections.status, filter.status));
  if (filter.discrepancy === 'open') where.push(eq(codCollections.discrepancyStatus, 'open'));
  else if (filter.discrepancy === 'any') where.push(isNotNull(codCollections.discrepancyCentavos));
  if (filter.q) {
    const guide = filter.q.toUpperCase();
    where.push(
      or(
        eq(orders.guideNumber, guide),
        eq(orders.providerTrackingNumber, guide),
        sql`lower(${orders.internalReference}) = lower(${filter.q})`,
      ) as SQL,
    );
  }
  if (filter.dateFrom) where.push(gte(orders.createdAt, filter.dateFrom.at));
  if (filter.dateTo) where.push((filter.dateTo.exclusive ? lt : lte)(orders.createdAt, filter.dateTo.at));
  return where;
}

/** One page (limit + 1 rows read) after `after`, newest order first. */
export async function readCodOrders(db: DbOrTx, filter: CodOrderFilter, limit: number, after: Cursor | null) {
  const where = conditions(filter);
  if (after) where.push(afterCursor(orders.createdAt, orders.id, after));
  const rows = await db
    .select({
      orderId: orders.id,
      internalReference: orders.internalReference,
      guideNumber: orders.guideNumber,
      trackingNumber: orders.providerTrackingNumber,
      orderStatus: orders.status,
      codAmountCentavos: orders.codAmountCentavos,
      orderCreatedAt: orders.createdAt,
      collection: codCollections,
      cursorTime: cursorTime(orders.createdAt),
    })
    .from(orders)
    .leftJoin(codCollections, eq(codCollections.orderId, orders.id))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return rows.map((r) => ({ body: codOrderBody(r), cursor: { t: r.cursorTime, id: r.orderId } }));
}

export type CodOrderListInput = CodOrderFilter & {
  limit: number;
  cursor?: string | null;
  /** the API's: a cursor we did not issue is a 400 (the dashboard shows the first page instead) */
  strictCursor?: boolean;
};

export async function listCodOrders(db: DbOrTx, input: CodOrderListInput): Promise<{ data: CodOrderBody[]; nextCursor: string | null }> {
  const after = input.cursor && input.strictCursor ? parseCursorParam(input.cursor) : decodeCursor(input.cursor);
  const rows = await readCodOrders(db, input, input.limit, after);
  const page = toPage(rows, input.limit, (r) => r.cursor);
  return { data: page.rows.map((r) => r.body), nextCursor: page.nextCursor };
}

/** GET /api/v1/cod/orders. */
export function listCodOrdersJson(db: DbOrTx, input: { organizationId: string } & ListCodOrdersQuery) {
  return listCodOrders(db, { ...input, limit: input.limit ?? 50, strictCursor: true });
}
