// The merchant's invoices over real HTTP (docs/payments.md "Invoices for the merchant"): the list (newest first,
// keyset pages, status and date filters), one invoice with the top-ups it covers, the XML byte for byte, the PDF read
// back with pdftotext (UUID, RFCs, totals, the total in words, CANCELADO) and its QR decoded from the rendered page
// (the embedded image read as a QR code: the SAT's verification URL built with @nodecfdi/cfdi-expresiones), 409 while pending_stamp; who may read them: a key
// with billing:read, the dashboard's owner, admin and finance (operations, viewer, developer: the Spanish 403); another
// organization's invoice is 404.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { invoices } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { callRoute, type RouteHandler, signedIn } from '../helpers/dashboard-session';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';
import { EXAMPLE_ISSUER_RFC, EXAMPLE_RECEIVER_RFC, insertStampedInvoice } from '../helpers/invoice-fixtures';
import { pdfText } from '../helpers/pdf';

let server: TestServer;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => server.close());

async function download(key: string, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The image the PDF embeds (pdfimages, at its own resolution) decoded as a QR code, as a phone reads the printed one:
 * first as a photo would be read, then with the hints for a clean, pure code (the image is nothing but the code). Only
 * "no code found" is null; a failure to extract the image throws, so it is reported as what it is.
 */
async function decodeQr(pdf: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-qr-'));
  try {
    await writeFile(path.join(dir, 'f.pdf'), pdf);
    await promisify(execFile)('pdfimages', ['-png', '-f', '1', '-l', '1', path.join(dir, 'f.pdf'), path.join(dir, 'img')]);
    const png = PNG.sync.read(await readFile(path.join(dir, 'img-000.png')));
    const channels = png.data.length / (png.width * png.height);
    const luminance = new Uint8ClampedArray(png.width * png.height);
    for (let i = 0; i < luminance.length; i++) luminance[i] = png.data[i * channels];
    const bitmap = () => new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)));
    const attempts: Array<Map<DecodeHintType, unknown> | undefined> = [
      undefined,
      new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]),
      new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]),
    ];
    for (const hints of attempts) {
      try {
        return new QRCodeReader().decode(bitmap(), hints).getText();
      } catch (error) {
        if (!(error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException)) throw error;
      }
    }
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /billing/invoices', () => {
  it('lists newest first in pages, filters by status and dates, and shows none of another organization', async () => {
    const { api, org } = await createTestClient(server.url, { scopes: ['billing:read'] });
    const old = await insertStampedInvoice(org.id, { createdAt: new Date('2026-10-05T18:00:00Z') });
    const pending = await insertStampedInvoice(org.id, { status: 'pending_stamp', createdAt: new Date('2026-11-02T18:00:00Z') });
    const recent = await insertStampedInvoice(org.id, { createdAt: new Date('2026-11-20T18:00:00Z') });
    const { org: other } = await createTestClient(server.url);
    const foreign = await insertStampedInvoice(other.id);

    const first = await api('GET', '/billing/invoices?limit=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.map((i: { id: string }) => i.id)).toEqual([recent.id, pending.id]);
    const second = await api('GET', `/billing/invoices?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.data.map((i: { id: string }) => i.id)).toEqual([old.id]);
    expect(second.body.nextCursor).toBeNull();
    expect(first.text + second.text).not.toContain(foreign.id);

    expect(first.body.data[0]).toMatchObject({
      series: 'PRUEBAD',
      folio: recent.folio,
      status: 'stamped',
      statusLabel: 'Timbrada',
      subtotal: 1000,
      tax: 160,
      total: 1160,
      uuid: recent.uuid,
      receiver: { rfc: EXAMPLE_RECEIVER_RFC },
    });
    expect(first.body.data[1]).toMatchObject({ status: 'pending_stamp', statusLabel: 'Pendiente de timbrar', uuid: null });

    const stamped = await api('GET', '/billing/invoices?status=stamped');
    expect(stamped.body.data.map((i: { id: string }) => i.id)).toEqual([recent.id, old.id]);
    const november = await api('GET', '/billing/invoices?from=2026-11-01&to=2026-11-10');
    expect(november.body.data.map((i: { id: string }) => i.id)).toEqual([pending.id]);
    const bad = await api('GET', '/billing/invoices?status=pagada');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('status');
  });
});

describe('GET /billing/invoices/{id} and its downloads', () => {
  it('answers the invoice with its top-ups, the stamped XML byte for byte and the PDF with everything the SAT asks', async () => {
    const { key, org } = await createTestClient(server.url, { scopes: ['billing:read'] });
    const api = apiClient(server.url, key);
    const invoice = await insertStampedInvoice(org.id, { totalCentavos: 116_000 });

    const detail = await api('GET', `/billing/invoices/${invoice.id}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.topups).toEqual([
      { ledgerEntryId: expect.any(String), amount: 1160, description: expect.stringContaining('Recarga'), createdAt: expect.any(String) },
    ]);

    const xml = await download(key, `/billing/invoices/${invoice.id}/xml`);
    expect(xml.res.status).toBe(200);
    expect(xml.res.headers.get('content-type')).toContain('application/xml');
    expect(xml.res.headers.get('content-disposition')).toBe(`attachment; filename="factura-PRUEBAD-${invoice.folio}-${invoice.uuid}.xml"`);
    expect(xml.bytes.equals(Buffer.from(invoice.stampedXml!, 'utf8'))).toBe(true);

    const pdf = await download(key, `/billing/invoices/${invoice.id}/pdf`);
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.res.headers.get('content-disposition')).toBe(`attachment; filename="factura-PRUEBAD-${invoice.folio}-${invoice.uuid}.pdf"`);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      invoice.uuid!,
      EXAMPLE_ISSUER_RFC,
      EXAMPLE_RECEIVER_RFC,
      `PRUEBAD-${invoice.folio}`,
      '$1,000.00',
      '$160.00',
      '$1,160.00',
      'un mil ciento sesenta pesos 00/100 M.N.',
      'IVA 16 %',
      'Sello digital del CFDI',
      'Sello del SAT',
      `||1.1|${invoice.uuid}|`,
      '30001000000400002495',
      'Este documento es una representación impresa de un CFDI',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('CANCELADO');
    const qr = await decodeQr(pdf.bytes);
    expect(qr).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${invoice.uuid}&re=${EXAMPLE_ISSUER_RFC}&rr=${EXAMPLE_RECEIVER_RFC}&tt=1160.0&fe=yl2MKg==`,
    );
  });

  it('marks a cancelled invoice CANCELADO in its PDF', async () => {
    const { key, org } = await createTestClient(server.url, { scopes: ['billing:read'] });
    const invoice = await insertStampedInvoice(org.id, { status: 'cancelled' });
    const pdf = await download(key, `/billing/invoices/${invoice.id}/pdf`);
    expect(pdf.res.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('CANCELADO');
  });

  it('answers 409 with a Spanish error while the invoice waits for its stamp, and 404 for another organization or no invoice', async () => {
    const { api, org } = await createTestClient(server.url, { scopes: ['billing:read'] });
    const pending = await insertStampedInvoice(org.id, { status: 'pending_stamp' });
    for (const kind of ['xml', 'pdf']) {
      const res = await api('GET', `/billing/invoices/${pending.id}/${kind}`);
      expect(res.status, kind).toBe(409);
      expect(res.headers.get('x-error-code')).toBe('invoice_not_stamped');
      expect(res.body.error).toBe(
        `La factura PRUEBAD-${pending.folio} está pendiente de timbrar: el XML y el PDF estarán disponibles cuando el SAT la certifique.`,
      );
    }
    const { org: other } = await createTestClient(server.url);
    const foreign = await insertStampedInvoice(other.id);
    for (const path of ['', '/xml', '/pdf']) {
      const res = await api('GET', `/billing/invoices/${foreign.id}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('La factura no existe.');
    }
    expect((await api('POST', `/billing/invoices/${foreign.id}/cancel`, { reason: '02' })).status).toBe(403); // a read key cannot cancel
    const all = apiClient(server.url, (await createTestKey(org.id, ['*'])).key);
    expect((await all('POST', `/billing/invoices/${foreign.id}/cancel`, { reason: '02' })).status).toBe(404);
    expect((await getDb().select().from(invoices).where(eq(invoices.id, foreign.id)))[0].status).toBe('stamped');
  });
});

describe('who may read invoices', () => {
  it('from the dashboard owner, admin and finance read; operations, viewer and developer get the Spanish 403', async () => {
    const { org } = await createTestClient(server.url);
    const invoice = await insertStampedInvoice(org.id);
    const list = (await import('@/app/api/v1/billing/invoices/route')) as unknown as { GET: RouteHandler };
    const xml = (await import('@/app/api/v1/billing/invoices/[id]/xml/route')) as unknown as { GET: RouteHandler };
    for (const role of ['owner', 'admin', 'finance'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await callRoute(list.GET, 'GET', '/api/v1/billing/invoices', {}, { cookie });
      expect(res.status, role).toBe(200);
      expect(res.body.data.map((i: { id: string }) => i.id)).toEqual([invoice.id]);
      const file = await callRoute(xml.GET, 'GET', `/api/v1/billing/invoices/${invoice.id}/xml`, { id: invoice.id }, { cookie });
      expect(file.status, role).toBe(200);
    }
    for (const role of ['operations', 'viewer', 'developer'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await callRoute(list.GET, 'GET', '/api/v1/billing/invoices', {}, { cookie });
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe(forbiddenMessage);
      const file = await callRoute(xml.GET, 'GET', `/api/v1/billing/invoices/${invoice.id}/xml`, { id: invoice.id }, { cookie });
      expect(file.status, role).toBe(403);
    }
    const orders = apiClient(server.url, (await createTestKey(org.id, ['orders:read'])).key);
    expect((await orders('GET', '/billing/invoices')).status).toBe(403);
  });
});
