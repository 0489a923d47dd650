// Sends the pending SMS/WhatsApp notices (recipient_notifications rows with channel <> 'email') through the
// configured adapter (lib/notifications/channels/). Same shape as the email and webhook runners: claim a batch
// with FOR UPDATE SKIP LOCKED and a lease, send outside the transaction, record the outcome; a crashed sender's
// lease runs out and another process takes the row back. Polls every few seconds (notices are not urgent to
// the second, and the provider's report never waits for this).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { log } from '@/lib/log';
import { getMessageChannel, type MessageChannelAdapter } from './channels';

const LEASE_SECONDS = 60;
export const MAX_MESSAGE_ATTEMPTS = 5;
const POLL_MS = 5_000;

type Claimed = { id: string; organization_id: string; to_address: string; body: string; attempts: number };

/** Sends up to `batch` due messages; returns how many were sent. */
export async function sendPendingMessages(db: DbOrTx, options: { adapter?: MessageChannelAdapter; batch?: number } = {}): Promise<number> {
  const adapter = options.adapter ?? getMessageChannel();
  const claimed = await db.execute<Claimed>(sql`
    update recipient_notifications n set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = n.attempts + 1
    where n.id in (
      select id from recipient_notifications
      where status = 'pending' and channel <> 'email' and (locked_until is null or locked_until < now())
      order by created_at
      limit ${options.batch ?? 20}
      for update skip locked)
    returning n.id, n.organization_id, n.to_address, n.body, n.attempts`);
  let sent = 0;
  for (const row of claimed) {
    try {
      await adapter.send({ to: row.to_address, body: row.body, organizationId: row.organization_id, notificationId: row.id });
      await db.execute(sql`update recipient_notifications set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}::uuid and status = 'pending'`);
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'error';
      const final = row.attempts >= MAX_MESSAGE_ATTEMPTS;
      log.warn('recipient message failed', { notificationId: row.id, attempts: row.attempts, final, reason });
      // Retried after a growing pause (the lease doubles as the back-off); failed for good after the last attempt.
      await db.execute(sql`
        update recipient_notifications
        set last_error = ${reason}, status = ${final ? 'failed' : 'pending'},
            locked_until = now() + make_interval(secs => ${30 * 2 ** row.attempts})
        where id = ${row.id}::uuid`);
    }
  }
  return sent;
}

const state = ((globalThis as { __enviosMessageRunner?: { timer?: NodeJS.Timeout; busy?: boolean } }).__enviosMessageRunner ??= {});

/** Starts polling in this process (instrumentation.ts); returns the stop function. */
export function startMessageRunner(db: DbOrTx): () => void {
  if (state.timer) return stopMessageRunner;
  state.timer = setInterval(() => {
    if (state.busy) return;
    state.busy = true;
    sendPendingMessages(db)
      .catch((error) => log.warn('message runner pass failed', { error }))
      .finally(() => (state.busy = false));
  }, POLL_MS);
  state.timer.unref();
  return stopMessageRunner;
}

export function stopMessageRunner(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}
