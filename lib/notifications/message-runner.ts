// Sends the pending SMS/WhatsApp notices (recipient_notifications rows with channel <> 'email') through the
// configured adapter (lib/notifications/channels/). Same shape as the email and webhook runners: claim a batch
// with FOR UPDATE SKIP LOCKED and a lease, send outside the transaction, record the outcome; a crashed sender's
// lease runs out and another process takes the row back. Runs on the shared wake loop (lib/jobs/wake-loop.ts):
// woken at commit by the NOTIFY lib/notifications/enqueue.ts sends with a queued message, and polling every
// few seconds for retries and leases run out (the provider's report never waits for this).
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { getDb, getSql, type DbOrTx } from '@/db/client';
import { WakeLoop } from '@/lib/jobs/wake-loop';
import { onShutdown } from '@/lib/lifecycle/shutdown';
import { log } from '@/lib/log';
import { fillReturnLabelLink } from '@/lib/returns/return-label-token';
import { storableText } from '@/lib/text/storable';
import { getMessageChannel, type MessageChannelAdapter } from './channels';

const LEASE_SECONDS = 60;
export const MAX_MESSAGE_ATTEMPTS = 5;
const POLL_MS = 5_000;
const BATCH = 20;
/** NOTIFY channel: a recipient SMS/WhatsApp message was queued (sent by lib/notifications/enqueue.ts at commit). */
export const MESSAGE_NOTIFY_CHANNEL = 'recipient_messages';

type Claimed = { id: string; organization_id: string; to_address: string; body: string; attempts: number };

/** Sends up to `batch` due messages; returns how many were sent. */
export async function sendPendingMessages(
  db: DbOrTx,
  options: { adapter?: MessageChannelAdapter; batch?: number; onClaimed?: (count: number) => void } = {},
): Promise<number> {
  const adapter = options.adapter ?? getMessageChannel();
  const claimed = await db.execute<Claimed>(sql`
    update recipient_notifications n set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = n.attempts + 1
    where n.id in (
      select id from recipient_notifications
      where status = 'pending' and channel <> 'email' and (locked_until is null or locked_until < now())
      order by created_at
      limit ${options.batch ?? BATCH}
      for update skip locked)
    returning n.id, n.organization_id, n.to_address, n.body, n.attempts`);
  options.onClaimed?.(claimed.length);
  let sent = 0;
  for (const row of claimed) {
    try {
      // a return notice's label link is made now, never stored (lib/returns/return-label-token.ts)
      await adapter.send({ to: row.to_address, body: fillReturnLabelLink(row.body, row.id), organizationId: row.organization_id, notificationId: row.id });
      await db.execute(sql`update recipient_notifications set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${row.id}::uuid and status = 'pending'`);
      sent++;
    } catch (error) {
      // the channel's answer, kept in the row: storable (lib/text/storable.ts)
      const reason = error instanceof Error ? storableText(error.message.slice(0, 500)) : 'error';
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

/** The in-process sender: one pass at a time on the wake loop; a full batch asks for another pass at once. */
export class MessageRunner {
  private readonly loop: WakeLoop;

  constructor(private readonly options: { db?: DbOrTx; sql?: postgres.Sql; adapter?: MessageChannelAdapter; pollIntervalMs?: number } = {}) {
    this.loop = new WakeLoop({
      name: 'recipient message runner',
      sql: options.sql ?? getSql(),
      channel: MESSAGE_NOTIFY_CHANNEL,
      pollIntervalMs: options.pollIntervalMs ?? POLL_MS,
      tick: () => this.tick(),
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  /** No more passes; resolves when the pass in flight has recorded its outcomes. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async tick(): Promise<void> {
    const db = this.options.db ?? getDb();
    await sendPendingMessages(db, { adapter: this.options.adapter, batch: BATCH, onClaimed: (n) => { if (n === BATCH) this.loop.again(); } });
  }
}

const globalForRunner = globalThis as { __enviosMessageRunner?: MessageRunner };

/** Starts the sender in this process (instrumentation.ts); stopped, after its pass in flight, by a graceful shutdown. */
export async function startProcessMessageRunner(): Promise<MessageRunner> {
  if (globalForRunner.__enviosMessageRunner) return globalForRunner.__enviosMessageRunner;
  const runner = new MessageRunner();
  globalForRunner.__enviosMessageRunner = runner;
  await runner.start();
  onShutdown('recipient-messages', () => runner.stop(), 0);
  return runner;
}
