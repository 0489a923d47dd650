// Issue 32, finding 6: every part of both addresses is on the label, whole, even with every field at its longest
// accepted value at once (lib/orders/schemas.ts ADDRESS_LIMITS), in the PDF and in the ZPL, on the shipping label
// (cancelled and cash on delivery: the least room) and on the return label; and a longer part is refused at
// input with a Spanish 400 naming the field. Orders go through the real POST /orders, labels through the real
// GET /orders/:id/label; the PDF is read back with poppler (words and their boxes), the ZPL by its ^FD fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ADDRESS_PT } from '@/lib/labels/label-pdf';
import { MIN_ADDRESS_DOTS } from '@/lib/labels/render-label-zpl';
import { ADDRESS_LIMITS } from '@/lib/orders/schemas';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import {
  addressParts,
  GLYPH_BOX,
  labelParts,
  longestOrderBody,
  missingParts as missing,
  partsByBlock,
  pdfAddressBlocks as pdfBlocks,
  pdfWords,
  textOf,
  zplFields,
  type PdfWord,
} from '../helpers/long-address';
import { decodeCode128, pdfInfo } from '../helpers/pdf';

let server: TestServer;
let client: Awaited<ReturnType<typeof createTestClient>>;
beforeAll(async () => {
  server = await startAppServer();
  client = await createTestClient(server.url, { balance: 100_000 });
});
afterAll(async () => {
  await server.close();
});

async function label(orderId: string, query: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/v1/orders/${orderId}/label${query}`, { headers: { Authorization: `Bearer ${client.key}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function createLongOrder(options: { receiver?: boolean; cancel?: boolean } = {}) {
  const body = longestOrderBody({ reference: `LARGA-${Date.now()}`, receiver: options.receiver });
  const created = await client.api('POST', '/orders', body);
  expect(created.status, created.text).toBe(201);
  const { orderId, guideNumber } = created.body as { orderId: string; guideNumber: string };
  if (options.cancel) expect((await client.api('POST', `/orders/${orderId}/cancel`, { reason: 'Prueba de etiqueta' })).status).toBe(200);
  return { body, orderId, guideNumber };
}

/** The ZPL's address fields: from REMITENTE to the first field at or under the top of the COD box or the barcode. */
function zplBlocks(zpl: string) {
  const fields = zplFields(zpl);
  const codTop = /\^FO\d+,(\d+)\^GB\d+,72,5\^FS/.exec(zpl);
  const barcodeTop = /\^FO\d+,(\d+)\^BY/.exec(zpl);
  const limit = Number(codTop?.[1] ?? barcodeTop![1]);
  const senderAt = fields.findIndex((f) => f.text === 'REMITENTE');
  const recipientAt = fields.findIndex((f) => f.text === 'DESTINATARIO');
  expect(senderAt).toBeGreaterThanOrEqual(0);
  expect(recipientAt).toBeGreaterThan(senderAt);
  const end = fields.findIndex((f, i) => i > recipientAt && f.y >= limit);
  const address = fields.slice(senderAt, end);
  return {
    limit,
    fields: address,
    sender: address
      .slice(0, recipientAt - senderAt)
      .map((f) => f.text)
      .join('\n'),
    recipient: address
      .slice(recipientAt - senderAt)
      .map((f) => f.text)
      .join('\n'),
  };
}

function expectPdfPartsWhole(words: PdfWord[], parts: { sender: Record<string, string>; recipient: Record<string, string> }) {
  const blocks = pdfBlocks(words);
  expect(missing(blocks.sender, parts.sender), `remitente: ${blocks.sender}`).toEqual([]);
  expect(missing(blocks.recipient, parts.recipient), `destinatario: ${blocks.recipient}`).toEqual([]);
  expect(blocks.sender + blocks.recipient).not.toContain('…');
  // no word of an address under the readable minimum (a word's box is 0.925 of its type size)
  const smallest = Math.min(...blocks.words.map((w) => (w.yMax - w.yMin) / GLYPH_BOX));
  expect(smallest).toBeGreaterThanOrEqual(MIN_ADDRESS_PT - 0.01);
}

function expectZplPartsWhole(zpl: string, parts: { sender: Record<string, string>; recipient: Record<string, string> }) {
  const blocks = zplBlocks(zpl);
  expect(missing(blocks.sender, parts.sender), `remitente: ${blocks.sender}`).toEqual([]);
  expect(missing(blocks.recipient, parts.recipient), `destinatario: ${blocks.recipient}`).toEqual([]);
  for (const field of blocks.fields) {
    // each field's box (lines of its height and 2 dots between them) ends above the amount to collect / barcode
    expect(field.y + field.lines * (field.height + 2), field.text).toBeLessThanOrEqual(blocks.limit);
    expect(field.height, field.text).toBeGreaterThanOrEqual(MIN_ADDRESS_DOTS);
    expect(field.width / field.height, field.text).toBeGreaterThanOrEqual(0.7 - 0.02);
    expect(field.text).not.toContain('…');
  }
}

describe('labels with every address part at its longest (issue 32, finding 6)', () => {
  it('the cancelled COD shipping label prints both addresses whole, numbers first, in PDF and ZPL', async () => {
    const order = await createLongOrder({ cancel: true });
    const expected = partsByBlock(labelParts(order.body));

    const pdf = await label(order.orderId, '');
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    const words = await pdfWords(pdf);
    expectPdfPartsWhole(words, expected);
    const { recipient } = pdfBlocks(words);
    // the house numbers open the street line
    expect(recipient).toContain(
      `No. ${order.body.deliveryAddress.exteriorNumber} Int. ${order.body.deliveryAddress.interiorNumber}, ${order.body.deliveryAddress.street}`,
    );
    expect(words.map((w) => w.text)).toContain('CANCELADA');
    expect(await decodeCode128(pdf)).toBe(order.guideNumber);

    const zpl = (await label(order.orderId, '?format=zpl')).toString('utf8');
    expectZplPartsWhole(zpl, expected);
    expect(zpl).toContain('COBRAR');
  });

  it('prints the delivery contact’s own name and phone whole when no receiver is given', async () => {
    const order = await createLongOrder({ receiver: false });
    const parts = labelParts(order.body);
    expect(parts['deliveryAddress.name']).toBe(order.body.deliveryAddress.contactName);
    const expected = partsByBlock(parts);
    expectPdfPartsWhole(await pdfWords(await label(order.orderId, '')), expected);
    expectZplPartsWhole((await label(order.orderId, '?format=zpl')).toString('utf8'), expected);
  });

  it('the return label prints both swapped addresses whole too', async () => {
    const order = await createLongOrder();
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await client.api('POST', `/sandbox/orders/${order.orderId}/advance`, { status })).status).toBe(200);
    }
    expect((await client.api('POST', `/orders/${order.orderId}/return`, { reason: 'Llegó dañado' })).status).toBe(200);
    expect((await client.api('POST', `/orders/${order.orderId}/return/approve`)).status).toBe(200);
    const { deliveryInstructions: _none, ...returnSender } = order.body.deliveryAddress;
    const expected = {
      sender: addressParts(returnSender, { name: order.body.receiverName, phone: order.body.receiverPhone }),
      recipient: addressParts(order.body.pickupAddress),
    };
    expectPdfPartsWhole(await pdfWords(await label(order.orderId, '?type=return')), expected);
    expectZplPartsWhole((await label(order.orderId, '?type=return&format=zpl')).toString('utf8'), expected);
  });

  it('refuses at input, naming the field in Spanish, a part longer than the label prints whole', async () => {
    const over = (field: string) => textOf(ADDRESS_LIMITS[field as keyof typeof ADDRESS_LIMITS] + 1, 'CALLE');
    const cases: { path: string; body: Record<string, unknown>; max: number }[] = [
      ...(['contactName', 'street', 'exteriorNumber', 'interiorNumber', 'neighborhood', 'city'] as const).flatMap((field) =>
        (['pickupAddress', 'deliveryAddress'] as const).map((side) => ({
          path: `${side}.${field}`,
          body: { [side]: { ...longestOrderBody({ reference: 'x' })[side], [field]: over(field) } },
          max: ADDRESS_LIMITS[field],
        })),
      ),
      {
        path: 'deliveryAddress.deliveryInstructions',
        body: {
          deliveryAddress: { ...longestOrderBody({ reference: 'x' }).deliveryAddress, deliveryInstructions: over('deliveryInstructions') },
        },
        max: ADDRESS_LIMITS.deliveryInstructions,
      },
      { path: 'receiverName', body: { receiverName: over('contactName') }, max: ADDRESS_LIMITS.contactName },
      {
        path: 'pickupAddress.contactPhone',
        body: {
          pickupAddress: { ...longestOrderBody({ reference: 'x' }).pickupAddress, contactPhone: '+52 (999) 123 - 4567 (01) ' + '-' },
        },
        max: ADDRESS_LIMITS.phone,
      },
      { path: 'receiverPhone', body: { receiverPhone: '+52  (999)  123 - 4567 (01)' }, max: ADDRESS_LIMITS.phone },
    ];
    for (const { path, body, max } of cases) {
      const res = await client.api('POST', '/orders', { ...longestOrderBody({ reference: `NO-${path}` }), ...body });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error, path).toBe(`El campo ${path} debe tener como máximo ${max} caracteres (lo que cabe completo en la guía)`);
    }
    // PATCH keeps the same limits
    const order = await createLongOrder();
    const patched = await client.api('PATCH', `/orders/${order.orderId}`, { receiverName: over('contactName') });
    expect(patched.status).toBe(400);
    expect(patched.body.error).toBe(
      `El campo receiverName debe tener como máximo ${ADDRESS_LIMITS.contactName} caracteres (lo que cabe completo en la guía)`,
    );
  });
});
