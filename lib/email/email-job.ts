// The email job (lib/platform/jobs/job.ts): woken by the NOTIFY enqueueEmail sends at commit (lib/email/outbox.ts), it
// claims due messages with a lease and sends each with the one attempt of lib/email/deliver-email.ts, so
// retries, back-off (EMAIL_BACKOFF) and the 'failed' state live in the outbox row on either executor; on Inngest a
// message already sent is 'skipped'. Every few minutes the runner also runs the operational checks (low balance,
// failing webhooks: lib/email/operational/), which enqueue at most once per day or streak. Requests never wait
// for any of this.
import { defineJob } from '@/lib/platform/jobs/job';
import { claimDueEmails, EMAIL_BACKOFF, EMAIL_LEASE_MS, sendClaimedEmail } from './deliver-email';
import { runOperationalChecks } from './operational/checks';
import { EMAIL_NOTIFY_CHANNEL } from './outbox';
import { closeMailTransport } from './send';

export const emailJob = defineJob<string, { emailId: string }>({
  name: 'email',
  channel: EMAIL_NOTIFY_CHANNEL,
  pollIntervalMs: 2_000,
  concurrency: 4,
  leaseMs: EMAIL_LEASE_MS,
  backoff: EMAIL_BACKOFF,
  claim: (db, { limit, leaseMs }) => claimDueEmails(db, { limit, leaseMs }),
  run: (db, id) => sendClaimedEmail(db, id),
  periodic: { intervalMs: 5 * 60_000, run: runOperationalChecks },
  onStop: closeMailTransport,
  inngest: {
    id: 'send-email',
    name: 'Enviar correo',
    event: 'email/send.requested',
    // one attempt at a time per message, whatever Inngest retries
    concurrency: { key: 'event.data.emailId', limit: 1 },
    retries: 3,
    data: (emailId) => ({ emailId }),
    run: (db, data, step) => step.run('send', () => sendClaimedEmail(db, String(data.emailId))),
    // 50 at a time, each held 15 minutes: Inngest has that long to run it before the runner relays it again.
    claim: { limit: 50, leaseMs: 15 * 60_000 },
  },
});
