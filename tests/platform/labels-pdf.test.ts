// The PDF label's own writer (lib/labels/pdf, lib/labels/label-pdf.ts) without HTTP: the font widths are
// Adobe's, text wraps and ends in an ellipsis where its box ends, and every part of the label is on the page
// a reader (poppler) sees: the CANCELADA stamp and banner, the return and sample banners, the logo only with
// white-label, the document's title and author; a batch file of such labels still reads as one PDF.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildLabelModel, toLabelBranding, type LabelOrder } from '@/lib/labels/label-model';
import { mergePdfPages } from '@/lib/labels/merged-pdf';
import { textWidth, type FontName } from '@/lib/labels/pdf/fonts';
import { logoImage } from '@/lib/labels/pdf/logo-image';
import { layoutText, type TextStyle } from '@/lib/labels/pdf/text-layout';
import { renderLabelPdf } from '@/lib/labels/render-label-pdf';
import { labelOrderValues } from '../helpers/label-orders';
import { pdfImageCount, pdfInfo, pdfText } from '../helpers/pdf';

const ORG = '6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11';
const order = (overrides: Parameters<typeof labelOrderValues>[1] = {}) => labelOrderValues(ORG, overrides) as unknown as LabelOrder;
const service = toLabelBranding({ name: 'Org', whiteLabelEnabled: false, brandName: null });
const flat = (text: string) => text.replace(/\s+/g, ' ');
const count = (text: string, word: string) => text.split(word).length - 1;

/** pdftotext in the content's own order (-raw), which keeps rotated text such as the CANCELADA stamp. */
async function rawPdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'label-raw-'));
  try {
    await writeFile(path.join(dir, 'label.pdf'), pdf);
    return (await promisify(execFile)('pdftotext', ['-raw', '-enc', 'UTF-8', path.join(dir, 'label.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('PDF writer', () => {
  it('measures text with the widths of the standard fonts as pdfkit reads them from Adobe’s AFM files', () => {
    // pdfkit comes with @react-pdf/renderer (the manifest's renderer); it is only the reference here
    const PDFDocument = createRequire(import.meta.url)('pdfkit') as new () => {
      font(name: string): void;
      _font: { widthOfString(text: string, size: number): number };
    };
    const doc = new PDFDocument();
    const decoder = new TextDecoder('windows-1252');
    for (const font of ['Helvetica', 'Helvetica-Bold'] as FontName[]) {
      doc.font(font);
      for (let code = 0x20; code <= 0xff; code++) {
        const char = decoder.decode(new Uint8Array([code]));
        if (/\p{Cc}/u.test(char)) continue; // DEL and the five codes WinAnsi leaves undefined
        expect(textWidth(char, font, 1000), `${font} ${char}`).toBeCloseTo(doc._font.widthOfString(char, 1000), 6);
      }
    }
    expect(textWidth('Ñandú', 'Helvetica', 10, 1)).toBeCloseTo((722 + 556 + 556 + 556 + 556) / 100 + 5, 6);
  });

  it('wraps between words, breaks only runs longer than 20 characters, and ends a cut text in an ellipsis', () => {
    const style: TextStyle = { font: 'Helvetica', size: 10 };
    const words = layoutText([{ text: 'Santiago de Querétaro, Querétaro', style }], 80);
    expect(words.map((line) => line.spans.map((s) => s.text).join(''))).toEqual(['Santiago de', 'Querétaro,', 'Querétaro']);
    for (const line of words) expect(line.width).toBeLessThanOrEqual(80);

    const long = layoutText([{ text: `ref ${'A'.repeat(40)}`, style }], 100);
    expect(long[0].spans[0].text.startsWith('ref A')).toBe(true);
    expect(long.map((line) => line.spans[0].text).join('')).toBe(`ref ${'A'.repeat(40)}`);

    const cut = layoutText([{ text: 'uno dos tres cuatro cinco seis siete ocho nueve diez', style }], 60, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1].spans.at(-1)!.text.endsWith('…')).toBe(true);
    expect(cut[1].width).toBeLessThanOrEqual(60);

    const bold: TextStyle = { font: 'Helvetica-Bold', size: 8.5 };
    const mixed = layoutText(
      [
        { text: 'Indicaciones de entrega: ', style: bold },
        { text: 'Portón verde', style },
      ],
      272,
    );
    expect(mixed).toHaveLength(1);
    expect(mixed[0].spans.map((s) => [s.style.font, s.text])).toEqual([
      ['Helvetica-Bold', 'Indicaciones de entrega: '],
      ['Helvetica', 'Portón verde'],
    ]);
  });

  it('decodes a logo once and reuses it for every later label of that logo', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer();
    const first = await logoImage(png);
    expect(first).toMatchObject({ width: 300, height: 100, colorSpace: 'DeviceRGB' });
    expect(await logoImage(Buffer.from(png))).toBe(first);
  });
});

describe('PDF label', () => {
  it('marks a cancelled label with the diagonal stamp and the banner, and nothing of it on a valid one', async () => {
    const pdf = await renderLabelPdf(buildLabelModel(order({ status: 'cancelled' }), 'shipping', service)!);
    const cancelled = flat(await pdfText(pdf));
    // pdftotext leaves out diagonal text unless asked for the raw content order
    expect(count(flat(await rawPdfText(pdf)), 'CANCELADA')).toBe(2);
    expect(count(cancelled, 'CANCELADA')).toBe(1);
    expect(cancelled).toContain('NO ENVIAR · esta guía no es válida');
    const valid = flat(await pdfText(await renderLabelPdf(buildLabelModel(order(), 'shipping', service)!)));
    expect(valid).not.toContain('CANCELADA');
  });

  it('prints the return and sample banners, and names the document after its guide', async () => {
    const source = order({ returnGuideNumber: 'RSBX2611249302413224', returnTrackingNumber: 'MX123456789012345678' });
    const pdf = await renderLabelPdf(buildLabelModel(source, 'return', service)!);
    expect(flat(await pdfText(pdf))).toContain('DEVOLUCIÓN · regresa al remitente original');
    expect(flat(await pdfText(pdf))).toContain('GUÍA DE DEVOLUCIÓN RSBX2611249302413224');
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, title: 'Guía de devolución RSBX2611249302413224' });
    expect((await pdfInfo(pdf)).raw).toMatch(/Author:\s+Envíos MX/);
    const sample = await renderLabelPdf({ ...buildLabelModel(order(), 'shipping', service)!, kind: 'sample' });
    expect(flat(await pdfText(sample))).toContain('MUESTRA · vista previa sin valor para envío');
  });

  it('embeds the logo only on a white-label label that has one, and then prints the brand name only in the metadata', async () => {
    const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#e63946' } })
      .png()
      .toBuffer();
    const withLogo = await renderLabelPdf(
      buildLabelModel(order(), 'shipping', toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'Tienda Ñandú', logo }))!,
    );
    expect(await pdfImageCount(withLogo)).toBe(1);
    // the logo carries the brand: its name is not printed beside it a second time
    expect(flat(await pdfText(withLogo))).not.toContain('Ñandú');
    expect(flat(await pdfText(withLogo))).not.toContain('Envíos MX');
    expect((await pdfInfo(withLogo)).raw).toMatch(/Author:\s+Tienda Ñandú/);
    // without a logo the name is the brand
    const nameOnly = await renderLabelPdf(
      buildLabelModel(
        order(),
        'shipping',
        toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'Tienda Ñandú', logo: null }),
      )!,
    );
    expect(flat(await pdfText(nameOnly))).toContain('Tienda Ñandú');
    expect(await pdfImageCount(await renderLabelPdf(buildLabelModel(order(), 'shipping', service)!))).toBe(0);
  });

  it('merges into one readable PDF with every label’s guide (the batch file)', async () => {
    const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const whiteLabel = toLabelBranding({ name: 'Org', whiteLabelEnabled: true, brandName: 'Tienda', logo });
    const orders = [order(), order({ status: 'cancelled' }), order({ isCod: true, codAmountCentavos: 5000 })];
    async function* pages() {
      for (const [i, o] of orders.entries()) yield await renderLabelPdf(buildLabelModel(o, 'shipping', i === 1 ? whiteLabel : service)!);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of mergePdfPages(pages(), { title: 'Guías del lote', author: 'Envíos MX' })) chunks.push(chunk);
    const merged = Buffer.concat(chunks);
    expect(await pdfInfo(merged)).toMatchObject({ pages: 3, widthPt: 288, heightPt: 432 });
    const text = flat(await pdfText(merged));
    for (const o of orders) expect(text).toContain(o.guideNumber!);
    expect(text).toContain('COBRAR $50.00 MXN');
    expect(await pdfImageCount(merged)).toBe(1);
  });
});
