// GET /orders: newest first, keyset pagination over (created_at desc, id desc), served by
// orders_org_created_idx / orders_org_status_created_idx whatever the page depth; `q` and `service` narrow it
// (the search roads of lib/orders/search-orders.ts).
import { sql, type SQL } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { DbOrTx } from '@/db/client';
import { queryValidationError } from '@/lib/errors/zod-es';
import { encodeCursor, parseCursorParam } from '@/lib/pagination/cursor';
import { afterCursor, CURSOR_TIME_FORMAT } from '@/lib/pagination/keyset';
import type { ShipmentType } from '@/db/schema/organizations';
import type { OrderStatus } from './order-states';
import { resolveOrderSearch, searchCondition, type OrderSearch } from './search-orders';
import { listOrdersQuerySchema, type ListOrdersQuery, type OrderListResponse } from './schemas';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** The URL query of GET /orders, validated; 400 with Spanish messages naming the parameter. */
export function parseListOrdersQuery(params: URLSearchParams): ListOrdersQuery {
  const raw: Record<string, string> = {};
  for (const name of ['status', 'dateFrom', 'dateTo', 'limit', 'cursor', 'q', 'service']) {
    const value = params.get(name);
    if (value !== null) raw[name] = value;
  }
  try {
    return listOrdersQuerySchema.parse(raw);
  } catch (error) {
    if (error instanceof ZodError) {
      throw queryValidationError(error);
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
  /** the search box, validated by listOrdersQuerySchema */
  q?: string;
  service?: ShipmentType;
};

/** What the statement needs: the options with `q` resolved to its search road. */
export type ListOrdersStatementOptions = Omit<ListOrdersOptions, 'q'> & {
  search?: OrderSearch;
  /** the dashboard's table also shows the guide number and the service (the API summary keeps the SPEC's fields) */
  dashboardColumns?: boolean;
};

/** The WHERE conditions of a list (filters, search, cursor): the page statement's and the CSV export's (lib/exports). */
export function listOrdersConditions(options: ListOrdersStatementOptions): SQL[] {
  const conditions: SQL[] = [sql`organization_id = ${options.organizationId}::uuid`];
  if (options.status) conditions.push(sql`status = ${options.status}::text`);
  if (options.service) conditions.push(sql`shipment_type = ${options.service}::text`);
  if (options.search) conditions.push(searchCondition(options.search));
  if (options.dateFrom) conditions.push(sql`created_at >= ${options.dateFrom.at.toISOString()}::timestamptz`);
  if (options.dateTo) conditions.push(sql`created_at ${sql.raw(options.dateTo.exclusive ? '<' : '<=')} ${options.dateTo.at.toISOString()}::timestamptz`);
  if (options.cursor) {
    conditions.push(afterCursor(sql`created_at`, sql`id`, parseCursorParam(options.cursor)));
  }
  return conditions;
}

/**
 * The page statement. It reads limit + 1 rows (to know whether another page follows) in index order and
 * writes the page's JSON itself: the order summary rows of docs/api/orders.md, exactly as the API answers them
 * (ISO 8601 times in UTC with milliseconds, pesos from centavos), so the API passes PostgreSQL's text
 * through without building an object per row. Exported for the EXPLAIN test.
 */
export function listOrdersStatement(options: ListOrdersStatementOptions): SQL {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const conditions = listOrdersConditions(options);
  // NULLS LAST as in the indexes: a plain DESC means NULLS FIRST and would not match them (a sort of every row).
  // A word search orders by an expression no index provides: otherwise, with LIMIT, the planner walks the date
  // index filtering every row by the words (a rare word far back = the whole organization); this way it fetches the
  // matches through the trigram index (or scans, for a word most orders contain) and sorts only those. Same order.
  const time = options.search?.kind === 'text' ? sql`(created_at + interval '0 seconds')` : sql`created_at`;
  return sql`
    with page as (
      select id, internal_reference, receiver_name, status, provider_tracking_number, created_at, status_updated_at, is_cod,
             total_cost_centavos, guide_number, shipment_type,
             row_number() over (order by ${time} desc nulls last, id desc nulls last) as n
      from orders
      where ${sql.join(conditions, sql` and `)}
      order by ${time} desc nulls last, id desc nulls last
      limit ${limit + 1}::int
    )
    select
      coalesce((
        select string_agg(row_to_json(r)::text, ',' order by p.n)
        from page p, lateral (select p.id, p.internal_reference, p.receiver_name, p.status, p.provider_tracking_number,
            to_char(p.created_at at time zone 'UTC', ${ISO_MS}) as created_at,
            to_char(p.status_updated_at at time zone 'UTC', ${ISO_MS}) as status_updated_at,
            p.is_cod, p.total_cost_centavos::float8 / 100 as total_cost${options.dashboardColumns ? sql`, p.guide_number, p.shipment_type` : sql``}) r
        where p.n <= ${limit}::int), '') as data,
      (select to_char(created_at at time zone 'UTC', ${ISO_US}) from page where n = ${limit}::int) as last_time,
      (select id from page where n = ${limit}::int) as last_id,
      exists (select 1 from page where n > ${limit}::int) as more`;
}

// Date#toISOString's form (milliseconds, truncated like a JS Date made from PostgreSQL's microseconds)
// and the cursor's (microseconds, so a cursor never skips rows that share a millisecond).
const ISO_MS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
const ISO_US = CURSOR_TIME_FORMAT;

type PageRow = { data: string; last_time: string | null; last_id: string | null; more: boolean };

/** The page as the exact JSON text of the response: `{"data":[...],"nextCursor":...}`. */
export async function listOrdersJson(db: DbOrTx, options: ListOrdersOptions, dashboardColumns = false): Promise<string> {
  const { q, ...rest } = options;
  const search = q ? await resolveOrderSearch(db, options.organizationId, q) : undefined;
  const [row] = await db.execute<PageRow>(listOrdersStatement({ ...rest, search, dashboardColumns }));
  const nextCursor = row.more && row.last_time && row.last_id ? encodeCursor({ t: row.last_time, id: row.last_id }) : null;
  return `{"data":[${row.data}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

export async function listOrders(db: DbOrTx, options: ListOrdersOptions): Promise<OrderListResponse> {
  return JSON.parse(await listOrdersJson(db, options)) as OrderListResponse;
}

/** A row of the dashboard's orders table: the API summary plus the guide number and the service. */
export type DashboardOrderRow = OrderListResponse['data'][number] & { guide_number: string | null; shipment_type: ShipmentType };

export async function listOrdersForDashboard(db: DbOrTx, options: ListOrdersOptions): Promise<{ data: DashboardOrderRow[]; nextCursor: string | null }> {
  return JSON.parse(await listOrdersJson(db, options, true)) as { data: DashboardOrderRow[]; nextCursor: string | null };
}
