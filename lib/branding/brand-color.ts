// The organization's brand colour (organizations.brand_color, "#RRGGBB"): the accent of its public tracking page
// (app/rastreo) and of its recipient emails (lib/email/brand.ts). White text sits on it (buttons), so a colour
// is accepted only with a contrast of at least 4.5:1 against white (WCAG 2.1 AA for normal text).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { contrastWithWhite, MIN_CONTRAST_WITH_WHITE } from './color-contrast';

export { contrastWithWhite, MIN_CONTRAST_WITH_WHITE };

export const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'El color de marca debe tener el formato #RRGGBB (por ejemplo, #0F766E).')
  .transform((v) => v.toLowerCase())
  .refine((v) => contrastWithWhite(v) >= MIN_CONTRAST_WITH_WHITE, {
    message: `El color de marca es demasiado claro: el texto blanco sobre él no se leería (contraste mínimo ${MIN_CONTRAST_WITH_WHITE}:1). Elige un tono más oscuro.`,
  });

/** The dashboard form's input: a colour, or null to go back to the service's colour. */
export const setBrandColorSchema = z.strictObject({ brandColor: brandColorSchema.nullable() });

export async function getBrandColor(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<string | null> {
  const [row] = await db.select({ brandColor: organizations.brandColor }).from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new DomainError('not_found', 'La organización no existe.');
  return row.brandColor;
}

/** Saves the colour (already parsed with brandColorSchema) and its audit entry, in one transaction. */
export async function setBrandColor(
  db: DbOrTx,
  { organizationId, brandColor, actor }: { organizationId: string; brandColor: string | null; actor?: AuditActor },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ brandColor: organizations.brandColor })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) throw new DomainError('not_found', 'La organización no existe.');
    if (before.brandColor === brandColor) return brandColor;
    await tx.update(organizations).set({ brandColor }).where(eq(organizations.id, organizationId));
    if (actor) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'branding.updated',
        target: { type: 'organization', id: organizationId },
        summary: { before: { brandColor: before.brandColor }, after: { brandColor } },
      });
    }
    return brandColor;
  });
}
