// A top-up was credited (a SPEI deposit, an automatic recharge): the invoice job is woken at the credit's commit, so a
// per-top-up invoice is built and stamped within seconds instead of at the job's next minute poll (docs/payments.md).
// A NOTIFY sent in a transaction is delivered only if it commits.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { INVOICE_NOTIFY_CHANNEL } from '@/lib/payments/fiscal/fiscal-data';

export async function wakeInvoicing(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${INVOICE_NOTIFY_CHANNEL}, ${organizationId})`);
}
