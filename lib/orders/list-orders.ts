// GET /orders: newest first, keyset pagination over (created_at desc, id desc), served by
// orders_org_created_idx / orders_org_status_created_idx whatever the page depth; `q` and `service` narrow it
// (the search roads of lib/orders/search-orders.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { encodeCursor, parseCursorParam } from '@/lib/platform/pagination/cursor';
import { afterCursor, CURSOR_TIME_FORMAT } from '@/lib/platform/pagination/keyset';
import type { ShipmentType } from '@/db/schema/organizations';
import type { OrderStatus } from './order-states';
import { resolveOrderSearch, searchCondition, walksFirst, type OrderSearch } from './search-orders';
import type { OrderListResponse } from './schemas';
import { recipientNameSql } from './recipient';
import { searchWordStats } from './search-word-stats';
import { codStatusSql } from '@/lib/cod/order-cod-sql';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

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

/**
 * How many of the newest orders (after the filters and the cursor) a word search reads in date order before it
 * asks the search index instead (listOrdersJson below).
 */
export const SEARCH_WALK_ROWS = 1000;

/** What the statement needs: the options with `q` resolved to its search road. */
export type ListOrdersStatementOptions = Omit<ListOrdersOptions, 'q'> & {
  search?: OrderSearch;
  /**
   * A word search's plan: 'walk' reads the newest SEARCH_WALK_ROWS orders through the date index and keeps the
   * matches (cheap when the words are common: a page fills early); 'index' fetches every match through the search
   * index (orders_search_tokens_idx) and sorts them (cheap when the words are rare). Default 'index'.
   */
  textRoad?: 'walk' | 'index';
  /** the dashboard's table also shows the guide number and the service (the API summary keeps the SPEC's fields) */
  dashboardColumns?: boolean;
};

/** The WHERE conditions of a list (filters, search, cursor): the page statement's and the CSV export's (lib/exports). */
export function listOrdersConditions(options: ListOrdersStatementOptions): SQL[] {
  // The index road of a word search checks the organization on the search index's rows: written as a plain
  // equality, the planner ANDs the index's bitmap with a bitmap of every order of the organization from
  // orders_org_created_idx, which took 2.8 of 3.3 ms at 20,000 orders and grows with the organization.
  const byWords = options.search?.kind === 'text' && options.textRoad === 'index';
  const conditions: SQL[] = [
    byWords ? sql`(organization_id = ${options.organizationId}::uuid) is true` : sql`organization_id = ${options.organizationId}::uuid`,
  ];
  if (options.status) conditions.push(sql`status = ${options.status}::text`);
  if (options.service) conditions.push(sql`shipment_type = ${options.service}::text`);
  if (options.search && !(options.search.kind === 'text' && options.textRoad === 'walk')) conditions.push(searchCondition(options.search));
  if (options.dateFrom) conditions.push(sql`created_at >= ${options.dateFrom.at.toISOString()}::timestamptz`);
  if (options.dateTo)
    conditions.push(sql`created_at ${sql.raw(options.dateTo.exclusive ? '<' : '<=')} ${options.dateTo.at.toISOString()}::timestamptz`);
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
  const columns = sql`id, internal_reference, receiver_name, status, provider_tracking_number, created_at, status_updated_at, is_cod,
             total_cost_centavos, guide_number, shipment_type${options.dashboardColumns ? sql`, delivery_address` : sql``}`;
  const walk = options.search?.kind === 'text' && options.textRoad === 'walk';
  // NULLS LAST as in the indexes: a plain DESC means NULLS FIRST and would not match them (a sort of every row).
  // The index road of a word search orders by an expression no index provides: otherwise, with LIMIT, the planner
  // walks the date index filtering every row by the words (a rare word far back = the whole organization); this way
  // it fetches the matches through the search index and sorts only those. Same order.
  const time = options.search?.kind === 'text' && !walk ? sql`(created_at + interval '0 seconds')` : sql`created_at`;
  const order = sql`order by ${time} desc nulls last, id desc nulls last`;
  const page = walk
    ? sql`
    walked as (
      select ${columns}, search_tokens from orders
      where ${sql.join(conditions, sql` and `)}
      ${order}
      limit ${SEARCH_WALK_ROWS}::int
    ),
    page as (
      select ${columns}, row_number() over (${order}) as n
      from walked
      where ${searchCondition(options.search!)}
      ${order}
      limit ${limit + 1}::int
    )`
    : sql`
    page as (
      select ${columns}, row_number() over (${order}) as n
      from orders
      where ${sql.join(conditions, sql` and `)}
      ${order}
      limit ${limit + 1}::int
    )`;
  // The walk was cut short (its page may miss older matches) when it read all its rows without filling the page.
  const cutShort = walk
    ? sql`case when exists (select 1 from page where n > ${limit}::int) then false else (select count(*) from walked) >= ${SEARCH_WALK_ROWS}::int end`
    : sql`false`;
  return sql`
    with ${page}
    select
      coalesce((
        select string_agg(row_to_json(r)::text, ',' order by p.n)
        from page p, lateral (select p.id, p.internal_reference, p.receiver_name, p.status, p.provider_tracking_number,
            to_char(p.created_at at time zone 'UTC', ${ISO_MS}) as created_at,
            to_char(p.status_updated_at at time zone 'UTC', ${ISO_MS}) as status_updated_at,
            p.is_cod, p.total_cost_centavos::float8 / 100 as total_cost, ${codStatusSql(sql`p.is_cod`, sql`(select cc.status from cod_collections cc where cc.order_id = p.id)`)} as cod_status${options.dashboardColumns ? sql`, p.guide_number, p.shipment_type, ${recipientNameSql('p')} as recipient` : sql``}) r
        where p.n <= ${limit}::int), '') as data,
      (select to_char(created_at at time zone 'UTC', ${ISO_US}) from page where n = ${limit}::int) as last_time,
      (select id from page where n = ${limit}::int) as last_id,
      exists (select 1 from page where n > ${limit}::int) as more,
      ${cutShort} as cut_short`;
}

// Date#toISOString's form (milliseconds, truncated like a JS Date made from PostgreSQL's microseconds)
// and the cursor's (microseconds, so a cursor never skips rows that share a millisecond).
const ISO_MS = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';
const ISO_US = CURSOR_TIME_FORMAT;

type PageRow = { data: string; last_time: string | null; last_id: string | null; more: boolean; cut_short: boolean };

/** The page as the exact JSON text of the response: `{"data":[...],"nextCursor":...}`. */
export async function listOrdersJson(db: DbOrTx, options: ListOrdersOptions, dashboardColumns = false): Promise<string> {
  const { q, ...rest } = options;
  const search = q ? await resolveOrderSearch(db, options.organizationId, q) : undefined;
  // A common word ("maría", a city) fills the page within the newest orders: the statement walks them in date
  // order first. When the walk ends short of a page (or PostgreSQL's statistics say the word is rare, walksFirst),
  // the search index finds the matches; fetching and sorting every match of a common word that way would cost tens
  // of milliseconds (docs/performance.md).
  const walk = search?.kind === 'text' && walksFirst(search, await searchWordStats(db));
  let [row] = await db.execute<PageRow>(listOrdersStatement({ ...rest, search, dashboardColumns, textRoad: walk ? 'walk' : 'index' }));
  if (row.cut_short) [row] = await db.execute<PageRow>(listOrdersStatement({ ...rest, search, dashboardColumns, textRoad: 'index' }));
  const nextCursor = row.more && row.last_time && row.last_id ? encodeCursor({ t: row.last_time, id: row.last_id }) : null;
  return `{"data":[${row.data}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

export async function listOrders(db: DbOrTx, options: ListOrdersOptions): Promise<OrderListResponse> {
  return JSON.parse(await listOrdersJson(db, options)) as OrderListResponse;
}

/** A row of the dashboard's orders table: the API's summary plus the guide, the service and who receives (lib/orders/recipient.ts). */
export type DashboardOrderRow = OrderListResponse['data'][number] & {
  guide_number: string | null;
  shipment_type: ShipmentType;
  recipient: string;
};

export async function listOrdersForDashboard(
  db: DbOrTx,
  options: ListOrdersOptions,
): Promise<{ data: DashboardOrderRow[]; nextCursor: string | null }> {
  return JSON.parse(await listOrdersJson(db, options, true)) as { data: DashboardOrderRow[]; nextCursor: string | null };
}
