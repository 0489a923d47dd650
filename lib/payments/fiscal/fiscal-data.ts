// The organization's fiscal data (docs/payments.md "fiscal data"): the receiver of its invoices and how often it is
// invoiced. Read with billing:manage (owner, admin, finance); replaced whole. An invoice keeps a copy of the receiver as
// it was when built (invoices.receiver), so a change here changes only the invoices built afterwards. Entering it
// makes the top-ups not yet invoiced due for the invoice job (lib/payments/invoices/).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fiscalProfiles } from '@/db/schema';
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

/** Checks and stores the fiscal data (a zod error names each bad field); wakes the invoice job at commit. */
export async function updateFiscalData(db: DbOrTx, input: UpdateFiscalDataInput & { organizationId: string }): Promise<FiscalDataBody> {
  const { organizationId, ...body } = input;
  const data = updateFiscalDataSchema.parse(body);
  const values = { ...data, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(fiscalProfiles)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: fiscalProfiles.organizationId, set: values });
    await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${organizationId})`);
  });
  return getFiscalData(db, { organizationId });
}
