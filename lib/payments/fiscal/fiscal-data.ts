// The organization's fiscal data (docs/payments.md "fiscal data"): the receiver of its invoices and how often it is
// invoiced. Read with billing:manage (owner, admin, finance); replaced whole. An invoice keeps a copy of the receiver as
// it was when built (invoices.receiver), so a change here changes only the invoices built afterwards. Entering it
// makes the top-ups not yet invoiced due for the invoice job (lib/payments/invoices/). A change is audited
// (fiscal_data.updated, before and after) in its transaction.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { type FiscalProfile, fiscalProfiles } from '@/db/schema';
import { type AuditActor, recordAudit } from '@/lib/audit/record-audit';
import { type FiscalDataBody, updateFiscalDataSchema, type UpdateFiscalDataInput } from './schemas';

export const INVOICE_NOTIFY_CHANNEL = 'invoices';

const empty: FiscalDataBody = {
  rfc: '',
  legalName: '',
  taxRegime: '',
  postalCode: '',
  cfdiUse: 'G03',
  email: null,
  invoiceMode: 'per_topup',
  updatedAt: null,
  complete: false,
};

export async function getFiscalData(db: DbOrTx, input: { organizationId: string }): Promise<FiscalDataBody> {
  const [row] = await db.select().from(fiscalProfiles).where(eq(fiscalProfiles.organizationId, input.organizationId));
  if (!row) return empty;
  return {
    rfc: row.rfc,
    legalName: row.legalName,
    taxRegime: row.taxRegime,
    postalCode: row.postalCode,
    cfdiUse: row.cfdiUse,
    email: row.email,
    invoiceMode: row.invoiceMode,
    updatedAt: row.updatedAt.toISOString(),
    complete: true,
  };
}

/** What the audit entry shows of the fiscal data (all of it: none is a secret). */
const audited = (row: Pick<FiscalProfile, 'rfc' | 'legalName' | 'taxRegime' | 'postalCode' | 'cfdiUse' | 'email' | 'invoiceMode'>) => ({
  rfc: row.rfc,
  legalName: row.legalName,
  taxRegime: row.taxRegime,
  postalCode: row.postalCode,
  cfdiUse: row.cfdiUse,
  email: row.email,
  invoiceMode: row.invoiceMode,
});

/**
 * Checks and stores the fiscal data (a zod error names each bad field); a change is audited in its transaction (saving
 * the same data again records nothing); wakes the invoice job at commit.
 */
export async function updateFiscalData(
  db: DbOrTx,
  input: UpdateFiscalDataInput & { organizationId: string; actor: AuditActor },
): Promise<FiscalDataBody> {
  const { organizationId, actor, ...body } = input;
  const data = updateFiscalDataSchema.parse(body);
  const values = { ...data, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(fiscalProfiles).where(eq(fiscalProfiles.organizationId, organizationId)).for('update');
    const [after] = await tx
      .insert(fiscalProfiles)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: fiscalProfiles.organizationId, set: values })
      .returning();
    const summary = { before: before ? audited(before) : null, after: audited(after) };
    if (JSON.stringify(summary.before) !== JSON.stringify(summary.after)) {
      await recordAudit(tx, {
        organizationId,
        actor,
        action: 'fiscal_data.updated',
        target: { type: 'organization', id: organizationId },
        summary,
      });
    }
    await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${organizationId})`);
  });
  return getFiscalData(db, { organizationId });
}
