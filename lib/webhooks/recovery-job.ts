// The webhook recovery job (lib/platform/jobs/job.ts): woken by the NOTIFY startRecovery sends (start-recovery.ts), it
// claims one open job at a time with a lease (claim-recovery.ts) and runs its batches (run-recovery.ts; each
// batch renews the lease). A job whose worker died is taken again when the lease runs out and resumes after its
// last committed batch. On Inngest each job is one run, one step.run per batch, one run at a time per job.
import { defineJob } from '@/lib/platform/jobs/job';
import { log } from '@/lib/platform/log';
import { claimRecovery, releaseRecovery } from './claim-recovery';
import { runRecovery } from './run-recovery';
import { RECOVERY_NOTIFY_CHANNEL } from './start-recovery';

export const webhookRecoveryJob = defineJob<{ id: string; webhookId: string }, { recoveryId: string }, { batchSize: number }>({
  name: 'webhook-recovery',
  channel: RECOVERY_NOTIFY_CHANNEL,
  pollIntervalMs: 2_000,
  concurrency: 1,
  leaseMs: 30_000,
  // no back-off: a batch is one transaction that advances the job's cursor, and only our infrastructure fails it
  async claim(db, { leaseMs }) {
    const job = await claimRecovery(db, { leaseMs });
    return job ? [job] : [];
  },
  async run(db, job, { step, options, leaseMs, stopping }) {
    const result = await runRecovery(db, { recoveryId: job.id, step, batchSize: options.batchSize, leaseMs, shouldStop: stopping });
    log.info('webhook recovery finished', { recoveryId: job.id, webhookId: job.webhookId, state: result.state, queued: result.queued });
  },
  release: (db, job) => releaseRecovery(db, { recoveryId: job.id }),
  inngest: {
    id: 'recover-webhook-deliveries',
    name: 'Recuperar entregas fallidas',
    event: 'webhooks/recovery.requested',
    concurrency: { key: 'event.data.recoveryId', limit: 1 },
    retries: 5,
    data: (job) => ({ recoveryId: job.id }),
    run: (db, data, step) => runRecovery(db, { recoveryId: String(data.recoveryId), step }),
    dispatched: (db, jobs) => Promise.all(jobs.map((job) => releaseRecovery(db, { recoveryId: job.id, dispatched: true }))),
  },
});
