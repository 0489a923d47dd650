// The recipient message job (lib/platform/jobs/job.ts): sends the pending SMS/WhatsApp notices (send-messages.ts). Woken at
// commit by the NOTIFY lib/notifications/enqueue.ts sends with a queued message, and polling every few seconds for
// retries and leases run out (the provider's report never waits for this); a crashed sender's lease runs out and
// another process takes the row back. On Inngest the function takes the relayed row over and sends it the same way.
import { defineJob } from '@/lib/platform/jobs/job';
import type { MessageChannelAdapter } from './channels';
import { type ClaimedMessage, claimMessages, MESSAGE_BACKOFF, MESSAGE_LEASE_MS, sendMessage } from './send-messages';

/** NOTIFY channel: a recipient SMS/WhatsApp message was queued (sent by lib/notifications/enqueue.ts at commit). */
export const MESSAGE_NOTIFY_CHANNEL = 'recipient_messages';

export const recipientMessageJob = defineJob<ClaimedMessage, { notificationId: string }, { adapter: MessageChannelAdapter }>({
  name: 'recipient-message',
  channel: MESSAGE_NOTIFY_CHANNEL,
  pollIntervalMs: 5_000,
  // one send at a time, in the order the messages were queued
  concurrency: 1,
  leaseMs: MESSAGE_LEASE_MS,
  backoff: MESSAGE_BACKOFF,
  claim: (db, { limit, leaseMs }) => claimMessages(db, { limit, leaseMs }),
  run: (db, row, { options }) => sendMessage(db, row, options.adapter),
  inngest: {
    id: 'send-recipient-message',
    name: 'Enviar aviso por SMS o WhatsApp',
    event: 'notifications/message.requested',
    concurrency: { key: 'event.data.notificationId', limit: 1 },
    retries: 3,
    data: (row) => ({ notificationId: row.id }),
    run: (db, data, step) =>
      step.run('send', async () => {
        const [row] = await claimMessages(db, { limit: 1, only: String(data.notificationId) });
        return row ? ((await sendMessage(db, row)) ? 'sent' : 'retry') : 'settled-elsewhere';
      }),
  },
});
