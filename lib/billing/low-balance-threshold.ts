// The organization's low-balance threshold (organizations.low_balance_threshold_centavos; null = off): below it the
// dashboard shows a banner on every page (app/_components/low-balance-banner.tsx) and the owners and admins get an
// email at most once a day (lib/email/operational/low-balance.ts). Set on the billing page (billing:manage),
// audited as balance.threshold_updated in the same transaction as the change.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { organizations } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';

/** At most 10 million pesos, whole centavos. */
export const MAX_THRESHOLD_CENTAVOS = 10_000_000_00;

/** The form's field: pesos as typed ("1500", "1,500.50", "" = off), named as the form labels it. */
export const lowBalanceThresholdSchema = z.strictObject({
  thresholdPesos: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const plain = value.replace(/[$,\s]/g, '');
      if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Escribe el umbral en pesos, por ejemplo 1500 o 1500.50 (déjalo vacío para desactivar el aviso).',
        });
        return z.NEVER;
      }
      const centavos = Math.round(Number(plain) * 100);
      if (centavos > MAX_THRESHOLD_CENTAVOS) {
        ctx.addIssue({ code: 'custom', message: 'El umbral puede ser como máximo de 10,000,000 pesos.' });
        return z.NEVER;
      }
      return centavos;
    }),
});

export type BalanceStatus = { balanceCentavos: number; thresholdCentavos: number | null; low: boolean };

export async function getBalanceStatus(db: DbOrTx, input: { organizationId: string }): Promise<BalanceStatus> {
  const [org] = await db
    .select({ balance: organizations.balanceCentavos, threshold: organizations.lowBalanceThresholdCentavos })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const balanceCentavos = org?.balance ?? 0;
  const thresholdCentavos = org?.threshold ?? null;
  return { balanceCentavos, thresholdCentavos, low: thresholdCentavos !== null && balanceCentavos < thresholdCentavos };
}

export async function setLowBalanceThreshold(
  db: DbOrTx,
  input: { organizationId: string; thresholdCentavos: number | null; actor: AuditActor },
): Promise<{ thresholdCentavos: number | null; changed: boolean }> {
  const { organizationId, thresholdCentavos, actor } = input;
  if (
    thresholdCentavos !== null &&
    (!Number.isInteger(thresholdCentavos) || thresholdCentavos < 0 || thresholdCentavos > MAX_THRESHOLD_CENTAVOS)
  ) {
    throw new DomainError('validation_error', 'El umbral de saldo bajo no es válido.');
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ threshold: organizations.lowBalanceThresholdCentavos })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!before) throw new DomainError('not_found');
    if (before.threshold === thresholdCentavos) return { thresholdCentavos, changed: false };
    await tx.update(organizations).set({ lowBalanceThresholdCentavos: thresholdCentavos }).where(eq(organizations.id, organizationId));
    await recordAudit(tx, {
      organizationId,
      actor,
      action: 'balance.threshold_updated',
      target: { type: 'organization', id: organizationId },
      summary: { before: { thresholdCentavos: before.threshold }, after: { thresholdCentavos } },
    });
    return { thresholdCentavos, changed: true };
  });
}
