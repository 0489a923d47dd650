// "Your balance is low": for every organization whose balance is below its threshold
// (organizations.low_balance_threshold_centavos; null = off), one message per member who manages billing (owners,
// admins and finance: lib/email/operational/recipients.ts), at most once per Mexico City day (the dedupe key
// carries the day). Run by the email runner's periodic check, so an order's debit never waits for it. When the bank's
// deposits are enabled the email says where to transfer: the organization's own CLABE (lib/payments/clabe.ts).
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { depositsEnabled, ensureOrganizationClabe } from '@/lib/payments/clabe';
import { publicUrl } from '@/lib/platform/public-url';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { enqueueEmail } from '../outbox';
import type { LowBalanceData } from '../templates/low-balance';
import { billingRecipients } from './recipients';

export async function enqueueLowBalanceEmails(db: Db, opts: { now?: Date; organizationId?: string } = {}): Promise<number> {
  const day = mexicoCityDay(opts.now ?? new Date());
  const low = await db
    .select({ id: organizations.id, balance: organizations.balanceCentavos, threshold: organizations.lowBalanceThresholdCentavos })
    .from(organizations)
    .where(
      and(
        isNotNull(organizations.lowBalanceThresholdCentavos),
        lt(organizations.balanceCentavos, organizations.lowBalanceThresholdCentavos),
        opts.organizationId ? eq(organizations.id, opts.organizationId) : undefined,
      ),
    );
  let enqueued = 0;
  for (const org of low) {
    await db.transaction(async (tx) => {
      const clabe = depositsEnabled() ? await ensureOrganizationClabe(tx, { organizationId: org.id }) : null;
      const data: LowBalanceData = {
        balanceCentavos: org.balance,
        thresholdCentavos: org.threshold!,
        billingUrl: publicUrl('/dashboard/billing'),
        transfer: clabe ? { clabe: clabe.clabe, beneficiaryName: clabe.beneficiaryName, bankName: clabe.bankName } : null,
      };
      for (const to of await billingRecipients(tx, org.id)) {
        const id = await enqueueEmail(tx, {
          organizationId: org.id,
          to,
          template: 'low-balance',
          data,
          dedupeKey: `low-balance:${org.id}:${day}:${to}`,
        });
        if (id) enqueued += 1;
      }
    });
  }
  return enqueued;
}
