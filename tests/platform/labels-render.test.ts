// The label renderers without HTTP: worst-case content stays on one page, text outside the fonts' range
// degrades readably, accents survive, ZPL stays inside the label, and the cache evicts by size.
import { describe, expect, it } from 'vitest';
import { LabelCache } from '@/lib/labels/label-cache';
import { buildLabelModel, toLabelBranding, type LabelOrder } from '@/lib/labels/label-model';
import { renderLabelPdf } from '@/lib/labels/render-label-pdf';
import { renderLabelZpl, ZPL_SIZE } from '@/lib/labels/render-label-zpl';
import { printable } from '@/lib/labels/text';
import { formatMxn } from '@/lib/platform/money/format';
import { formatMexicoCityDateTime } from '@/lib/platform/time/format';
import { labelOrderValues } from '../helpers/label-orders';
import { decodeCode128, pdfInfo, pdfText } from '../helpers/pdf';

const ORG = '6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11';
const order = (overrides: Parameters<typeof labelOrderValues>[1] = {}) => labelOrderValues(ORG, overrides) as unknown as LabelOrder;
const serviceBrand = toLabelBranding({ name: 'Org', whiteLabelEnabled: false, brandName: null });
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Every field longer than the order schema accepts today (an order stored before its limits), in the widest capitals. */
function worstCaseOrder() {
  const long = (n: number) => 'WÑ'.repeat(n);
  const address = {
    contactName: long(80),
    contactPhone: '+52 (999) 123-4567 ext. 89012345',
    street: long(100),
    exteriorNumber: 'KM 12.5 SN',
    interiorNumber: long(20),
    neighborhood: long(60),
    city: long(60),
    state: 'Veracruz de Ignacio de la Llave',
    postalCode: '97000',
  };
  return order({
    status: 'cancelled',
    isCod: true,
    codAmountCentavos: 99_999_999,
    shipmentType: 'same_day',
    receiverName: long(80),
    receiverPhone: '+52 (999) 123-4567 ext. 89012345',
    internalReference: long(60),
    contentDescription: long(80),
    pickupAddress: address,
    deliveryAddress: { ...address, deliveryInstructions: long(200) },
    packageWeight: 69.99,
    packageLength: 299.5,
    packageWidth: 299.5,
    packageHeight: 299.5,
  });
}

describe('PDF label', () => {
  it('stays one 4x6 page with every field at its longest, cancelled and COD at once, and the barcode still decodes', async () => {
    const source = worstCaseOrder();
    const label = buildLabelModel(
      source,
      'shipping',
      toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'W'.repeat(60) }),
    )!;
    const pdf = await renderLabelPdf(label);
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    const text = flat(await pdfText(pdf));
    expect(text).toContain('CANCELADA');
    expect(text).toContain('COBRAR $999,999.99 MXN');
    expect(text).toContain(source.guideNumber!);
    expect(text).toContain('…');
    expect(await decodeCode128(pdf)).toBe(source.guideNumber);
  });

  it('renders Spanish accents, ñ, ü and ¿¡ as text a reader can copy', async () => {
    const label = buildLabelModel(
      order({
        deliveryAddress: {
          ...order().deliveryAddress,
          city: 'Querétaro',
          neighborhood: 'Ñuñoa',
          deliveryInstructions: '¿Pingüino? ¡Sí! Óscar, Úrsula, Íñigo, Ébano, Ángela',
        },
      }),
      'shipping',
      serviceBrand,
    )!;
    const text = flat(await pdfText(await renderLabelPdf(label)));
    for (const word of [
      'Querétaro',
      'Col. Ñuñoa',
      '¿Pingüino? ¡Sí! Óscar, Úrsula, Íñigo, Ébano, Ángela',
      'José Ángel Muñoz Güemes',
      'EXPRÉS',
      'Envíos MX',
    ]) {
      expect(text).toContain(word);
    }
  });

  it('draws characters outside the PDF fonts’ range without their accents or as "?", never as garbage', async () => {
    expect(printable('Łódź  Straße\tŐrség ✓ 北京')).toBe('Lódz Straße Orség ? ??');
    expect(printable('Querétaro, Ñandú, pingüino ¿¡')).toBe('Querétaro, Ñandú, pingüino ¿¡');
    const label = buildLabelModel(order({ receiverName: 'Łukasz Dvořák 😀' }), 'shipping', serviceBrand)!;
    expect(label.recipient.name).toBe('Lukasz Dvorák ?');
    expect(flat(await pdfText(await renderLabelPdf(label)))).toContain('Lukasz Dvorák ?');
  });
});

describe('label model', () => {
  it('formats money, and dates in Mexico City time', () => {
    expect(formatMxn(123_450)).toBe('$1,234.50 MXN');
    expect(formatMxn(5)).toBe('$0.05 MXN');
    expect(formatMexicoCityDateTime(new Date('2026-01-01T05:59:00Z'))).toBe('31/12/2025 23:59');
  });

  it('has no return label without a return guide, and no label before the guide exists', () => {
    expect(buildLabelModel(order(), 'return', serviceBrand)).toBeNull();
    expect(buildLabelModel(order({ guideNumber: null }), 'shipping', serviceBrand)).toBeNull();
  });

  it('prints the receiver’s name and phone when given, else the delivery contact', () => {
    const named = buildLabelModel(order({ receiverName: 'Ana', receiverPhone: '111' }), 'shipping', serviceBrand)!;
    expect(named.recipient).toMatchObject({ name: 'Ana', phone: '111' });
    const unnamed = buildLabelModel(order({ receiverName: null, receiverPhone: null }), 'shipping', serviceBrand)!;
    expect(unnamed.recipient).toMatchObject({ name: 'José Ángel Muñoz Güemes', phone: '+52 999 123 4567' });
  });
});

describe('ZPL label', () => {
  it('keeps every field inside the 812 x 1218 dot label even at its longest', async () => {
    const label = buildLabelModel(worstCaseOrder(), 'shipping', serviceBrand)!;
    const zpl = await renderLabelZpl(label);
    const origins = [...zpl.matchAll(/\^FO(\d+),(\d+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    expect(origins.length).toBeGreaterThan(20);
    for (const { x, y } of origins) {
      expect(x).toBeLessThan(ZPL_SIZE.width);
      expect(y).toBeLessThan(ZPL_SIZE.height - 40);
    }
    expect(zpl.match(/\^XA/g)).toHaveLength(1);
    expect(zpl).toContain('CANCELADA');
    // too long even in the smallest type: its long fields are cut to two lines, as labels were before issue 32
    expect(zpl).toContain('…');
  });

  it('embeds the organization’s logo as a ^GFA graphic', async () => {
    const sharp = (await import('sharp')).default;
    const logo = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const label = buildLabelModel(
      order(),
      'shipping',
      toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'Tienda', logo }),
    )!;
    const zpl = await renderLabelZpl(label);
    const graphic = /\^GFA,(\d+),(\d+),(\d+),([0-9A-F]+)\^FS/.exec(zpl);
    expect(graphic).not.toBeNull();
    const [, total, , rowBytes, hex] = graphic!;
    expect(Number(rowBytes)).toBe(25); // 200 dots / 8
    expect(Number(total)).toBe(25 * 60);
    expect(hex.length).toBe(Number(total) * 2);
    expect(hex).toMatch(/^F+$/); // an all-black logo is all dots
    // the logo carries the brand: no name beside it (as on the PDF)
    expect(zpl).not.toContain('Tienda');
  });
});

describe('LabelCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new LabelCache(100);
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', Buffer.alloc(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats.bytes).toBe(80);
    cache.set('huge', Buffer.alloc(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats.entries).toBe(2);
  });
});
