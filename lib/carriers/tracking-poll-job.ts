// The carriers' tracking poll job (lib/platform/jobs/job.ts, docs/carriers.md "Tracking"): for carriers without push,
// it claims the orders whose tracking_poll_at has come (the claim moves it forward as a lease) and polls each with
// pollOrderTracking (poll-tracking.ts), which applies the new events through the provider reports' path and sets the
// next poll: the normal interval, the back-off after a carrier failure, or none once the order leaves the carrier's
// hands. Nothing wakes it but its own poll: orders fall due with time. On Inngest the function polls the relayed order
// the same way; an order no longer due (polling stopped) is left alone.
import { defineJob } from '@/lib/platform/jobs/job';
import { claimDueTrackingPolls, pollOrderTracking, TRACKING_POLL_BACKOFF, TRACKING_POLL_LEASE_MS } from './poll-tracking';

/** NOTIFY channel of the tracking poll (a test or a tool may wake it; orders fall due by themselves). */
export const TRACKING_POLL_NOTIFY_CHANNEL = 'carrier_tracking_poll';

export const trackingPollJob = defineJob<string, { orderId: string }>({
  name: 'carrier-tracking-poll',
  channel: TRACKING_POLL_NOTIFY_CHANNEL,
  pollIntervalMs: 10_000,
  // each poll is one carrier call and one short transaction
  concurrency: 4,
  leaseMs: TRACKING_POLL_LEASE_MS,
  backoff: TRACKING_POLL_BACKOFF,
  claim: (db, { limit, leaseMs }) => claimDueTrackingPolls(db, { limit, leaseMs }),
  run: (db, orderId) => pollOrderTracking(db, orderId),
  inngest: {
    id: 'poll-carrier-tracking',
    name: 'Consultar rastreo de paquetería',
    event: 'carriers/tracking.poll.requested',
    // one poll of an order at a time
    concurrency: { key: 'event.data.orderId', limit: 1 },
    // a failed carrier call is counted and backed off by the poll itself; these cover our own infrastructure
    retries: 3,
    data: (orderId) => ({ orderId }),
    run: (db, data, step) => step.run('poll', () => pollOrderTracking(db, String(data.orderId))),
    // 50 at a time, each held 15 minutes: Inngest has that long to poll it before the runner relays it again.
    claim: { limit: 50, leaseMs: 15 * 60_000 },
  },
});
