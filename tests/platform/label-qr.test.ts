// The tracking page's QR code on the labels: the PDF label rasterised by poppler (pdftoppm) and decoded by
// @zxing/library gives the order's tracking URL, and the 4x6 page still holds everything; the ZPL label
// carries the same URL in a native ^BQ field. Also the return label's QR points to the return guide's page.
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import { createOrderViaApi } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';
import { decodeCode128, pdfInfo, pdfText, pdfToPng } from '../helpers/pdf';

const PUBLIC = 'https://envios.example.test';
let server: TestServer;
beforeAll(async () => {
  process.env.PUBLIC_URL = PUBLIC;
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

async function getLabel(key: string, orderId: string, query = '') {
  const res = await fetch(`${server.url}/api/v1/orders/${orderId}/label${query}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Reads the QR code of page 1 rendered at `dpi`, module by module: the square lib/labels/label-pdf.ts draws in the
 * bottom-right corner (x 222-280 pt, below the rule over the details row) is cut out and decoded by ZXing in its
 * pure-barcode mode, which samples every module from the code's own geometry. Searched for with ZXing's finder-pattern
 * detector instead, about one code in thirty failed at 300 dpi whatever the drawing: the same text as a perfect PNG
 * from the qrcode package failed too (a weakness of that detector for some module patterns; a phone's reader has no
 * trouble with them). Null when it does not decode.
 */
async function decodeQr(pdf: Buffer, dpi: number): Promise<string | null> {
  const png = PNG.sync.read(await pdfToPng(pdf, dpi));
  const k = dpi / 72;
  const [x0, x1, y0, y1] = [Math.floor(221 * k), Math.ceil(281 * k), Math.floor(250 * k), Math.min(png.height, Math.ceil(430 * k))];
  const dark = (x: number, y: number) => png.data[(y * png.width + x) * 4] < 128;
  // below the last rule (a row dark across the whole strip) above the code
  let top = y0;
  for (let y = y0; y < y1; y++) {
    let n = 0;
    for (let x = x0; x < x1; x++) if (dark(x, y)) n++;
    if (n > 0.9 * (x1 - x0)) top = y + 1;
  }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = top; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!dark(x, y)) continue;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
    }
  }
  if (maxX < 0) return null;
  const pad = 4;
  const [width, height] = [maxX - minX + 1 + 2 * pad, maxY - minY + 1 + 2 * pad];
  const luminance = new Uint8ClampedArray(width * height).fill(255);
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const i = (y * png.width + x) * 4;
      luminance[(y - minY + pad) * width + (x - minX + pad)] = (png.data[i] * 299 + png.data[i + 1] * 587 + png.data[i + 2] * 114) / 1000;
    }
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  try {
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height))), hints)
      .getText();
  } catch {
    return null;
  }
}

describe('QR code with the tracking URL', () => {
  it('PDF: decodes to the order tracking URL at a thermal printer resolution, and the label stays one 4x6 page', async () => {
    const { key, api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    const pdf = await getLabel(key, order.orderId);
    const url = `${PUBLIC}/rastreo/${order.trackingNumber}`;
    expect(await decodeQr(pdf, 203)).toBe(url);
    expect(await decodeQr(pdf, 300)).toBe(url);
    // Everything else still fits and reads: one 4x6 page, the barcode, the routing data.
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    expect(await decodeCode128(pdf)).toBe(order.guideNumber);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'DESTINATARIO',
      'C.P. 44100',
      'Guadalajara, Jalisco',
      order.trackingNumber,
      'CREADA (HORA DE CIUDAD DE MÉXICO)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('return label: its QR decodes to the return guide tracking URL, not the outbound one', async () => {
    const { key, api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    for (const code of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect((await sendProviderReport(server.url, providerReport(order.trackingNumber, code))).status).toBe(200);
    }
    expect((await api('POST', `/orders/${order.orderId}/return`, { reason: 'Talla equivocada' })).status).toBe(200);
    const approved = await api('POST', `/orders/${order.orderId}/return/approve`);
    expect(approved.status).toBe(200);
    const returnNumber: string = approved.body.return_tracking_number;
    expect(returnNumber).not.toBe(order.trackingNumber);
    const pdf = await getLabel(key, order.orderId, '?type=return');
    expect(await decodeQr(pdf, 203)).toBe(`${PUBLIC}/rastreo/${returnNumber}`);
    expect(await decodeCode128(pdf)).toBe(approved.body.return_guide_number);
  });

  it('ZPL: a native ^BQ QR field carries the same URL, inside the 4x6 label', async () => {
    const { key, api } = await createTestClient(server.url);
    const order = await createOrderViaApi(api);
    const zpl = (await getLabel(key, order.orderId, '?format=zpl')).toString('utf8');
    const field = /\^FO(\d+),(\d+)\^BQN,2,4\^FH\\\^FDMA,([^^]+)\^FS/.exec(zpl);
    expect(field, zpl).not.toBeNull();
    expect(field![3]).toBe(`${PUBLIC}/rastreo/${order.trackingNumber}`);
    // Origin within the 812x1218 dots of 4x6 at 203 dpi, with room for a 33-module code at magnification 4.
    expect(Number(field![1]) + 33 * 4).toBeLessThanOrEqual(812);
    expect(Number(field![2]) + 33 * 4).toBeLessThanOrEqual(1218);
  });
});
