// The one list of background jobs: instrumentation.ts starts a runner for each (lib/platform/jobs/start-jobs.ts) and
// app/api/inngest/route.ts serves each one's Inngest function (lib/platform/jobs/inngest.ts). A new job is declared with
// defineJob (lib/platform/jobs/job.ts) beside its domain and added here.
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { trackingPollJob } from '@/lib/carriers/tracking-poll-job';
import { codLostSweepJob } from '@/lib/cod/lost-sweep-job';
import { emailJob } from '@/lib/email/email-job';
import { invoiceJob } from '@/lib/payments/invoices/invoice-job';
import { recipientMessageJob } from '@/lib/notifications/message-job';
import { webhookDeliveryJob } from '@/lib/webhooks/delivery-job';
import { webhookRecoveryJob } from '@/lib/webhooks/recovery-job';
import { autoRechargeJob } from '@/lib/payments/auto-recharge/job';
import { invoiceCancellationJob } from '@/lib/payments/invoices/cancellation-job';
import type { AnyJob } from './job';

export const jobs: readonly AnyJob[] = [
  webhookDeliveryJob,
  webhookRecoveryJob,
  recipientMessageJob,
  emailJob,
  batchPurchaseJob,
  trackingPollJob,
  codLostSweepJob,
  autoRechargeJob,
  invoiceCancellationJob,
  invoiceJob,
];
