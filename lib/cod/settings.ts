// An organization's COD settings (docs/cod.md "Payout" and "Fee mode"): where the COD fee is paid (purchase or
// deducted from the collection) and, optionally, the bank account (CLABE, checked by lib/cod/clabe.ts) collections are
// transferred to instead of the balance. Read with billing:read; changed by owner, admin or finance, audited as
// cod.settings_updated in the change's transaction (the CLABE shown only by its last four digits). Removing the CLABE
// pays the open bank batch to the balance in the same transaction (./release-open-batch.ts).
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { codSettings } from '@/db/schema';
import { type AuditActor, recordAudit } from '@/lib/audit/record-audit';
import { DomainError } from '@/lib/platform/errors/domain-error';
import '@/lib/platform/errors/zod-es';
import { safeText } from '@/lib/platform/text/zod';
import { codSettingsChanged, confirmCodSettingsChanged } from '@/lib/pricing/load-tariffs';
import { codFeeModes, type CodFeeMode } from '@/model/cod';
import { validClabe } from './clabe';
import { releaseOpenBatchToBalance } from './release-open-batch';

export const codSettingsBodySchema = z.object({
  feeMode: z.enum(codFeeModes).meta({
    description: 'purchase: la comisión contra entrega se cobra con la guía; deduct: se descuenta del cobro al pagarlo al comercio',
  }),
  payoutClabe: z
    .string()
    .nullable()
    .meta({ description: 'CLABE de 18 dígitos a la que se transfieren los cobros; null: se abonan al saldo' }),
  payoutBeneficiary: z.string().nullable().meta({ description: 'Titular de la cuenta (obligatorio con una CLABE)' }),
  updatedAt: z.iso.datetime().nullable(),
});
export type CodSettingsBody = z.infer<typeof codSettingsBodySchema>;

export const updateCodSettingsSchema = z.strictObject({
  feeMode: z.enum(codFeeModes, { error: 'debe ser purchase o deduct' }),
  payoutClabe: z.string().trim().max(40, { error: 'debe tener 18 dígitos' }).nullable(),
  payoutBeneficiary: safeText({ max: 120 }).nullable().optional(),
});
export type UpdateCodSettingsInput = z.output<typeof updateCodSettingsSchema>;

/** The CLABE as the audit log and people in lists see it: its last four digits. */
export const maskClabe = (clabe: string | null): string | null => (clabe ? `…${clabe.slice(-4)}` : null);

export async function getCodSettings(db: DbOrTx, input: { organizationId: string }): Promise<CodSettingsBody> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.organizationId, input.organizationId));
  if (!row) return { feeMode: 'purchase', payoutClabe: null, payoutBeneficiary: null, updatedAt: null };
  return {
    feeMode: row.feeMode,
    payoutClabe: row.payoutClabe,
    payoutBeneficiary: row.payoutBeneficiary,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The settings as they will be stored: the CLABE checked and normalized, a beneficiary required with it. */
function normalized(input: UpdateCodSettingsInput): { feeMode: CodFeeMode; payoutClabe: string | null; payoutBeneficiary: string | null } {
  const typed = input.payoutClabe?.trim() ?? '';
  if (typed === '') return { feeMode: input.feeMode, payoutClabe: null, payoutBeneficiary: null };
  const payoutClabe = validClabe(typed);
  const payoutBeneficiary = input.payoutBeneficiary?.trim() ?? '';
  if (payoutBeneficiary === '') {
    throw new DomainError('validation_error', 'Escribe el titular de la cuenta de la CLABE.', {
      fields: [{ field: 'payoutBeneficiary', message: 'es obligatorio con una CLABE' }],
    });
  }
  return { feeMode: input.feeMode, payoutClabe, payoutBeneficiary };
}

export async function updateCodSettings(
  db: DbOrTx,
  input: UpdateCodSettingsInput & { organizationId: string; actor: AuditActor },
): Promise<CodSettingsBody & { changed: boolean }> {
  const next = normalized(input);
  const { organizationId } = input;
  const result = await db.transaction(async (tx) => {
    await tx.insert(codSettings).values({ organizationId }).onConflictDoNothing();
    const [before] = await tx.select().from(codSettings).where(eq(codSettings.organizationId, organizationId)).for('update');
    if (!before) throw new DomainError('not_found');
    const same =
      before.feeMode === next.feeMode && before.payoutClabe === next.payoutClabe && before.payoutBeneficiary === next.payoutBeneficiary;
    if (same) return { ...(await getCodSettings(tx, { organizationId })), changed: false };
    const [row] = await tx
      .update(codSettings)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(codSettings.organizationId, organizationId))
      .returning();
    // No account left to export the open bank batch to: its collections are paid to the balance now (an exported
    // batch is in the bank's file already and stays). Another CLABE keeps the batch: it goes to the account current
    // at export.
    const released = before.payoutClabe && !next.payoutClabe ? await releaseOpenBatchToBalance(tx, organizationId) : null;
    await recordAudit(tx, {
      organizationId,
      actor: input.actor,
      action: 'cod.settings_updated',
      target: { type: 'organization', id: organizationId },
      summary: {
        before: { feeMode: before.feeMode, payoutClabe: maskClabe(before.payoutClabe), payoutBeneficiary: before.payoutBeneficiary },
        after: { feeMode: next.feeMode, payoutClabe: maskClabe(next.payoutClabe), payoutBeneficiary: next.payoutBeneficiary },
        ...(released ? { openBatchPaidToBalance: { orders: released.orders, totalCentavos: released.paidOutCentavos } } : {}),
      },
    });
    // The fee mode is read with the tariffs and cached with them: every process drops its copy at commit.
    if (before.feeMode !== next.feeMode) await codSettingsChanged(tx, organizationId);
    return {
      feeMode: row.feeMode,
      payoutClabe: row.payoutClabe,
      payoutBeneficiary: row.payoutBeneficiary,
      updatedAt: row.updatedAt.toISOString(),
      changed: true,
      feeModeChanged: before.feeMode !== next.feeMode,
    };
  });
  // Answers once every process dropped the organization's cached tariffs: the next quote already has the new mode.
  if ('feeModeChanged' in result && result.feeModeChanged) await confirmCodSettingsChanged(organizationId);
  const { feeModeChanged: _, ...body } = result as typeof result & { feeModeChanged?: boolean };
  return body;
}
