// Platform administration: every organization (live ones: a test twin belongs to its live one) with its figures, newest first, keyset-paged on (created_at, id).
// Platform admins only: the admin page (app/(dashboard)/dashboard/admin/page.tsx) checks it before calling.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { memberships, orders, organizations } from '@/db/schema';
import { decodeCursor } from '@/lib/platform/pagination/cursor';
import { afterCursor, cursorTime, toPage } from '@/lib/platform/pagination/keyset';

export type AdminOrganizationRow = {
  id: string;
  name: string;
  balanceCentavos: number;
  whiteLabelEnabled: boolean;
  brandName: string | null;
  rateLimitPerHour: number | null;
  members: number;
  orders: number;
  createdAt: string;
};

export async function listOrganizationsForAdmin(
  db: DbOrTx,
  input: { limit: number; cursor?: string | null },
): Promise<{ data: AdminOrganizationRow[]; nextCursor: string | null }> {
  // A test twin is its live organization's test mode, never an organization of its own (docs/modes.md).
  const conditions: SQL[] = [eq(organizations.mode, 'live')];
  const after = decodeCursor(input.cursor);
  if (after) conditions.push(afterCursor(organizations.createdAt, organizations.id, after));
  const memberCount = db
    .select({ organizationId: memberships.organizationId, n: count().as('members') })
    .from(memberships)
    .groupBy(memberships.organizationId)
    .as('m');
  const orderCount = db
    .select({ organizationId: orders.organizationId, n: count().as('orders') })
    .from(orders)
    .groupBy(orders.organizationId)
    .as('o');
  const rows = await db
    .select({
      org: organizations,
      members: sql<number>`coalesce(${memberCount.n}, 0)`.mapWith(Number),
      orders: sql<number>`coalesce(${orderCount.n}, 0)`.mapWith(Number),
      cursorTime: cursorTime(organizations.createdAt),
    })
    .from(organizations)
    .leftJoin(memberCount, eq(memberCount.organizationId, organizations.id))
    .leftJoin(orderCount, eq(orderCount.organizationId, organizations.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit, (row) => ({ t: row.cursorTime, id: row.org.id }));
  return {
    data: page.rows.map(({ org, members, orders: orderTotal }) => ({
      id: org.id,
      name: org.name,
      balanceCentavos: org.balanceCentavos,
      whiteLabelEnabled: org.whiteLabelEnabled,
      brandName: org.brandName,
      rateLimitPerHour: org.rateLimitPerHour,
      members,
      orders: orderTotal,
      createdAt: org.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
