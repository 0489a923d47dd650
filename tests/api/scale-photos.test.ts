// The photo of the parcel on the scale over real HTTP: sent with POST /orders (stored in the order's statement) or with
// a batch purchase (stored with the batch), refused like a dispute's photo with nothing bought, and attached by itself
// to a later dispute of a weight adjustment of that order ("el paquete ya venía pesado y medido").
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { batchRows, evidencePhotos, orders } from '@/db/schema';
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { JobRunner, type RunnerOf } from '@/lib/platform/jobs/job-runner';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { postBatch, sampleCsv } from '../helpers/batch-files';
import { createTestClient, type ApiResponse } from '../helpers/fixtures';
import { balanceOf, base64Photo, cameraJpeg, declaredFigures, SVG_PHOTO } from '../helpers/disputes';
import { validOrderBody } from '../helpers/orders';
import { eventually } from '../helpers/webhook-events';

let server: TestServer;
let runner: RunnerOf<typeof batchPurchaseJob>;
beforeAll(async () => {
  server = await startAppServer();
  runner = await new JobRunner(batchPurchaseJob, { pollIntervalMs: 100 }).start();
});
afterAll(async () => {
  await runner.stop();
  await server.close();
});

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse>;

/** Picks the order up and has the sandbox measure it at 4 kg (declared 1.5 kg): a charge that can be disputed. */
async function measuredHeavier(api: Api, orderId: string) {
  expect((await api('POST', `/sandbox/orders/${orderId}/advance`, { status: 'picked_up' })).status).toBe(200);
  const measured = await api('POST', `/sandbox/orders/${orderId}/measure`, { weightKg: 4 });
  expect(measured.status, measured.text).toBe(200);
  expect(measured.body.adjustment.amount).toBeGreaterThan(0);
  return measured.body.adjustment.id as string;
}

describe('a scale photo with POST /orders', () => {
  it('is stored with the order, without EXIF, and backs the later dispute (the sandbox accepts it)', async () => {
    const { api, org } = await createTestClient(server.url);
    const body = { ...validOrderBody(), scalePhoto: base64Photo(await cameraJpeg(80, 60)) };
    const created = await api('POST', '/orders', body, { 'Idempotency-Key': `bascula-${org.id}` });
    expect(created.status, created.text).toBe(201);
    // The same key and body again: the same order, one photo.
    const replay = await api('POST', '/orders', body, { 'Idempotency-Key': `bascula-${org.id}` });
    expect(replay.body.orderId).toBe(created.body.orderId);
    const photos = await getDb().select().from(evidencePhotos).where(eq(evidencePhotos.orderId, created.body.orderId));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({
      kind: 'scale',
      organizationId: org.id,
      mediaType: 'image/jpeg',
      width: 60,
      height: 80,
      batchId: null,
    });
    expect((await sharp(photos[0].content).metadata()).exif).toBeUndefined();

    const adjustmentId = await measuredHeavier(api, created.body.orderId);
    const balance = await balanceOf(org.id);
    const disputed = await api('POST', `/adjustments/${adjustmentId}/dispute`, declaredFigures);
    expect(disputed.status, disputed.text).toBe(200);
    expect(disputed.body.evidence.map((p: { id: string; kind: string }) => [p.id, p.kind])).toEqual([[photos[0].id, 'scale']]);
    expect(disputed.body.status).toBe('accepted');
    expect(await balanceOf(org.id)).toBe(balance + Math.round(disputed.body.amount * 100));
  });

  it('a bad photo (an SVG) is a 422 before any guide: no order, no charge, no photo', async () => {
    const { api, org } = await createTestClient(server.url);
    const balance = await balanceOf(org.id);
    const res = await api('POST', '/orders', { ...validOrderBody(), scalePhoto: base64Photo(SVG_PHOTO, 'image/png') });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'La foto del paquete en la báscula debe ser una imagen JPEG o PNG.' });
    expect(await getDb().select({ id: orders.id }).from(orders).where(eq(orders.organizationId, org.id))).toHaveLength(0);
    expect(
      await getDb().select({ id: evidencePhotos.id }).from(evidencePhotos).where(eq(evidencePhotos.organizationId, org.id)),
    ).toHaveLength(0);
    expect(await balanceOf(org.id)).toBe(balance);
  });

  it('a body over the photo limit is a 413 in Spanish; a 2 MB photo (over the old 1 MB body) is accepted', async () => {
    const { api } = await createTestClient(server.url);
    const tooBig = await api('POST', '/orders', { ...validOrderBody(), scalePhoto: { data: 'A'.repeat(12 * 1024 * 1024) } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatch(/la foto del paquete en la báscula puede pesar hasta 8 MB/);
    const noisy = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const res = await api('POST', '/orders', { ...validOrderBody(), scalePhoto: base64Photo(noisy, 'image/png') });
    expect(res.status, res.text).toBe(201);
  });
});

describe('a scale photo with a batch purchase', () => {
  it('is stored with the batch and attached to the dispute of any of its orders', async () => {
    const { api, key, org } = await createTestClient(server.url);
    const uploaded = await postBatch(server.url, key, sampleCsv(2));
    expect(uploaded.status, uploaded.text).toBe(201);
    const bad = await api('POST', `/batches/${uploaded.body.id}/purchase`, { scalePhoto: base64Photo(SVG_PHOTO) });
    expect(bad.status).toBe(422);
    expect((await api('GET', `/batches/${uploaded.body.id}`)).body.status).toBe('validated');
    const started = await api('POST', `/batches/${uploaded.body.id}/purchase`, { scalePhoto: base64Photo(await cameraJpeg()) });
    expect(started.status, started.text).toBe(202);
    const [photo] = await getDb().select().from(evidencePhotos).where(eq(evidencePhotos.batchId, uploaded.body.id));
    expect(photo).toMatchObject({ kind: 'scale', organizationId: org.id, orderId: null });
    await eventually(async () => ((await api('GET', `/batches/${uploaded.body.id}`)).body.status === 'completed' ? true : null), 60_000);
    const [row] = await getDb()
      .select({ orderId: batchRows.orderId })
      .from(batchRows)
      .where(and(eq(batchRows.batchId, uploaded.body.id), eq(batchRows.rowNumber, 1)));
    const adjustmentId = await measuredHeavier(api, row.orderId!);
    const disputed = await api('POST', `/adjustments/${adjustmentId}/dispute`, declaredFigures);
    expect(disputed.status, disputed.text).toBe(200);
    expect(disputed.body.evidence.map((p: { id: string }) => p.id)).toEqual([photo.id]);
  });
});
