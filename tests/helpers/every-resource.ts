// One row of each resource an /api/v1 path names by id, written straight to the database for one organization (an
// order, a webhook with a failed delivery and a recovery, a batch, a manifest with its pickup), and the id of a
// request-log row made by the organization's own key. The generated checks over the operation list
// (tests/api/operation-checks.test.ts, tests/api/modes.test.ts) send every operation these ids.
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import {
  adjustments,
  batches,
  evidencePhotos,
  manifests,
  pickups,
  requestLogs,
  webhookDeliveries,
  webhookEvents,
  webhookRecoveries,
  webhooks,
} from '@/db/schema';
import { samplePickupAddress } from '@/lib/orders/sample-order';
import { flushRequestLog } from '@/lib/request-log/buffer';
import { apiClient } from './fixtures';
import { insertOrderRow } from './order-rows';

/**
 * The rows, by the path segment that names them (orders, webhooks, deliveries, recoveries, batches, manifests, pickups,
 * adjustments, evidence-photos).
 */
export async function insertEveryResource(organizationId: string, options: { internalReference?: string; webhookName?: string } = {}) {
  const db = getDb();
  const order = await insertOrderRow(organizationId, options.internalReference ? { internalReference: options.internalReference } : {});
  const [webhook] = await db
    .insert(webhooks)
    .values({
      organizationId,
      name: options.webhookName ?? 'comprobaciones',
      url: 'http://127.0.0.1:9/hook',
      events: ['order.created'],
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
    })
    .returning();
  const eventId = `evt_${randomUUID()}`;
  await db.insert(webhookEvents).values({ id: eventId, organizationId, orderId: order.id, kind: 'order.created', body: '{}' });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ eventId, webhookId: webhook.id, organizationId, state: 'failed', attemptCount: 3 })
    .returning();
  const [recovery] = await db
    .insert(webhookRecoveries)
    .values({ organizationId, webhookId: webhook.id, since: new Date(Date.now() - 3_600_000), until: new Date(), total: 1 })
    .returning();
  const [batch] = await db
    .insert(batches)
    .values({ organizationId, source: 'json', total: 0, valid: 0, invalid: 0, pending: 0 })
    .returning();
  const day = new Date().toISOString().slice(0, 10);
  const [manifest] = await db
    .insert(manifests)
    .values({ organizationId, manifestDate: day, pickupAddress: samplePickupAddress, orderCount: 1, totalWeightKg: 1 })
    .returning();
  const [pickup] = await db
    .insert(pickups)
    .values({
      organizationId,
      manifestId: manifest.id,
      pickupAddress: samplePickupAddress,
      pickupDate: day,
      windowStart: '16:00',
      windowEnd: '20:00',
      provider: 'sandbox',
      providerReference: `REC-${randomUUID().slice(0, 8)}`,
      orderCount: 1,
    })
    .returning();
  // A measurement that changed nothing (no ledger entry to keep), and a scale photo of the order.
  const figures = { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15 };
  const [adjustment] = await db
    .insert(adjustments)
    .values({
      organizationId,
      orderId: order.id,
      provider: order.provider,
      providerReference: `MED-${randomUUID()}`,
      declared: figures,
      measured: figures,
      declaredChargeableWeightKg: 2,
      measuredChargeableWeightKg: 2,
      previousTotalCentavos: order.totalCostCentavos,
      newTotalCentavos: order.totalCostCentavos,
      amountCentavos: 0,
      measuredAt: new Date(),
    })
    .returning();
  const pixel = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const [photo] = await db
    .insert(evidencePhotos)
    .values({
      organizationId,
      orderId: order.id,
      kind: 'scale',
      mediaType: 'image/png',
      content: pixel,
      byteSize: pixel.length,
      width: 1,
      height: 1,
      sha256: '0'.repeat(64),
    })
    .returning();
  const ids: Record<string, string> = {
    orders: order.id,
    webhooks: webhook.id,
    deliveries: delivery.id,
    recoveries: recovery.id,
    batches: batch.id,
    manifests: manifest.id,
    pickups: pickup.id,
    adjustments: adjustment.id,
    'evidence-photos': photo.id,
  };
  return { order, ids };
}

/** The id of a request-log row written by a request of `key` (its organization's own). */
export async function requestLogIdOf(serverUrl: string, key: string, organizationId: string): Promise<string> {
  const res = await apiClient(serverUrl, key)('GET', '/account');
  if (res.status !== 200) throw new Error(`GET /account answered ${res.status}: ${res.text}`);
  await flushRequestLog();
  const [log] = await getDb()
    .select({ id: requestLogs.id })
    .from(requestLogs)
    .where(eq(requestLogs.organizationId, organizationId))
    .orderBy(desc(requestLogs.createdAt))
    .limit(1);
  return log.id;
}
