// Our margin over a carrier's cost, per organization (docs/carriers.md, "Margin"): organizations.carrier_margin_basis_points,
// set by the platform admin only (admin dashboard, CLI org:set-margin); null = CARRIER_MARGIN_BASIS_POINTS.
import { and, asc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { config } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';

/** The largest margin an organization may get: 100 000 basis points (1000 %), as CARRIER_MARGIN_BASIS_POINTS. */
export const MAX_MARGIN_BASIS_POINTS = 100_000;

export const setCarrierMarginSchema = z.object({
  organizationId: z.uuid('La organización no existe.'),
  // null: back to the platform's default (CARRIER_MARGIN_BASIS_POINTS)
  basisPoints: z.int().min(0).max(MAX_MARGIN_BASIS_POINTS).nullable(),
});
export type SetCarrierMargin = z.infer<typeof setCarrierMarginSchema>;

const organizationNotFound = () => new DomainError('not_found', 'La organización no existe.');

/** The margin in basis points (1500 = 15 %) applied over `organizationId`'s carrier costs. */
export async function marginBasisPoints(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ basisPoints: organizations.carrierMarginBasisPoints })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw organizationNotFound();
  return row.basisPoints ?? config().CARRIER_MARGIN_BASIS_POINTS;
}

/** Sets (or clears, null) an organization's own margin: platform admins only, checked by the caller (admin action, CLI). */
export async function setCarrierMargin(db: DbOrTx, input: SetCarrierMargin & { actor: AuditActor }) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ basisPoints: organizations.carrierMarginBasisPoints })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update');
    if (!before) throw organizationNotFound();
    await tx.update(organizations).set({ carrierMarginBasisPoints: input.basisPoints }).where(eq(organizations.id, input.organizationId));
    if (before.basisPoints !== input.basisPoints) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'organization.carrier_margin_updated',
        target: { type: 'organization', id: input.organizationId },
        summary: { before: { carrierMarginBasisPoints: before.basisPoints }, after: { carrierMarginBasisPoints: input.basisPoints } },
      });
    }
    return {
      organizationId: input.organizationId,
      basisPoints: input.basisPoints,
      effectiveBasisPoints: input.basisPoints ?? config().CARRIER_MARGIN_BASIS_POINTS,
    };
  });
}

/**
 * Live organizations (a test twin ships with the sandbox) and their margins for the platform admin's page, by name,
 * at most `limit`, those whose name contains `search` when given.
 */
export async function listOrganizationMargins(db: DbOrTx, input: { search?: string | null; limit: number }) {
  const conditions = [eq(organizations.mode, 'live')];
  if (input.search) conditions.push(ilike(organizations.name, `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({ id: organizations.id, name: organizations.name, basisPoints: organizations.carrierMarginBasisPoints })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(input.limit);
}
