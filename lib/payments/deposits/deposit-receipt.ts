// The receipt of a credited deposit: one message per member who manages billing (owners, admins, finance: the
// low-balance notice's recipients), queued in the credit's transaction so it exists exactly when the credit does. A
// test-mode twin has no members of its own (docs/modes.md): its receipts, marked as test, go to the live organization's.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type BankDeposit } from '@/db/schema';
import { billingRecipients } from '@/lib/email/operational/recipients';
import { enqueueEmail } from '@/lib/email/outbox';
import type { DepositReceiptData } from '@/lib/email/templates/deposit-receipt';
import { publicUrl } from '@/lib/platform/public-url';

export async function queueDepositReceipt(
  db: DbOrTx,
  input: { deposit: BankDeposit; organizationId: string; amountCentavos: number; balanceCentavos: number },
): Promise<number> {
  const { deposit } = input;
  const [organization] = await db
    .select({ mode: organizations.mode, liveOrganizationId: organizations.liveOrganizationId })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const testMode = organization?.mode === 'test';
  const membersOf = (testMode && organization.liveOrganizationId) || input.organizationId;
  const data: DepositReceiptData = {
    testMode,
    amountCentavos: input.amountCentavos,
    balanceCentavos: input.balanceCentavos,
    trackingKey: deposit.trackingKey,
    payerName: deposit.payerName,
    payerAccount: deposit.payerAccount,
    concept: deposit.concept,
    clabe: deposit.clabe,
    receivedAt: deposit.receivedAt.toISOString(),
    billingUrl: publicUrl('/dashboard/billing'),
  };
  let queued = 0;
  for (const to of await billingRecipients(db, membersOf)) {
    const id = await enqueueEmail(db, {
      organizationId: input.organizationId,
      to,
      template: 'deposit-receipt',
      data,
      dedupeKey: `deposit-receipt:${deposit.id}:${to}`,
    });
    if (id) queued += 1;
  }
  return queued;
}
