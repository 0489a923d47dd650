// Reads PDFs back the way a person or a scanner would: poppler's pdfinfo, pdftotext and pdftoppm, and a
// Code 128 decoder (@zxing/library) over the rendered page.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BarcodeFormat, BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Buffer, fn: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'label-test-'));
  try {
    const file = path.join(dir, 'label.pdf');
    await writeFile(file, pdf);
    return await fn(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type PdfInfo = { pages: number; widthPt: number; heightPt: number; title: string; raw: string };

/** pdfinfo: fails when the file is not a PDF poppler can parse. */
export async function pdfInfo(pdf: Buffer): Promise<PdfInfo> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]),
      widthPt: Number(size?.[1]),
      heightPt: Number(size?.[2]),
      title: /Title:\s+(.*)/.exec(stdout)?.[1]?.trim() ?? '',
      raw: stdout,
    };
  });
}

/** pdftotext in reading order (no layout), UTF-8. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
}

/** pdftotext -layout, UTF-8: each table row of a page stays on one line, whatever the reading-order heuristics. */
export async function pdfLayoutText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** How many images the PDF embeds (pdfimages -list; transparency masks are not counted). */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    // two header lines, then one line per image or mask: "page num type ..."
    return stdout
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
  });
}

/** Page 1 rasterized by pdftoppm at `dpi`, as PNG bytes. */
export async function pdfToPng(pdf: Buffer, dpi = 203): Promise<Buffer> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    return readFile(path.join(dir, 'page.png'));
  });
}

/**
 * Finds and decodes a Code 128 barcode on page 1, as a scanner would: the page at 203 dpi (a thermal
 * printer's resolution), searched row by row. Null when nothing decodes.
 */
export async function decodeCode128(pdf: Buffer, dpi = 203): Promise<string | null> {
  const png = PNG.sync.read(await pdfToPng(pdf, dpi));
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = (png.data[i * 4] * 299 + png.data[i * 4 + 1] * 587 + png.data[i * 4 + 2] * 114) / 1000;
  }
  const source = new RGBLuminanceSource(luminance, png.width, png.height);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return new Code128Reader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}
