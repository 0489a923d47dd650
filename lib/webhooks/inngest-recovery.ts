// Recovery jobs on Inngest (recover-deliveries.ts): the recovery worker (recovery-runner.ts) hands each open job
// to Inngest as one event, and this function runs it, one step.run per batch, one run at a time per job.
// Served by app/api/inngest/route.ts next to the delivery function of inngest.ts.
import { getDb } from '@/db/client';
import { inngest } from './inngest';
import { runRecovery, type RecoveryStep } from './recover-deliveries';

export const RECOVERY_REQUESTED_EVENT = 'webhooks/recovery.requested';

export const recoverDeliveriesFunction = inngest.createFunction(
  {
    id: 'recover-webhook-deliveries',
    name: 'Recuperar entregas fallidas',
    triggers: [{ event: RECOVERY_REQUESTED_EVENT }],
    concurrency: { key: 'event.data.recoveryId', limit: 1 },
    // Only our infrastructure failing is retried; each batch is one transaction that advances the job's cursor.
    retries: 5,
  },
  async ({ event, step }) => {
    const recoveryStep: RecoveryStep = { run: (id, fn) => step.run(id, fn) as Promise<Awaited<ReturnType<typeof fn>>> };
    return runRecovery(getDb(), { recoveryId: String(event.data.recoveryId), step: recoveryStep });
  },
);

/** The relay of the recovery worker in Inngest mode: one event per job. */
export async function sendRecoveryEvents(recoveryIds: string[]): Promise<void> {
  await inngest.send(recoveryIds.map((recoveryId) => ({ name: RECOVERY_REQUESTED_EVENT, data: { recoveryId } })));
}
