// GET /orders: newest first, keyset pagination over (created_at desc, id desc), served by
// orders_org_created_idx / orders_org_status_created_idx whatever the page depth.
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { DbOrTx } from '@/db/client';
import { orders } from '@/db/schema';
import { ApiError } from '@/lib/http/api-error';
import { formatZodError } from '@/lib/http/zod-es';
import type { OrderStatus } from './order-states';
import { listOrdersQuerySchema, type ListOrdersQuery, type OrderListResponse } from './schemas';
import { toOrderSummary } from './serialize-order';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Position after the last row of a page. `t` keeps PostgreSQL's microseconds (a JS Date would drop them). */
type Cursor = { t: string; id: string };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ v: 1, t: cursor.t, id: cursor.id })).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  const invalid = () => new ApiError('validation_error', 'El parámetro cursor no es válido: usa el nextCursor de la respuesta anterior sin modificarlo.');
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const c = parsed as Partial<{ v: number; t: string; id: string }>;
  if (!c || c.v !== 1 || typeof c.t !== 'string' || typeof c.id !== 'string' || !CURSOR_TIME.test(c.t) || !UUID.test(c.id)) throw invalid();
  if (Number.isNaN(new Date(c.t).getTime())) throw invalid();
  return { t: c.t, id: c.id };
}

/** The URL query of GET /orders, validated; 400 with Spanish messages naming the parameter. */
export function parseListOrdersQuery(params: URLSearchParams): ListOrdersQuery {
  const raw: Record<string, string> = {};
  for (const name of ['status', 'dateFrom', 'dateTo', 'limit', 'cursor']) {
    const value = params.get(name);
    if (value !== null) raw[name] = value;
  }
  try {
    return listOrdersQuerySchema.parse(raw);
  } catch (error) {
    if (error instanceof ZodError) {
      throw new ApiError('validation_error', formatZodError(error).replace(/El campo /g, 'El parámetro '));
    }
    throw error;
  }
}

export type ListOrdersOptions = {
  organizationId: string;
  status?: OrderStatus;
  dateFrom?: { at: Date; exclusive: boolean };
  dateTo?: { at: Date; exclusive: boolean };
  limit?: number;
  cursor?: string;
};

/** The page query (limit + 1 rows, to know whether another page follows). Exported for the EXPLAIN test. */
export function listOrdersQuery(db: DbOrTx, options: ListOrdersOptions) {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [eq(orders.organizationId, options.organizationId)];
  if (options.status) conditions.push(eq(orders.status, options.status));
  if (options.dateFrom) conditions.push(gte(orders.createdAt, options.dateFrom.at));
  if (options.dateTo) conditions.push(options.dateTo.exclusive ? lt(orders.createdAt, options.dateTo.at) : lte(orders.createdAt, options.dateTo.at));
  if (options.cursor) {
    const cursor = decodeCursor(options.cursor);
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`);
  }
  return db
    .select({
      id: orders.id,
      internalReference: orders.internalReference,
      receiverName: orders.receiverName,
      status: orders.status,
      providerTrackingNumber: orders.providerTrackingNumber,
      createdAt: orders.createdAt,
      statusUpdatedAt: orders.statusUpdatedAt,
      isCod: orders.isCod,
      totalCostCentavos: orders.totalCostCentavos,
      cursorTime: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(and(...conditions))
    // NULLS LAST as in the indexes: a plain DESC means NULLS FIRST and would not match them (a sort of every row).
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit + 1);
}

export async function listOrders(db: DbOrTx, options: ListOrdersOptions): Promise<OrderListResponse> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await listOrdersQuery(db, options);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toOrderSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : null,
  };
}
