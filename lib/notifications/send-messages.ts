// Sending the pending SMS/WhatsApp notices (recipient_notifications rows with channel <> 'email') through the
// configured adapter (lib/notifications/channels/): a claim takes due rows with FOR UPDATE SKIP LOCKED and a lease
// and counts the attempt; the send happens outside it and its outcome is recorded (sent, retried after
// MESSAGE_BACKOFF, or failed after MAX_MESSAGE_ATTEMPTS). The message job (message-job.ts) runs these.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { backoff } from '@/lib/platform/jobs/backoff';
import { log } from '@/lib/platform/log';
import { fillReturnLabelLink } from '@/lib/returns/return-label-token';
import { storableText } from '@/lib/platform/text/storable';
import { getMessageChannel, type MessageChannelAdapter } from './channels';

export const MAX_MESSAGE_ATTEMPTS = 5;
/** The pause before a retry (the lease doubles as the back-off): 60 s doubling, 30·2^attempts s (lib/platform/jobs/backoff.ts). */
export const MESSAGE_BACKOFF = { firstMs: 60_000 } as const;
/** How long a claimed message stays with its sender. */
export const MESSAGE_LEASE_MS = 60_000;

export type ClaimedMessage = { id: string; organization_id: string; to_address: string; body: string; attempts: number };

/** Claims up to `limit` due messages, counting the attempt; `only` takes over that pending row (relayed to Inngest). */
export async function claimMessages(
  db: DbOrTx,
  { limit, leaseMs = MESSAGE_LEASE_MS, only }: { limit: number; leaseMs?: number; only?: string },
): Promise<ClaimedMessage[]> {
  return db.execute<ClaimedMessage>(sql`
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
export async function sendMessage(db: DbOrTx, row: ClaimedMessage, adapter: MessageChannelAdapter = getMessageChannel()): Promise<boolean> {
  try {
    // a return notice's label link is made now, never stored (lib/returns/return-label-token.ts)
    await adapter.send({
      to: row.to_address,
      body: fillReturnLabelLink(row.body, row.id),
      organizationId: row.organization_id,
      notificationId: row.id,
    });
    await db.execute(
      sql`update recipient_notifications set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}::uuid and status = 'pending'`,
    );
    return true;
  } catch (error) {
    // the channel's answer, kept in the row: storable (lib/platform/text/storable.ts)
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
