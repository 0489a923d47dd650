// GET /orders/:id/label over real HTTP: the PDF read back with poppler (pdfinfo, pdftotext, pdftoppm) and
// its barcode decoded, white-label branding, COD, cancelled and return labels, ZPL, caching, tenancy and scope.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { setBranding } from '@/lib/branding/set-branding';
import { setOrganizationLogo } from '@/lib/branding/set-organization-logo';
import { labelCache } from '@/lib/labels/get-order-label';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCommonRouteChecks } from '../helpers/common-route-checks';
import { createTestClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { insertLabelOrder, insertReturnedLabelOrder } from '../helpers/label-orders';
import { decodeCode128, pdfImageCount, pdfInfo, pdfText } from '../helpers/pdf';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

/** GET the label as raw bytes (the shared api() helper reads bodies as text). */
async function getLabel(key: string, orderId: string, query = '', headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/v1/orders/${orderId}/label${query}`, {
    headers: { Authorization: `Bearer ${key}`, ...headers },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) };
}

/** pdftotext joins words with single spaces and line breaks; compare on one line of text. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function orgWithKey(
  options: Parameters<typeof createTestOrg>[0] = {},
  scopes: Parameters<typeof createTestKey>[1] = ['orders:read'],
) {
  const org = await createTestOrg(options);
  const { key } = await createTestKey(org.id, scopes);
  return { org, key };
}

describe('GET /orders/:id/label', () => {
  let routeOrderId = '00000000-0000-4000-8000-000000000000';
  beforeAll(async () => {
    const org = await createTestOrg();
    routeOrderId = (await insertLabelOrder(org.id)).id;
  });
  runCommonRouteChecks(() => server.url, { method: 'GET', path: () => `/orders/${routeOrderId}/label`, scope: 'orders:read' });

  it('answers a one-page 4x6 inch PDF named after the guide, holding every field a courier needs', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id);
    const res = await getLabel(key, order.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guia-${order.guideNumber}.pdf"`);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');

    const info = await pdfInfo(res.body);
    expect(info.pages).toBe(1);
    expect(info.widthPt).toBeCloseTo(288, 1);
    expect(info.heightPt).toBeCloseTo(432, 1);
    expect(info.title).toBe(`Guía ${order.guideNumber}`);

    const text = flat(await pdfText(res.body));
    for (const expected of [
      order.guideNumber!,
      order.providerTrackingNumber!,
      'EXPRÉS',
      'REMITENTE',
      // sender: name, phone, full address with interior number
      'Bodega Peñuelas',
      '+52 442 555 0101',
      // the house numbers first (lib/orders/address-line.ts numbersFirstStreetLine)
      'No. 118 Int. Nave 4, Av. Constituyentes',
      'Col. El Marqués',
      'Santiago de Querétaro, Querétaro, C.P. 76047',
      'DESTINATARIO',
      // recipient: the receiver's name and phone, full address, delivery instructions
      'José Ángel Muñoz Güemes',
      '+52 999 123 4567',
      'No. 491 Int. Depto. 3-B, Calle 60',
      'Col. Centro',
      'C.P. 97000',
      'Mérida, Yucatán',
      'Indicaciones de entrega: Portón verde; entregar en recepción con Doña Ñeli',
      '2.5 kg',
      '40 × 30 × 20.5 cm',
      order.internalReference!,
      'Artesanías de cerámica',
      'HORA DE CIUDAD DE MÉXICO',
      // 2026-11-21T23:30Z is 17:30 in Mexico City (UTC-6, no daylight saving time since 2022)
      '21/11/2026 17:30',
      'Envíos MX',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('COBRAR');
    expect(text).not.toContain('CANCELADA');
    expect(text).not.toContain('DEVOLUCIÓN');
  });

  it('prints the guide number as a Code 128 barcode that decodes back to it', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id);
    const res = await getLabel(key, order.id);
    expect(await decodeCode128(res.body)).toBe(order.guideNumber);
  });

  it('prints the shipment type in large type for each kind of service', async () => {
    const { org, key } = await orgWithKey();
    for (const [shipmentType, printed] of [
      ['standard', 'ESTÁNDAR'],
      ['same_day', 'MISMO DÍA'],
    ] as const) {
      const order = await insertLabelOrder(org.id, { shipmentType });
      expect(flat(await pdfText((await getLabel(key, order.id)).body))).toContain(printed);
    }
  });

  it('shows the amount to collect only on a cash-on-delivery order', async () => {
    const { org, key } = await orgWithKey();
    const cod = await insertLabelOrder(org.id, { isCod: true, codAmountCentavos: 123_450 });
    expect(flat(await pdfText((await getLabel(key, cod.id)).body))).toContain('COBRAR $1,234.50 MXN');
    const prepaid = await insertLabelOrder(org.id);
    expect(flat(await pdfText((await getLabel(key, prepaid.id)).body))).not.toContain('COBRAR');
  });

  it('still serves a cancelled order’s label, marked CANCELADA, and the mark follows the cancellation', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id);
    const before = await getLabel(key, order.id);
    expect(flat(await pdfText(before.body))).not.toContain('CANCELADA');
    await getDb()
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'Cliente desistió' })
      .where(eq(orders.id, order.id));
    const after = await getLabel(key, order.id);
    expect(after.status).toBe(200);
    const text = flat(await pdfText(after.body));
    expect(text).toContain('CANCELADA · NO ENVIAR');
    expect(text).toContain(order.guideNumber);
    expect((await pdfInfo(after.body)).pages).toBe(1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  describe('white-label', () => {
    it('carries the organization’s logo alone when white-label is on (the logo carries the brand: its name is not printed again), and not the service’s', async () => {
      const { org, key } = await orgWithKey({ whiteLabel: true, brandName: 'Paquetería Ñandú' });
      const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: logo });
      const order = await insertLabelOrder(org.id);
      const res = await getLabel(key, order.id);
      const text = flat(await pdfText(res.body));
      expect(text).not.toContain('Ñandú');
      expect(text).not.toContain('Envíos MX');
      // the same rule on the ZPL label: the logo as a graphic, no brand name beside it
      const zpl = (await getLabel(key, order.id, '?format=zpl')).body.toString('utf8');
      expect(zpl).toMatch(/\^GFA,/);
      expect(zpl).not.toContain('Ñandú');
      expect(zpl).not.toContain('Envíos MX');
      // the logo is the one embedded image (the barcode and the tracking QR code are vector shapes), and the
      // document metadata names the brand
      expect(await pdfImageCount(res.body)).toBe(1);
      expect((await pdfInfo(res.body)).raw).toMatch(/Author:\s+Paquetería Ñandú/);
      expect(await decodeCode128(res.body)).toBe(order.guideNumber);
    });

    it('uses the service’s brand, not the organization’s, when white-label is off', async () => {
      const { org, key } = await orgWithKey({ whiteLabel: false, brandName: 'Paquetería Ñandú' });
      const order = await insertLabelOrder(org.id);
      const text = flat(await pdfText((await getLabel(key, order.id)).body));
      expect(text).toContain('Envíos MX');
      expect(text).not.toContain('Ñandú');
      // no logo, so no image at all (barcode and QR code are vector shapes)
      expect(await pdfImageCount((await getLabel(key, order.id)).body)).toBe(0);
    });

    it('falls back to the organization name when white-label is on without a brand name or logo', async () => {
      const { org, key } = await orgWithKey({ whiteLabel: true });
      const order = await insertLabelOrder(org.id);
      const text = flat(await pdfText((await getLabel(key, order.id)).body));
      expect(text).toContain(org.name);
      expect(text).not.toContain('Envíos MX');
    });

    it('a branding change shows on the next download of the same label (no stale cache)', async () => {
      const { org, key } = await orgWithKey({ whiteLabel: false, brandName: 'Marca Uno' });
      const order = await insertLabelOrder(org.id);
      expect(flat(await pdfText((await getLabel(key, order.id)).body))).toContain('Envíos MX');
      await setBranding(getDb(), { organizationId: org.id, changes: { whiteLabelEnabled: true } });
      expect(flat(await pdfText((await getLabel(key, order.id)).body))).toContain('Marca Uno');
      await setBranding(getDb(), { organizationId: org.id, changes: { brandName: 'Marca Dos' } });
      const text = flat(await pdfText((await getLabel(key, order.id)).body));
      expect(text).toContain('Marca Dos');
      expect(text).not.toContain('Marca Uno');

      const first = await getLabel(key, order.id);
      const logo = (color: string) =>
        sharp({ create: { width: 200, height: 80, channels: 3, background: color } })
          .png()
          .toBuffer();
      await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: await logo('#000000') });
      const withLogo = await getLabel(key, order.id);
      await setOrganizationLogo(getDb(), { organizationId: org.id, bytes: await logo('#336699') });
      const newLogo = await getLabel(key, order.id);
      expect(new Set([first.headers.get('etag'), withLogo.headers.get('etag'), newLogo.headers.get('etag')]).size).toBe(3);
    });
  });

  describe('return labels (?type=return)', () => {
    it('swaps the addresses and prints the return guide, marked DEVOLUCIÓN', async () => {
      const { org, key } = await orgWithKey();
      const order = await insertReturnedLabelOrder(org.id, { isCod: true, codAmountCentavos: 50_000 });
      const res = await getLabel(key, order.id, '?type=return');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guia-devolucion-${order.returnGuideNumber}.pdf"`);
      expect((await pdfInfo(res.body)).pages).toBe(1);
      const text = flat(await pdfText(res.body));
      expect(text).toContain('DEVOLUCIÓN');
      expect(text).toContain(`GUÍA DE DEVOLUCIÓN ${order.returnGuideNumber}`);
      expect(text).toContain(order.returnTrackingNumber);
      expect(text).not.toContain(order.guideNumber);
      // nothing is collected on a return
      expect(text).not.toContain('COBRAR');
      // the original recipient now sends, and the original sender receives
      const sender = text.indexOf('REMITENTE');
      const recipient = text.indexOf('DESTINATARIO');
      expect(sender).toBeGreaterThanOrEqual(0);
      expect(recipient).toBeGreaterThan(sender);
      const senderBlock = text.slice(sender, recipient);
      const recipientBlock = text.slice(recipient);
      expect(senderBlock).toContain('José Ángel Muñoz Güemes');
      expect(senderBlock).toContain('Mérida, Yucatán, C.P. 97000');
      expect(recipientBlock).toContain('Bodega Peñuelas');
      expect(recipientBlock).toContain('C.P. 76047');
      expect(recipientBlock).toContain('Santiago de Querétaro,');
      expect(recipientBlock).not.toContain('Indicaciones de entrega');
      expect(await decodeCode128(res.body)).toBe(order.returnGuideNumber);
    });

    it('is dated when the return was approved (its guide was created), not when the order was', async () => {
      const { org, key } = await orgWithKey();
      // the order at 2026-11-21T23:30Z (17:30 in Mexico City), its return approved at 2026-11-24T18:00Z (12:00)
      const order = await insertReturnedLabelOrder(org.id);
      const pdf = flat(await pdfText((await getLabel(key, order.id, '?type=return')).body));
      expect(pdf).toContain('CREADA (HORA DE CIUDAD DE MÉXICO)');
      expect(pdf).toContain('24/11/2026 12:00');
      expect(pdf).not.toContain('21/11/2026');
      const zpl = (await getLabel(key, order.id, '?type=return&format=zpl')).body.toString('utf8');
      expect(zpl).toContain('^FD24/11/2026 12:00^FS');
      expect(zpl).not.toContain('21/11/2026');
      // the shipping label keeps the order's own time
      expect(flat(await pdfText((await getLabel(key, order.id)).body))).toContain('21/11/2026 17:30');
    });

    it('404 when the order has no return guide', async () => {
      const { org, key } = await orgWithKey();
      const order = await insertLabelOrder(org.id, { status: 'delivered' });
      const res = await getLabel(key, order.id, '?type=return');
      expect(res.status).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
      expect(res.json()).toEqual({ error: 'El pedido no tiene guía de devolución.' });
    });
  });

  describe('ZPL (?format=zpl)', () => {
    it('answers ZPL II for a 4x6 label at 203 dpi with the guide as Code 128', async () => {
      const { org, key } = await orgWithKey();
      const order = await insertLabelOrder(org.id, { isCod: true, codAmountCentavos: 99_900, internalReference: 'REF^~\\1' });
      const res = await getLabel(key, order.id, '?format=zpl');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('x-application/zpl');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guia-${order.guideNumber}.zpl"`);
      const zpl = res.body.toString('utf8');
      expect(zpl.startsWith('^XA\n^CI28\n^PW812\n^LL1218')).toBe(true);
      expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
      expect(zpl).toMatch(new RegExp(`\\^BCN,120,N,N,N,A\\^FH\\\\\\^FD${order.guideNumber}\\^FS`));
      for (const expected of [
        'José Ángel Muñoz Güemes',
        'Santiago de Querétaro',
        'C.P. 97000',
        'EXPRÉS',
        'COBRAR $1,234.50 MXN'.replace('1,234.50', '999.00'),
        order.providerTrackingNumber!,
      ]) {
        expect(zpl).toContain(expected);
      }
      // ^ ~ \ in data travel as hex escapes, never as ZPL commands
      expect(zpl).toContain('REF\\5E\\7E\\5C1');
    });

    it('a return label in ZPL carries the return guide', async () => {
      const { org, key } = await orgWithKey();
      const order = await insertReturnedLabelOrder(org.id);
      const zpl = (await getLabel(key, order.id, '?type=return&format=zpl')).body.toString('utf8');
      expect(zpl).toContain(`^FD${order.returnGuideNumber}^FS`);
      expect(zpl).toContain('DEVOLUCIÓN');
    });
  });

  it('400 for an unknown type or format, naming the parameter', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id);
    const badType = await getLabel(key, order.id, '?type=express');
    expect(badType.status).toBe(400);
    expect(badType.headers.get('x-error-code')).toBe('validation_error');
    expect(badType.json()).toEqual({ error: 'El parámetro type debe ser uno de: shipping, return' });
    const badFormat = await getLabel(key, order.id, '?format=png');
    expect(badFormat.status).toBe(400);
    expect(badFormat.json()).toEqual({ error: 'El parámetro format debe ser uno de: pdf, zpl' });
  });

  it('404 for an unknown order, a malformed id and another organization’s order', async () => {
    const { org, key } = await orgWithKey();
    const other = await createTestOrg();
    const theirs = await insertLabelOrder(other.id);
    for (const id of ['6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11', 'not-a-uuid', theirs.id]) {
      const res = await getLabel(key, id);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-error-code')).toBe('not_found');
      expect(res.json()).toEqual({ error: 'El pedido no existe.' });
    }
    // and the owner does get it
    const { key: ownerKey } = await createTestKey(other.id, ['orders:read']);
    expect((await getLabel(ownerKey, theirs.id)).status).toBe(200);
    expect((await getLabel(key, (await insertLabelOrder(org.id)).id)).status).toBe(200);
  });

  it('403 with tracking:read alone; any key with orders:read or * may download', async () => {
    const org = await createTestOrg();
    const order = await insertLabelOrder(org.id);
    const tracking = await createTestKey(org.id, ['tracking:read']);
    const res = await getLabel(tracking.key, order.id);
    expect(res.status).toBe(403);
    expect(res.headers.get('x-error-code')).toBe('insufficient_scope');
    expect(Object.keys(res.json())).toEqual(['error']);
    for (const scopes of [['orders:read'], ['*']] as const) {
      const { key } = await createTestKey(org.id, [...scopes]);
      expect((await getLabel(key, order.id)).status).toBe(200);
    }
  });

  it('409 while the order has no guide yet', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id, { status: 'pending', guideNumber: null, providerTrackingNumber: null });
    const res = await getLabel(key, order.id);
    expect(res.status).toBe(409);
    expect(res.json().error).toMatch(/aún no se ha generado/);
  });

  it('serves a repeated download from the cache, byte for byte, with an ETag for conditional requests', async () => {
    const { org, key } = await orgWithKey();
    const order = await insertLabelOrder(org.id);
    const first = await getLabel(key, order.id);
    const hits = labelCache.hits;
    const second = await getLabel(key, order.id);
    expect(labelCache.hits).toBe(hits + 1);
    expect(second.body.equals(first.body)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const conditional = await getLabel(key, order.id, '', { 'If-None-Match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.body.length).toBe(0);
  });

  describe('through the real order lifecycle (POST /orders, cancel, return approval)', () => {
    it('labels an order created through the API, then marks it CANCELADA after POST /orders/:id/cancel', async () => {
      const { api, key } = await createTestClient(server.url);
      const created = await createOrderViaApi(api, { isCod: true, codAmount: 850.5, shipmentType: 'express' });
      const res = await getLabel(key, created.orderId);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="guia-${created.guideNumber}.pdf"`);
      const text = flat(await pdfText(res.body));
      for (const expected of [
        created.guideNumber,
        created.trackingNumber,
        'Almacén Central',
        'María José Núñez',
        'C.P. 44100',
        'Guadalajara, Jalisco',
        'COBRAR $850.50 MXN',
        'EXPRÉS',
      ]) {
        expect(text).toContain(expected);
      }
      expect(await decodeCode128(res.body)).toBe(created.guideNumber);

      expect((await api('POST', `/orders/${created.orderId}/cancel`, { reason: 'El cliente canceló' })).status).toBe(200);
      const cancelled = await getLabel(key, created.orderId);
      expect(cancelled.status).toBe(200);
      expect(flat(await pdfText(cancelled.body))).toContain('CANCELADA');
    });

    it('serves the return label once the return is approved, and 404 before', async () => {
      const { api, key } = await createTestClient(server.url);
      const created = await createOrderViaApi(api);
      for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
        expect((await api('POST', `/sandbox/orders/${created.orderId}/advance`, { status })).status).toBe(200);
      }
      expect((await api('POST', `/orders/${created.orderId}/return`, { reason: 'Llegó dañado' })).status).toBe(200);
      expect((await getLabel(key, created.orderId, '?type=return')).status).toBe(404);
      const approved = await api('POST', `/orders/${created.orderId}/return/approve`);
      expect(approved.status).toBe(200);
      const [order] = await getDb().select().from(orders).where(eq(orders.id, created.orderId));
      expect(order.returnGuideNumber).toBeTruthy();
      const res = await getLabel(key, created.orderId, '?type=return');
      expect(res.status).toBe(200);
      const text = flat(await pdfText(res.body));
      expect(text).toContain(`GUÍA DE DEVOLUCIÓN ${order.returnGuideNumber}`);
      expect(text.indexOf('María José Núñez')).toBeLessThan(text.indexOf('DESTINATARIO'));
      expect(await decodeCode128(res.body)).toBe(order.returnGuideNumber);
    });
  });
});
