// Every Code 128 barcode on page 1 of a PDF, as a scanner passing over each line would read them: the page
// rendered by poppler (pdftoppm), then each pixel row binarized and decoded by @zxing/library's Code 128 row
// reader. Suits sheets where no two barcodes share a row of pixels (a manifest's guide column); tests/helpers/pdf.ts
// decodeCode128 finds one barcode on a page.
import { BarcodeFormat, BitArray, Code128Reader, DecodeHintType } from '@zxing/library';
import { PNG } from 'pngjs';
import { pdfToPng } from './pdf';

/** The distinct texts decoded on page 1 at `dpi`, top to bottom, each with how many pixel rows read it. */
export async function decodeAllCode128(pdf: Buffer, dpi = 203): Promise<{ text: string; rows: number }[]> {
  const png = PNG.sync.read(await pdfToPng(pdf, dpi));
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  const reader = new Code128Reader();
  const found = new Map<string, number>();
  for (let y = 0; y < png.height; y++) {
    const row = new BitArray(png.width);
    let dark = 0;
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] * 299 + png.data[i + 1] * 587 + png.data[i + 2] * 114 < 128_000) {
        row.set(x);
        dark++;
      }
    }
    if (dark === 0) continue;
    try {
      const text = reader.decodeRow(y, row, hints).getText();
      found.set(text, (found.get(text) ?? 0) + 1);
    } catch {
      // no barcode across this row of pixels
    }
  }
  return [...found].map(([text, rows]) => ({ text, rows }));
}
