// Tracking by polling (docs/carriers.md, "Tracking"): for a carrier that declares `tracking_poll`, each order is asked
// about when its `tracking_poll_at` falls due, and every event the carrier lists that is not older than the newest one
// applied goes through applyProviderReport (lib/provider-intake/receive-provider-report.ts), the path of the signed
// provider reports: the state machine, the tracking event, the webhook outbox and the recipient's notices, in one
// transaction, deduplicated by tracking number + code + instant. A poll that sees the same events again changes
// nothing. The claim's lease is tracking_poll_at itself, moved forward; the run then sets the next poll: the normal
// interval, the back-off of tracking_poll_failures after a carrier failure, or none once the order leaves the
// carrier's hands. While a return is approved the carrier is asked about the return guide, whose delivery completes
// the return. The tracking poll job (tracking-poll-job.ts) runs these.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, type Order } from '@/db/schema';
import { lockOrder } from '@/lib/orders/change-status';
import { hasReturnGuide, orderStatuses, orderTransitions, type OrderStatus } from '@/lib/orders/order-states';
import { config } from '@/lib/platform/config';
import { isDomainError } from '@/lib/platform/errors/domain-error';
import { backoff, type ExponentialBackoff } from '@/lib/platform/jobs/backoff';
import { log } from '@/lib/platform/log';
import { applyProviderReport, type IntakeResult } from '@/lib/provider-intake/receive-provider-report';
import type { ProviderReport } from '@/lib/provider-intake/schemas';
import { type CarrierConnection, CarrierError, type CarrierModule, type CarrierTrackingEvent } from '@/lib/providers/carrier';
import { carrierModule } from '@/lib/providers/registry';
import { connectionFor, connectionForAccount } from './carrier-accounts';

/** How long a claimed poll stays with its runner before another may take it (the carrier call has its own timeout). */
export const TRACKING_POLL_LEASE_MS = 2 * 60_000;
/** The wait after the n-th consecutive failed poll: 5 min doubling, at most 6 h, spread ±20 %. */
export const TRACKING_POLL_BACKOFF: ExponentialBackoff = { firstMs: 5 * 60_000, maxMs: 6 * 60 * 60_000, jitter: 0.2 };
/** Carriers keep a shipment's tracking about 90 days; an order still on its way after that is no longer asked about. */
export const TRACKING_POLL_MAX_AGE_DAYS = 90;

/**
 * The states in which the carrier still has something to tell: those a provider edge of the state machine leaves
 * (lib/orders/order-states.ts), the parcel on its way out and the return's trip back (asked by its own guide).
 * Every other state ends the polling: delivered, failed, cancelled, returned, a return not yet approved.
 */
export const trackingPolledStatuses: readonly OrderStatus[] = orderStatuses.filter((status) =>
  orderTransitions.some((t) => t.from === status && t.by === 'provider'),
);

/** The guide the carrier is asked about: the return guide once a return is approved, else the outbound one. */
function polledTrackingNumber(order: Order): string | null {
  return hasReturnGuide(order.status) ? order.returnTrackingNumber : order.providerTrackingNumber;
}

/** When the polled guide was created: carriers keep its tracking TRACKING_POLL_MAX_AGE_DAYS from then. */
function polledGuideCreatedAt(order: Order): Date {
  return (hasReturnGuide(order.status) ? order.returnApprovedAt : null) ?? order.createdAt;
}

const isPolled = (status: OrderStatus) => trackingPolledStatuses.includes(status);

/** The normal wait between two polls of an order (CARRIER_TRACKING_POLL_MINUTES), ms. */
export const trackingPollIntervalMs = (): number => config().CARRIER_TRACKING_POLL_MINUTES * 60_000;

/** Claims up to `limit` orders due to be polled, moving their tracking_poll_at forward by the lease. */
export async function claimDueTrackingPolls(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    update orders o set tracking_poll_at = now() + make_interval(secs => ${leaseMs / 1000})
    where o.id in (
      select id from orders
      where tracking_poll_at is not null and tracking_poll_at <= now()
      order by tracking_poll_at
      limit ${limit}
      for update skip locked)
    returning o.id`);
  return rows.map((row) => row.id);
}

export type PollOutcome =
  /** the order is not (or no longer) due to be polled: nothing asked */
  | { outcome: 'not_polled' }
  /** polling ended without asking: a state the carrier no longer moves, no guide, a carrier that does not poll, too old */
  | { outcome: 'stopped'; reason: string }
  /** the carrier answered: `applied` events moved the status, `recorded` were kept without moving it */
  | { outcome: 'polled'; status: OrderStatus; applied: number; recorded: number; skipped: number; nextPollAt: Date | null }
  /** the carrier (or its account) failed: asked again after the back-off */
  | { outcome: 'failed'; failures: number; nextPollAt: Date };

/** Asks the order's carrier for its tracking once and applies what is new; sets the next poll (see the file's head). */
export async function pollOrderTracking(db: Db, orderId: string): Promise<PollOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.trackingPollAt === null) return { outcome: 'not_polled' };

  const module = carrierModule(order.provider);
  const stop = stopReason(order, module);
  if (stop) {
    await setNextPoll(db, order.id, null);
    log.info('carrier tracking poll stopped', { orderId, carrier: order.provider, status: order.status, reason: stop });
    return { outcome: 'stopped', reason: stop };
  }

  try {
    const connection = await connectionOfOrder(db, order);
    if (!connection) {
      throw new CarrierError('credentials', `No hay una cuenta de ${module!.displayName} con la cual consultar el rastreo.`, {
        carrier: order.provider,
      });
    }
    const trackingNumber = polledTrackingNumber(order)!;
    const events = await module!.client(connection).track(trackingNumber);
    return await applyCarrierEvents(db, { orderId, trackingNumber, module: module!, events });
  } catch (error) {
    return recordFailure(db, order, error);
  }
}

/** The account that bought the guide (even turned off since), else the organization's or the platform's for its carrier. */
async function connectionOfOrder(db: Db, order: Order): Promise<CarrierConnection | null> {
  if (order.carrierAccountId) return connectionForAccount(db, order.carrierAccountId);
  return (await connectionFor(db, { organizationId: order.organizationId, carrier: order.provider }))?.connection ?? null;
}

function stopReason(order: Order, module: CarrierModule | undefined): string | null {
  if (!isPolled(order.status)) return `state ${order.status}`;
  if (!polledTrackingNumber(order)) return 'no tracking number';
  if (!module?.capabilities.has('tracking_poll')) return 'carrier does not poll';
  if (Date.now() - polledGuideCreatedAt(order).getTime() > TRACKING_POLL_MAX_AGE_DAYS * 86_400_000) return 'too old';
  return null;
}

/** One carrier event as a provider report: the shape applyProviderReport takes and the webhooks forward. */
function asProviderReport(trackingNumber: string, event: CarrierTrackingEvent): ProviderReport {
  return {
    value: trackingNumber,
    location: event.location ?? '',
    latitud: '',
    longitud: '',
    observations: '',
    dateTimeISO: event.occurredAt.toISOString(),
    StatusObj: { code: event.code, description: event.description },
  };
}

/**
 * Applies the carrier's events of `trackingNumber` not older than the newest applied, oldest first, holding the
 * order's row lock (a signed report of the same order waits for it, or is waited for), then sets the next poll, all in
 * one transaction. An informational event is recorded without moving the status; one the state machine refuses (an
 * unknown code, a jump it does not allow) is logged and skipped, never failing the poll; each is tried in a
 * savepoint, so a refused one leaves the others applied.
 */
async function applyCarrierEvents(
  db: Db,
  {
    orderId,
    trackingNumber,
    module,
    events,
  }: { orderId: string; trackingNumber: string; module: CarrierModule; events: CarrierTrackingEvent[] },
): Promise<PollOutcome> {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, { orderId });
    // The order moved on to another guide since it was read (its return approved): the next poll asks about that one.
    const current = polledTrackingNumber(order) === trackingNumber ? sorted : [];
    let applied = 0;
    let recorded = 0;
    let skipped = 0;
    for (const event of current) {
      // Strictly older events were superseded; one at the same instant may be another code (the dedupe key tells).
      if (order.lastProviderEventAt && event.occurredAt < order.lastProviderEventAt) continue;
      const report = asProviderReport(trackingNumber, event);
      const raw = { ...report, polled: true, carrier: module.name };
      const fields = { orderId, carrier: module.name, trackingNumber, code: event.code, dateTimeISO: report.dateTimeISO };
      let result: IntakeResult;
      try {
        result = await tx.transaction((savepoint) => applyProviderReport(savepoint, { order, report, raw }));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        skipped++;
        // A carrier's informational scan of the state the order is already in (the guide's data received) is no news.
        const routine = error.code === 'invalid_transition' && module.mapStatusCode(event.code) === order.status;
        (routine ? log.debug : log.warn)('carrier tracking event skipped', { ...fields, status: order.status, reason: error.code });
        continue;
      }
      if (result.outcome === 'duplicate') continue;
      if (result.applied) applied++;
      else recorded++;
      log.info('carrier tracking event received', {
        ...fields,
        outcome: result.outcome,
        from: result.previousStatus,
        to: result.order.status,
      });
      order = result.order;
    }
    const nextPollAt = isPolled(order.status) ? new Date(Date.now() + trackingPollIntervalMs()) : null;
    await setNextPoll(tx, order.id, nextPollAt);
    if (!nextPollAt) log.info('carrier tracking poll stopped', { orderId, carrier: module.name, status: order.status });
    return { outcome: 'polled' as const, status: order.status, applied, recorded, skipped, nextPollAt };
  });
}

function setNextPoll(db: Pick<Db, 'update'>, orderId: string, at: Date | null) {
  return db.update(orders).set({ trackingPollAt: at, trackingPollFailures: 0 }).where(eq(orders.id, orderId));
}

/** A failed poll: counted, logged, and asked again after the back-off; the order itself is untouched. */
async function recordFailure(db: Db, order: Order, error: unknown): Promise<PollOutcome> {
  const failures = order.trackingPollFailures + 1;
  const nextPollAt = new Date(Date.now() + backoff(TRACKING_POLL_BACKOFF, failures));
  await db.update(orders).set({ trackingPollAt: nextPollAt, trackingPollFailures: failures }).where(eq(orders.id, order.id));
  const fields = { orderId: order.id, carrier: order.provider, failures, nextPollAt: nextPollAt.toISOString() };
  if (error instanceof CarrierError) log.warn('carrier tracking poll failed', { ...fields, kind: error.kind, detail: error.message });
  else log.error('carrier tracking poll failed unexpectedly', { ...fields, error });
  return { outcome: 'failed', failures, nextPollAt };
}
