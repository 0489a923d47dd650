// POST /api/v1/adjustments/{id}/dispute over real HTTP: multipart and JSON, the evidence stored re-encoded without
// metadata, and every bad input (after the window, a credit, twice, another organization, a non-image, 20 MB, a zip,
// a decompression bomb, an SVG, six photos) refused in Spanish with nothing stored.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { evidencePhotos } from '@/db/schema';
import { DHL_EXPRESS } from '@/lib/providers/dhl-express/payloads';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import {
  base64Photo,
  bombPng,
  cameraJpeg,
  declaredFigures,
  disputeSnapshot,
  insertChargedAdjustment,
  sendMultipartDispute,
  smallPng,
  SVG_PHOTO,
  ZIP_FILE,
} from '../helpers/disputes';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

/** A merchant with a DHL order charged for a heavier measurement: its dispute waits for the provider's decision. */
async function chargedMerchant(options: Parameters<typeof insertChargedAdjustment>[1] = {}) {
  const client = await createTestClient(server.url);
  const charged = await insertChargedAdjustment(client.org.id, { provider: DHL_EXPRESS, ...options });
  return { ...client, ...charged };
}

function expectSpanish4xx(res: { status: number; headers: Headers; body: any }, status: number, code: string, words: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('x-error-code')).toBe(code);
  expect(Object.keys(res.body)).toEqual(['error']);
  expect(res.body.error).toMatch(words);
}

async function expectNothingStored(adjustmentId: string) {
  const snapshot = await disputeSnapshot(adjustmentId);
  expect(snapshot.row.status).toBe('open');
  expect(snapshot.row.disputedAt).toBeNull();
  expect(snapshot.row.disputeDeclared).toBeNull();
  expect(snapshot.photos).toBe(0);
  expect(snapshot.entries.map((e) => e.kind)).toEqual(['adjustment']);
}

describe('a dispute that is accepted for review', () => {
  it('multipart: the figures, the comment and two photos; the JPEG is turned upright and loses its EXIF and GPS', async () => {
    const { key, adjustment, org } = await chargedMerchant();
    const jpeg = await cameraJpeg(64, 48);
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from('CamaraPrueba'))).toBe(true);
    const res = await sendMultipartDispute(
      server.url,
      key,
      adjustment.id,
      { ...declaredFigures, weightKg: '1,5', comment: 'Pesó 1.5 kg en nuestra báscula.' },
      [
        // the name and the declared type say nothing: a JPEG named .png and sent as octet-stream is still a JPEG
        { name: 'bascula.png', type: 'application/octet-stream', bytes: jpeg },
        { name: 'caja', type: 'image/png', bytes: await smallPng() },
      ],
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: adjustment.id,
      status: 'disputed',
      disputeComment: 'Pesó 1.5 kg en nuestra báscula.',
      disputeDeclared: { weightKg: 1.5, dimensionsCm: { length: 30, width: 20, height: 15 } },
      decidedAt: null,
      decisionReference: null,
    });
    expect(res.body.evidence.map((p: any) => [p.kind, p.mediaType])).toEqual([
      ['dispute', 'image/jpeg'],
      ['dispute', 'image/png'],
    ]);
    const stored = await getDb().select().from(evidencePhotos).where(eq(evidencePhotos.adjustmentId, adjustment.id));
    expect(stored).toHaveLength(2);
    const jpegRow = stored.find((p) => p.mediaType === 'image/jpeg')!;
    const meta = await sharp(jpegRow.content).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(jpegRow.content.includes(Buffer.from('CamaraPrueba'))).toBe(false);
    // orientation 6 applied: 64 x 48 becomes 48 x 64
    expect([jpegRow.width, jpegRow.height]).toEqual([48, 64]);
    expect(jpegRow.organizationId).toBe(org.id);
    expect(jpegRow.byteSize).toBe(jpegRow.content.length);

    // The photo downloads with the key (and its digest as ETag); another organization's key gets a 404.
    const download = await fetch(`${server.url}${res.body.evidence[0].url}`, { headers: { Authorization: `Bearer ${key}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(jpegRow.content)).toBe(true);
    expect(download.headers.get('etag')).toBe(`"${jpegRow.sha256}"`);
    const stranger = await createTestClient(server.url);
    const refused = await fetch(`${server.url}${res.body.evidence[0].url}`, { headers: { Authorization: `Bearer ${stranger.key}` } });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toMatch(/La foto de evidencia no existe/);
  });

  it('JSON: base64 photos (a data: URL prefix too) and no comment', async () => {
    const { api, adjustment } = await chargedMerchant();
    const png = await smallPng();
    const res = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      photos: [base64Photo(png, 'image/png'), { data: `data:image/jpeg;base64,${(await cameraJpeg()).toString('base64')}` }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('disputed');
    expect(res.body.disputeComment).toBeNull();
    expect(res.body.evidence).toHaveLength(2);
    expect((await disputeSnapshot(adjustment.id)).photos).toBe(2);
  });
});

describe('bad input stores nothing', () => {
  it('after the window: 409 dispute_window_closed', async () => {
    const { api, adjustment } = await chargedMerchant({ deadline: new Date(Date.now() - 60_000) });
    const res = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      photos: [base64Photo(await cameraJpeg())],
    });
    expectSpanish4xx(res, 409, 'dispute_window_closed', /El plazo para disputar este ajuste venció el/);
    await expectNothingStored(adjustment.id);
  });

  it('on a credit or an unchanged cost: 409 adjustment_not_disputable', async () => {
    const credit = await chargedMerchant({ amountCentavos: -2_000, deadline: null });
    const res = await credit.api('POST', `/adjustments/${credit.adjustment.id}/dispute`, declaredFigures);
    expectSpanish4xx(res, 409, 'adjustment_not_disputable', /abonó \$20\.00 MXN a tu saldo: solo se disputa un cargo/);
    expect((await disputeSnapshot(credit.adjustment.id)).row.status).toBe('open');
    const unchanged = await chargedMerchant({ amountCentavos: 0, deadline: null });
    const again = await unchanged.api('POST', `/adjustments/${unchanged.adjustment.id}/dispute`, declaredFigures);
    expectSpanish4xx(again, 409, 'adjustment_not_disputable', /no cambió el costo/);
  });

  it('twice: the second dispute is a 409 and keeps the first one as it was', async () => {
    const { api, adjustment } = await chargedMerchant();
    expect((await api('POST', `/adjustments/${adjustment.id}/dispute`, { ...declaredFigures, comment: 'Primera' })).status).toBe(200);
    const second = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      comment: 'Segunda',
      photos: [base64Photo(await smallPng(), 'image/png')],
    });
    expectSpanish4xx(second, 409, 'adjustment_not_disputable', /ya se disputó el .*una sola vez/);
    const snapshot = await disputeSnapshot(adjustment.id);
    expect(snapshot.row.disputeComment).toBe('Primera');
    expect(snapshot.photos).toBe(0);
  });

  it("another organization's adjustment: 404, as one that does not exist", async () => {
    const { adjustment } = await chargedMerchant();
    const stranger = await createTestClient(server.url);
    const res = await stranger.api('POST', `/adjustments/${adjustment.id}/dispute`, declaredFigures);
    expectSpanish4xx(res, 404, 'not_found', /El ajuste no existe/);
    await expectNothingStored(adjustment.id);
  });

  it('a non-image, a zip, an SVG and a decompression bomb: 422 invalid_photo, even beside a good photo', async () => {
    const { key, api, adjustment } = await chargedMerchant();
    const good = { name: 'ok.jpg', type: 'image/jpeg', bytes: await cameraJpeg() };
    const cases: Array<[string, Buffer, RegExp]> = [
      ['texto.jpg', Buffer.from('esto no es una foto'), /La foto 2 debe ser una imagen JPEG o PNG/],
      ['fotos.zip', ZIP_FILE, /La foto 2 debe ser una imagen JPEG o PNG/],
      ['dibujo.svg', SVG_PHOTO, /La foto 2 debe ser una imagen JPEG o PNG/],
      ['bomba.png', await bombPng(), /La foto 2 tiene demasiados píxeles/],
      ['rota.jpg', (await cameraJpeg()).subarray(0, 200), /La foto 2 está dañada o incompleta/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await sendMultipartDispute(server.url, key, adjustment.id, declaredFigures, [good, { name, type: 'image/jpeg', bytes }]);
      expectSpanish4xx(res, 422, 'invalid_photo', message);
    }
    const json = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      photos: [base64Photo(SVG_PHOTO, 'image/jpeg')],
    });
    expectSpanish4xx(json, 422, 'invalid_photo', /La foto 1 debe ser una imagen JPEG o PNG/);
    await expectNothingStored(adjustment.id);
  });

  it('a 20 MB photo: 413 naming the 8 MB limit', async () => {
    const { key, api, adjustment } = await chargedMerchant();
    const huge = Buffer.concat([await cameraJpeg(), Buffer.alloc(20 * 1024 * 1024, 7)]);
    const res = await sendMultipartDispute(server.url, key, adjustment.id, declaredFigures, [
      { name: 'grande.jpg', type: 'image/jpeg', bytes: huge },
    ]);
    expectSpanish4xx(res, 413, 'payload_too_large', /La foto 1 pesa 20\.0 MB; el máximo es 8 MB por foto/);
    const json = await api('POST', `/adjustments/${adjustment.id}/dispute`, { ...declaredFigures, photos: [base64Photo(huge)] });
    expectSpanish4xx(json, 413, 'payload_too_large', /8 MB por foto/);
    await expectNothingStored(adjustment.id);
  });

  it('six photos: 400 naming the limit of five, multipart and JSON', async () => {
    const { key, api, adjustment } = await chargedMerchant();
    const png = await smallPng();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, type: 'image/png', bytes: png }));
    const res = await sendMultipartDispute(server.url, key, adjustment.id, declaredFigures, six);
    expectSpanish4xx(res, 400, 'validation_error', /a lo más 5 fotos/);
    const json = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      photos: six.map((f) => base64Photo(f.bytes, 'image/png')),
    });
    expectSpanish4xx(json, 400, 'validation_error', /a lo más 5 fotos/);
    await expectNothingStored(adjustment.id);
  });

  it('figures missing, zero or absurd: 400 naming the field', async () => {
    const { key, api, adjustment } = await chargedMerchant();
    const res = await sendMultipartDispute(server.url, key, adjustment.id, { ...declaredFigures, heightCm: '0' }, []);
    expectSpanish4xx(res, 400, 'validation_error', /heightCm/);
    const json = await api('POST', `/adjustments/${adjustment.id}/dispute`, { ...declaredFigures, weightKg: 5000 });
    expectSpanish4xx(json, 400, 'validation_error', /weightKg/);
    await expectNothingStored(adjustment.id);
  });

  it('a key without orders:write: 403', async () => {
    const client = await createTestClient(server.url, { scopes: ['orders:read'] });
    const { adjustment } = await insertChargedAdjustment(client.org.id, { provider: DHL_EXPRESS });
    const res = await client.api('POST', `/adjustments/${adjustment.id}/dispute`, declaredFigures);
    expect(res.status).toBe(403);
    await expectNothingStored(adjustment.id);
  });
});
