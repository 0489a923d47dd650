// An organization's weight adjustments, newest first: GET /api/v1/adjustments and the dashboard's /dashboard/ajustes,
// keyset-paged on (created_at, id) over adjustments_org_created_idx (adjustments_org_status_created_idx with a status);
// GET /api/v1/adjustments/{id}; and the adjustments of one order (its detail).
import { and, asc, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { adjustments, orders } from '@/db/schema';
import { decodeCursor, parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';
import { pageLimitParam } from '@/lib/platform/pagination/limit-param';
import { dateParam, withDatesInOrder } from '@/lib/orders/schemas';
import { adjustmentStatuses, type AdjustmentStatus } from '@/model/money';
import { adjustmentBody } from './adjustment-body';
import { adjustmentBodySchema, type AdjustmentBody } from './schemas';

export const listAdjustmentsQuerySchema = withDatesInOrder(
  z.object({
    status: z.enum(adjustmentStatuses).optional().meta({
      description:
        'Solo ajustes en este estado: open (abierto), disputed (en disputa), accepted (disputa aceptada) o rejected (disputa rechazada)',
    }),
    dateFrom: dateParam(false).optional().meta({
      description:
        'Desde esta fecha de registro, incluida (ISO 8601): 2026-11-01 o 2026-11-01T00:00:00Z; sin desfase horario se toma como UTC',
    }),
    dateTo: dateParam(true).optional().meta({
      description: 'Hasta esta fecha de registro (ISO 8601): 2026-11-30 cubre el día completo; con hora, hasta ese momento incluido',
    }),
    limit: pageLimitParam(50, 'Ajustes por página'),
    cursor: z.string().min(1).max(500).optional(),
  }),
);
export type ListAdjustmentsQuery = z.output<typeof listAdjustmentsQuerySchema>;

export const adjustmentListResponseSchema = z.object({
  data: z.array(adjustmentBodySchema),
  /** pass as `cursor` for the next page; null on the last page */
  nextCursor: z.string().nullable(),
});

type Boundary = { at: Date; exclusive: boolean };

export type AdjustmentListInput = {
  organizationId: string;
  limit: number;
  cursor?: string | null;
  /** the API's: a cursor we did not issue is a 400 (the dashboard shows the first page instead) */
  strictCursor?: boolean;
  status?: AdjustmentStatus;
  dateFrom?: Boundary;
  dateTo?: Boundary;
};

const withOrder = { adjustment: adjustments, internalReference: orders.internalReference, trackingNumber: orders.providerTrackingNumber };

export async function listAdjustments(
  db: DbOrTx,
  input: AdjustmentListInput,
): Promise<{ data: AdjustmentBody[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(adjustments.organizationId, input.organizationId)];
  const after = input.cursor && input.strictCursor ? parseCursorParam(input.cursor) : decodeCursor(input.cursor);
  if (after) conditions.push(afterCursor(adjustments.createdAt, adjustments.id, after));
  if (input.status) conditions.push(eq(adjustments.status, input.status));
  if (input.dateFrom) conditions.push(gte(adjustments.createdAt, input.dateFrom.at));
  if (input.dateTo) conditions.push((input.dateTo.exclusive ? lt : lte)(adjustments.createdAt, input.dateTo.at));
  const rows = await db
    .select({ ...withOrder, cursorTime: cursorTime(adjustments.createdAt) })
    .from(adjustments)
    .innerJoin(orders, eq(orders.id, adjustments.orderId))
    .where(and(...conditions))
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.adjustment.id }));
  return {
    data: page.rows.map((r) =>
      adjustmentBody({ ...r.adjustment, internalReference: r.internalReference, trackingNumber: r.trackingNumber }),
    ),
    nextCursor: page.nextCursor,
  };
}

/** GET /api/v1/adjustments. */
export function listAdjustmentsJson(db: DbOrTx, input: { organizationId: string } & ListAdjustmentsQuery) {
  return listAdjustments(db, { ...input, limit: input.limit ?? 50, strictCursor: true });
}

/** The adjustments of one order, oldest first (the order detail's `adjustments`). */
export async function adjustmentsOfOrder(db: DbOrTx, input: { organizationId: string; orderId: string }): Promise<AdjustmentBody[]> {
  const rows = await db
    .select(withOrder)
    .from(adjustments)
    .innerJoin(orders, eq(orders.id, adjustments.orderId))
    .where(and(eq(adjustments.orderId, input.orderId), eq(adjustments.organizationId, input.organizationId)))
    .orderBy(asc(adjustments.createdAt), asc(adjustments.id));
  return rows.map((r) => adjustmentBody({ ...r.adjustment, internalReference: r.internalReference, trackingNumber: r.trackingNumber }));
}
