// The recipient message job (lib/jobs/job.ts): sends the pending SMS/WhatsApp notices (recipient_notifications
// rows with channel <> 'email') through the configured adapter (lib/notifications/channels/). Woken at commit by
// the NOTIFY lib/notifications/enqueue.ts sends with a queued message, and polling every few seconds for retries
// and leases run out (the provider's report never waits for this). A claim takes a row with a lease and counts
// the attempt; the send happens outside it and its outcome is recorded; a crashed sender's lease runs out and
// another process takes the row back. On Inngest the function takes the relayed row over and sends it the same way.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { backoff } from '@/lib/jobs/backoff';
import { defineJob } from '@/lib/jobs/job';
import { log } from '@/lib/log';
import { fillReturnLabelLink } from '@/lib/returns/return-label-token';
import { storableText } from '@/lib/text/storable';
import { getMessageChannel, type MessageChannelAdapter } from './channels';

export const MAX_MESSAGE_ATTEMPTS = 5;
/** The pause before a retry (the lease doubles as the back-off): 60 s doubling, 30·2^attempts s (lib/jobs/backoff.ts). */
export const MESSAGE_BACKOFF = { firstMs: 60_000 } as const;
const LEASE_MS = 60_000;
/** NOTIFY channel: a recipient SMS/WhatsApp message was queued (sent by lib/notifications/enqueue.ts at commit). */
export const MESSAGE_NOTIFY_CHANNEL = 'recipient_messages';

type Claimed = { id: string; organization_id: string; to_address: string; body: string; attempts: number };

/** Claims up to `limit` due messages, counting the attempt; `only` takes over that pending row (relayed to Inngest). */
export async function claimMessages(db: DbOrTx, { limit, leaseMs = LEASE_MS, only }: { limit: number; leaseMs?: number; only?: string }): Promise<Claimed[]> {
  return db.execute<Claimed>(sql`
    update recipient_notifications n set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = n.attempts + ${only ? 0 : 1}
    where n.id in (
      select id from recipient_notifications
      where status = 'pending' and channel <> 'email'
        and ${only ? sql`id = ${only}::uuid` : sql`(locked_until is null or locked_until < now())`}
      order by created_at
      limit ${limit}
      for update skip locked)
    returning n.id, n.organization_id, n.to_address, n.body, n.attempts`);
}

/** Sends one claimed message and records the outcome: sent, or retried after MESSAGE_BACKOFF, or failed for good. */
export async function sendMessage(db: DbOrTx, row: Claimed, adapter: MessageChannelAdapter = getMessageChannel()): Promise<boolean> {
  try {
    // a return notice's label link is made now, never stored (lib/returns/return-label-token.ts)
    await adapter.send({ to: row.to_address, body: fillReturnLabelLink(row.body, row.id), organizationId: row.organization_id, notificationId: row.id });
    await db.execute(sql`update recipient_notifications set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}::uuid and status = 'pending'`);
    return true;
  } catch (error) {
    // the channel's answer, kept in the row: storable (lib/text/storable.ts)
    const reason = error instanceof Error ? storableText(error.message.slice(0, 500)) : 'error';
    const final = row.attempts >= MAX_MESSAGE_ATTEMPTS;
    log.warn('recipient message failed', { notificationId: row.id, attempts: row.attempts, final, reason });
    await db.execute(sql`
      update recipient_notifications
      set last_error = ${reason}, status = ${final ? 'failed' : 'pending'},
          locked_until = now() + make_interval(secs => ${backoff(MESSAGE_BACKOFF, row.attempts) / 1000})
      where id = ${row.id}::uuid`);
    return false;
  }
}

/** Sends up to `batch` due messages one after another; returns how many were sent (tests drain the queue with it). */
export async function sendPendingMessages(db: DbOrTx, options: { adapter?: MessageChannelAdapter; batch?: number } = {}): Promise<number> {
  let sent = 0;
  for (const row of await claimMessages(db, { limit: options.batch ?? 20 })) if (await sendMessage(db, row, options.adapter)) sent++;
  return sent;
}

export const recipientMessageJob = defineJob<Claimed, { notificationId: string }, { adapter: MessageChannelAdapter }>({
  name: 'recipient-message',
  channel: MESSAGE_NOTIFY_CHANNEL,
  pollIntervalMs: 5_000,
  // one send at a time, in the order the messages were queued
  concurrency: 1,
  leaseMs: LEASE_MS,
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
