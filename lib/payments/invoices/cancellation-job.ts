// The cancellation poll (docs/payments.md "Invoices for the merchant"): an invoice in cancellation_pending whose
// next_attempt_at has come (over invoices_pending_idx) is looked up at the PAC: cancelled (the receiver accepted, or
// the SAT's term ran out), still in process (asked again in CANCELLATION_POLL_MS), rejected (back to stamped), or not
// known to the SAT (our request never reached it: sent again, which the PAC answers idempotently). The claim moves
// next_attempt_at forward as its lease, so two runners never ask for the same invoice at once.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { invoices } from '@/db/schema';
import { defineJob } from '@/lib/platform/jobs/job';
import { log } from '@/lib/platform/log';
import { organizationMode } from '@/lib/organizations/organization-mode';
import { PacUnavailableError, pacCancellationStatus } from '@/lib/payments/pac/cancel';
import { applyCancellationState, CANCELLATION_POLL_MS, sendCancellation } from './cancel-invoice';

export const INVOICE_CANCELLATION_NOTIFY_CHANNEL = 'invoice_cancellation';
const LEASE_MS = 2 * 60_000;

export async function claimDueCancellations(db: Db, { limit, leaseMs = LEASE_MS }: { limit: number; leaseMs?: number }): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    update invoices set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id in (
      select id from invoices
      where status = 'cancellation_pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}::int
      for update skip locked)
    returning id`);
  return rows.map((r) => r.id);
}

/** One poll of one invoice's cancellation. */
export async function pollCancellation(db: Db, invoiceId: string): Promise<void> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status !== 'cancellation_pending' || !invoice.uuid) return;
  try {
    const state = await pacCancellationStatus(invoice.uuid, await organizationMode(db, invoice.organizationId));
    if (state === 'active') return void (await sendCancellation(db, invoice).catch(() => undefined));
    await applyCancellationState(db, invoice.id, state);
  } catch (error) {
    if (!(error instanceof PacUnavailableError)) throw error;
    log.warn('invoice cancellation poll: the PAC did not answer', { invoiceId, error: error.message });
    await applyCancellationState(db, invoice.id, 'unanswered', 'El PAC no respondió: la cancelación se consultará de nuevo.');
  }
}

export const invoiceCancellationJob = defineJob<string, { invoiceId: string }>({
  name: 'invoice-cancellation',
  channel: INVOICE_CANCELLATION_NOTIFY_CHANNEL,
  pollIntervalMs: Math.min(CANCELLATION_POLL_MS, 60_000),
  concurrency: 2,
  leaseMs: LEASE_MS,
  claim: (db, { limit, leaseMs }) => claimDueCancellations(db, { limit, leaseMs }),
  run: (db, invoiceId) => pollCancellation(db, invoiceId),
  inngest: {
    id: 'poll-invoice-cancellation',
    name: 'Consultar la cancelación de una factura',
    event: 'invoice/cancellation.poll-requested',
    concurrency: { key: 'event.data.invoiceId', limit: 1 },
    retries: 3,
    data: (invoiceId) => ({ invoiceId }),
    run: (db, data, step) => step.run('poll', () => pollCancellation(db, String(data.invoiceId))),
  },
});
