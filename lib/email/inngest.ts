// Email sending on Inngest (when INNGEST_EVENT_KEY or INNGEST_DEV is set): the outbox runner
// (lib/email/runner.ts) claims due messages and relays one event per message; this function sends it with the
// same attempt as the in-process runner (lib/email/deliver-email.ts), so retries, backoff and the 'failed'
// state live in the outbox row either way. Inngest's own retries only cover our infrastructure failing
// (database down); a message already sent is 'skipped'. Served by app/api/inngest/route.ts.
import { getDb } from '@/db/client';
import { inngest } from '@/lib/webhooks/inngest';
import { sendClaimedEmail } from './deliver-email';

export const EMAIL_SEND_REQUESTED_EVENT = 'email/send.requested';

export const sendEmailFunction = inngest.createFunction(
  {
    id: 'send-email',
    name: 'Enviar correo',
    triggers: [{ event: EMAIL_SEND_REQUESTED_EVENT }],
    // one attempt at a time per message, whatever Inngest retries
    concurrency: { key: 'event.data.emailId', limit: 1 },
    retries: 3,
  },
  async ({ event, step }) => step.run('send', () => sendClaimedEmail(getDb(), String(event.data.emailId))),
);

/** The relay of the outbox runner in Inngest mode: one event per claimed message. */
export async function sendEmailEvents(emailIds: string[]): Promise<void> {
  await inngest.send(emailIds.map((emailId) => ({ name: EMAIL_SEND_REQUESTED_EVENT, data: { emailId } })));
}
