// Platform administration (platform-admin users only, checked by the callers): every organization with its
// figures, balance credits, custom per-key rate limits and the forms' schemas.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client';
import { memberships, orders, organizations } from '@/db/schema';
import { applyBalanceChange, toCentavos } from '@/lib/billing/ledger';
import { ApiError } from '@/lib/http/api-error';
import { pesosSchema } from '@/lib/pricing/schemas';
import { checkText, safeText } from '@/lib/text/zod';
import { decodeTimeIdCursor, encodeTimeIdCursor } from './paging';

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
  const conditions: SQL[] = [];
  const after = decodeTimeIdCursor(input.cursor);
  if (after) conditions.push(sql`(${organizations.createdAt}, ${organizations.id}) < (${after.t}::timestamptz, ${after.id}::uuid)`);
  const memberCount = db.select({ organizationId: memberships.organizationId, n: count().as('members') }).from(memberships).groupBy(memberships.organizationId).as('m');
  const orderCount = db.select({ organizationId: orders.organizationId, n: count().as('orders') }).from(orders).groupBy(orders.organizationId).as('o');
  const rows = await db
    .select({
      org: organizations,
      members: sql<number>`coalesce(${memberCount.n}, 0)`.mapWith(Number),
      orders: sql<number>`coalesce(${orderCount.n}, 0)`.mapWith(Number),
      cursorTime: sql<string>`to_char(${organizations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(organizations)
    .leftJoin(memberCount, eq(memberCount.organizationId, organizations.id))
    .leftJoin(orderCount, eq(orderCount.organizationId, organizations.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map(({ org, members, orders: orderTotal }) => ({
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
    nextCursor: rows.length > input.limit && last ? encodeTimeIdCursor(last.cursorTime, last.org.id) : null,
  };
}

const pesos = pesosSchema({
  max: 10_000_000,
  exclusiveMin: true,
  messages: {
    type: 'El monto debe ser un número',
    range: 'El monto debe ser mayor que 0 y como máximo 10,000,000 MXN',
    decimals: 'El monto admite como máximo dos decimales',
  },
});

export const creditBalanceSchema = z.object({
  organizationId: z.uuid('La organización no existe.'),
  amount: pesos,
  description: safeText({ min: 0, max: 200 }).optional(),
});

/** Credits an organization's prepaid balance (ledger entry "credit"); returns the new balance. */
export async function creditOrganizationBalance(db: Db, input: z.input<typeof creditBalanceSchema>, actorEmail: string) {
  const { organizationId, amount, description } = creditBalanceSchema.parse(input);
  return db.transaction((tx) =>
    applyBalanceChange(tx, {
      organizationId,
      kind: 'credit',
      amountCentavos: toCentavos(amount),
      description: description || `Abono de saldo (plataforma, ${actorEmail})`,
    }),
  );
}

export const setRateLimitSchema = z.object({
  organizationId: z.uuid('La organización no existe.'),
  /** null returns the organization to the service default (RATE_LIMIT_KEY_PER_HOUR) */
  perHour: z.number().int('El límite debe ser un número entero').min(1, 'El límite mínimo es 1 solicitud por hora').max(10_000_000, 'El límite máximo es 10,000,000 por hora').nullable(),
});

/** Sets (or clears) the organization's own per-key hourly limit; API keys pick it up on their next request. */
export async function setOrganizationRateLimit(db: DbOrTx, input: z.input<typeof setRateLimitSchema>) {
  const { organizationId, perHour } = setRateLimitSchema.parse(input);
  const [row] = await db
    .update(organizations)
    .set({ rateLimitPerHour: perHour })
    .where(eq(organizations.id, organizationId))
    .returning({ id: organizations.id, rateLimitPerHour: organizations.rateLimitPerHour });
  if (!row) throw new ApiError('not_found', 'La organización no existe.');
  return row;
}

export const createOrganizationFormSchema = z
  .object({
    name: safeText({ max: 120, messages: { min: 'Escribe el nombre de la organización', max: 'El nombre de la organización debe tener como máximo 120 caracteres' } }),
    openingBalance: pesosSchema({
      max: 10_000_000,
      messages: { range: 'El saldo inicial debe estar entre 0 y 10,000,000 MXN', decimals: 'El saldo inicial admite como máximo dos decimales' },
    }).optional(),
    brandName: safeText({ min: 0, max: 40 }).optional(),
    whiteLabelEnabled: z.boolean().optional(),
    ownerEmail: checkText(z.string().trim()).optional(),
    ownerPassword: z.string().optional(),
  })
  .refine((v) => !v.ownerEmail || (v.ownerPassword ?? '').length >= 8, {
    path: ['ownerPassword'],
    message: 'La contraseña del propietario debe tener al menos 8 caracteres',
  });
export type CreateOrganizationForm = z.input<typeof createOrganizationFormSchema>;

/**
 * Creates an organization (opening balance as a ledger credit) and, optionally, its first owner. The two are
 * separate transactions in their domain functions, so a failed owner (e.g. an email already in use) removes
 * the organization just created: nothing half-made is left behind.
 */
export async function createOrganizationWithOwner(
  db: Db,
  input: CreateOrganizationForm,
  deps: {
    createOrganization: (db: Db, input: { name: string; balanceCentavos?: number; whiteLabelEnabled?: boolean; brandName?: string | null }) => Promise<{ id: string }>;
    createUser: (db: Db, input: { email: string; password: string; organizationId: string; role: 'owner' }) => Promise<{ id: string }>;
  },
) {
  const form = createOrganizationFormSchema.parse(input);
  const org = await deps.createOrganization(db, {
    name: form.name,
    balanceCentavos: form.openingBalance ? toCentavos(form.openingBalance) : 0,
    whiteLabelEnabled: form.whiteLabelEnabled ?? false,
    brandName: form.brandName || null,
  });
  if (form.ownerEmail) {
    try {
      await deps.createUser(db, { email: form.ownerEmail, password: form.ownerPassword ?? '', organizationId: org.id, role: 'owner' });
    } catch (error) {
      await db.delete(organizations).where(eq(organizations.id, org.id));
      throw error;
    }
  }
  return { id: org.id };
}
