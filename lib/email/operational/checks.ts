// The periodic operational checks the email job's runner runs (lib/email/email-job.ts): each enqueues with a dedupe key,
// so every process may run them and a message still goes out once.
import type { Db } from '@/db/client';
import { enqueueLowBalanceEmails } from './low-balance';
import { enqueueWebhookFailingEmails } from './webhook-failing';

export async function runOperationalChecks(db: Db, opts: { now?: Date } = {}): Promise<{ lowBalance: number; webhookFailing: number }> {
  const lowBalance = await enqueueLowBalanceEmails(db, opts);
  const webhookFailing = await enqueueWebhookFailingEmails(db, opts);
  return { lowBalance, webhookFailing };
}
