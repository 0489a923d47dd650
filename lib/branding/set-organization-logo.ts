// Stores (or removes) an organization's logo for white-label labels.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { normalizeLogo } from './normalize-logo';
import type { StoredLogo } from './schemas';

const orgNotFound = () => new DomainError('not_found', 'La organización no existe.');

/** Validates the upload by its content, re-encodes it to a bounded PNG and stores it. */
export async function setOrganizationLogo(
  db: DbOrTx,
  { organizationId, bytes, actor }: { organizationId: string; bytes: Buffer; actor?: AuditActor },
): Promise<StoredLogo> {
  const logo = await normalizeLogo(bytes);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(organizations)
      .set({ logo: logo.png, logoMimeType: 'image/png', logoUpdatedAt: sql`now()` })
      .where(eq(organizations.id, organizationId))
      .returning({ logoUpdatedAt: organizations.logoUpdatedAt });
    if (!updated) throw orgNotFound();
    if (actor) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'branding.updated',
        target: { type: 'organization', id: organizationId },
        summary: { after: { logo: `PNG de ${logo.width} × ${logo.height} px (${logo.png.length} bytes)` } },
      });
    }
    return updated;
  });
  return {
    mimeType: 'image/png',
    width: logo.width,
    height: logo.height,
    bytes: logo.png.length,
    logoUpdatedAt: row.logoUpdatedAt!.toISOString(),
  };
}

export async function removeOrganizationLogo(
  db: DbOrTx,
  { organizationId, actor }: { organizationId: string; actor?: AuditActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ had: organizations.logoMimeType })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) throw orgNotFound();
    await tx
      .update(organizations)
      .set({ logo: null, logoMimeType: null, logoUpdatedAt: sql`now()` })
      .where(eq(organizations.id, organizationId));
    // Removing a logo that is not there changes nothing and records nothing.
    if (actor && before.had !== null) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'branding.logo_removed',
        target: { type: 'organization', id: organizationId },
      });
    }
  });
}

/** The stored logo (always a PNG), for the dashboard to show it; null when there is none. */
export async function getOrganizationLogo(
  db: DbOrTx,
  { organizationId }: { organizationId: string },
): Promise<{ png: Buffer; updatedAt: Date } | null> {
  const [row] = await db
    .select({ logo: organizations.logo, logoUpdatedAt: organizations.logoUpdatedAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw orgNotFound();
  return row.logo ? { png: row.logo, updatedAt: row.logoUpdatedAt ?? new Date(0) } : null;
}
