import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { applyBalanceChange } from '@/lib/billing/ledger';
import { textProblem } from '@/lib/platform/text/safe-text';

export type CreateOrganizationInput = {
  name: string;
  /** opening balance in centavos, written as a credit in the ledger */
  balanceCentavos?: number;
  whiteLabelEnabled?: boolean;
  brandName?: string | null;
};

export async function createOrganization(db: Db, input: CreateOrganizationInput) {
  const name = input.name.trim();
  if (!name) throw new DomainError('validation_error', 'El nombre de la organización no puede estar vacío');
  // The text rule here too, not only in the forms: the CLI reaches this function directly.
  const nameProblem = textProblem(name);
  if (nameProblem) throw new DomainError('validation_error', `El nombre de la organización ${nameProblem}`);
  const brandProblem = input.brandName ? textProblem(input.brandName) : null;
  if (brandProblem) throw new DomainError('validation_error', `El nombre comercial ${brandProblem}`);
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name, whiteLabelEnabled: input.whiteLabelEnabled ?? false, brandName: input.brandName?.trim() || null })
      .returning();
    if (input.balanceCentavos && input.balanceCentavos > 0) {
      const { balanceCentavos } = await applyBalanceChange(tx, {
        organizationId: org.id,
        kind: 'manual_credit',
        amountCentavos: input.balanceCentavos,
        description: 'Saldo inicial',
      });
      org.balanceCentavos = balanceCentavos;
    }
    return org;
  });
}
