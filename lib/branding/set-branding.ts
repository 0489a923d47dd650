// Reads and changes the white-label settings of an organization (brand name, white-label on/off).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { changedFields } from '@/lib/audit/summary';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { Branding, SetBrandingInput } from './schemas';

const brandingColumns = {
  name: organizations.name,
  whiteLabelEnabled: organizations.whiteLabelEnabled,
  brandName: organizations.brandName,
  logoMimeType: organizations.logoMimeType,
  logoUpdatedAt: organizations.logoUpdatedAt,
};

type Row = { name: string; whiteLabelEnabled: boolean; brandName: string | null; logoMimeType: string | null; logoUpdatedAt: Date | null };

function toBranding(row: Row): Branding {
  return {
    whiteLabelEnabled: row.whiteLabelEnabled,
    brandName: row.brandName,
    effectiveBrandName: row.brandName ?? row.name,
    hasLogo: row.logoMimeType !== null,
    logoMimeType: row.logoMimeType,
    logoUpdatedAt: row.logoUpdatedAt?.toISOString() ?? null,
  };
}

export async function getBranding(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<Branding> {
  const [row] = await db.select(brandingColumns).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new DomainError('not_found', 'La organización no existe.');
  return toBranding(row);
}

/**
 * `changes` is already parsed with setBrandingSchema (lib/branding/schemas.ts) at the edge: the server-action
 * wrapper (lib/http/server-action.ts) does it for the dashboard form. Labels rendered afterwards carry the new
 * branding: the label cache is keyed by it, nothing to flush.
 */
export async function setBranding(
  db: DbOrTx,
  { organizationId, changes: change, actor }: { organizationId: string; changes: SetBrandingInput; actor?: AuditActor },
): Promise<Branding> {
  if (change.brandName === undefined && change.whiteLabelEnabled === undefined) return getBranding(db, { organizationId });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ brandName: organizations.brandName, whiteLabelEnabled: organizations.whiteLabelEnabled })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) throw new DomainError('not_found', 'La organización no existe.');
    const [row] = await tx
      .update(organizations)
      .set({
        ...(change.brandName !== undefined ? { brandName: change.brandName } : {}),
        ...(change.whiteLabelEnabled !== undefined ? { whiteLabelEnabled: change.whiteLabelEnabled } : {}),
      })
      .where(eq(organizations.id, organizationId))
      .returning(brandingColumns);
    const summary = changedFields(before, { brandName: row.brandName, whiteLabelEnabled: row.whiteLabelEnabled });
    // Saving the form unchanged records nothing.
    if (actor && Object.keys(summary.after).length > 0) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'branding.updated',
        target: { type: 'organization', id: organizationId },
        summary,
      });
    }
    return toBranding(row);
  });
}
