// A one-page PDF written directly: a page of drawing operators (rectangles, text in the two standard fonts,
// images, clipping, one opacity) and the few objects around it. The labels' layout is fixed (4x6 inches, every
// block's place known), so it needs none of a general layout engine. The file is the classic kind (a
// cross-reference table, no object streams) that lib/labels/merged-pdf.ts splices into batch files.
//
// Coordinates are in points from the page's top-left corner, y downwards (as a layout reads); the page
// turns them into PDF's bottom-up space when it writes each operator.
import { deflateSync } from 'node:zlib';
import { pdfHexString, type FontName } from './fonts';

/** An image ready for the PDF: its samples deflated (8 bits per component). */
export type PdfImage = { width: number; height: number; colorSpace: 'DeviceRGB' | 'DeviceGray'; deflated: Buffer };

/** `condensed`: horizontal scale of the glyphs (PDF's Tz), 1 when absent. */
export type TextOptions = { letterSpacing?: number; white?: boolean; condensed?: number };

const FONT_KEYS: Record<FontName, string> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' };

/** Numbers as PDF writes them: at most 3 decimals, no exponent. */
function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export class PdfPage {
  private readonly ops: string[] = [];
  private readonly images: PdfImage[] = [];
  private usesOpacity = false;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A filled rectangle, black or white. */
  rect(x: number, y: number, w: number, h: number, white = false): void {
    this.ops.push(`${white ? 1 : 0} g ${n(x)} ${n(this.height - y - h)} ${n(w)} ${n(h)} re f`);
  }

  /** Many black rectangles in one fill (barcode bars, QR modules): [x, y, w, h] in points. */
  rects(list: Iterable<[number, number, number, number]>): void {
    let path = '0 g';
    for (const [x, y, w, h] of list) path += ` ${n(x)} ${n(this.height - y - h)} ${n(w)} ${n(h)} re`;
    this.ops.push(`${path} f`);
  }

  /** A rectangle's outline of `lineWidth`, drawn inside the rectangle (as a CSS border). */
  frame(x: number, y: number, w: number, h: number, lineWidth: number): void {
    const half = lineWidth / 2;
    this.ops.push(`0 G ${n(lineWidth)} w ${n(x + half)} ${n(this.height - y - h + half)} ${n(w - lineWidth)} ${n(h - lineWidth)} re S`);
  }

  /** Text starting at x with its baseline at y. */
  text(x: number, baseline: number, text: string, font: FontName, size: number, options: TextOptions = {}): void {
    // the horizontal scale is part of the graphics state, like Tc: set back after a condensed run
    const scale = options.condensed !== undefined && options.condensed !== 1 ? n(options.condensed * 100) : null;
    this.ops.push(
      `${options.white ? 1 : 0} g BT /${FONT_KEYS[font]} ${n(size)} Tf ${n(options.letterSpacing ?? 0)} Tc ${scale ? `${scale} Tz ` : ''}` +
        `1 0 0 1 ${n(x)} ${n(this.height - baseline)} Tm ${pdfHexString(text)} Tj${scale ? ' 100 Tz' : ''} ET`,
    );
  }

  /** The image stretched over the rectangle. */
  image(image: PdfImage, x: number, y: number, w: number, h: number): void {
    let index = this.images.indexOf(image);
    if (index === -1) index = this.images.push(image) - 1;
    this.ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(this.height - y - h)} cm /Im${index + 1} Do Q`);
  }

  /** Runs `draw` with nothing painted outside the rectangle. */
  clipped(x: number, y: number, w: number, h: number, draw: () => void): void {
    this.ops.push(`q ${n(x)} ${n(this.height - y - h)} ${n(w)} ${n(h)} re W n`);
    draw();
    this.ops.push('Q');
  }

  /**
   * Runs `draw` translucent (`opacity` of the one the page declares), rotated `degrees` counter-clockwise around
   * (cx, cy); inside, coordinates are relative to that centre, y still downwards.
   */
  rotated(cx: number, cy: number, degrees: number, draw: (page: PdfPage) => void): void {
    const rad = (degrees * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    this.usesOpacity = true;
    // The inner page's "height" is 0, so its y maps to -y: the rotation's frame with y pointing down.
    const inner = new PdfPage(this.width, 0);
    draw(inner);
    this.ops.push(`q /GS1 gs ${n(cos)} ${n(sin)} ${n(-sin)} ${n(cos)} ${n(cx)} ${n(this.height - cy)} cm`, ...inner.ops, 'Q');
  }

  /** The whole file. `info` goes into the document information (title, author). */
  toPdf(info: { title: string; author: string; language: string }, opacity = 0.25): Buffer {
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    const imageRefs = this.images.map((_, i) => `/Im${i + 1} ${8 + i} 0 R`).join(' ');
    const infoNum = 8 + this.images.length;
    const objects: (string | [string, Buffer])[] = [
      `<< /Type /Catalog /Pages 2 0 R /Lang ${textString(info.language)} >>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(this.width)} ${n(this.height)}] /Contents 4 0 R ` +
        `/Resources << /ProcSet [/PDF /Text /ImageB /ImageC] /Font << /F1 5 0 R /F2 6 0 R >>` +
        `${this.usesOpacity ? ' /ExtGState << /GS1 7 0 R >>' : ''}${imageRefs ? ` /XObject << ${imageRefs} >>` : ''} >> >>`,
      [`<< /Length ${content.length} /Filter /FlateDecode >>`, content],
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      `<< /Type /ExtGState /ca ${n(opacity)} /CA ${n(opacity)} >>`,
      ...this.images.map((image): [string, Buffer] => [
        `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /${image.colorSpace} ` +
          `/BitsPerComponent 8 /Filter /FlateDecode /Length ${image.deflated.length} >>`,
        image.deflated,
      ]),
      `<< /Title ${textString(info.title)} /Author ${textString(info.author)} /Creator ${textString(info.author)} /Producer ${textString(info.author)} >>`,
    ];
    return assemble(objects, infoNum);
  }
}

/** A PDF text string of any Unicode text: UTF-16BE with its byte-order mark, in hex. */
function textString(text: string): string {
  return `<${Buffer.from(`\ufeff${text}`, 'utf16le').swap16().toString('hex')}>`;
}

function assemble(objects: (string | [string, Buffer])[], infoNum: number): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const parts =
      typeof object === 'string'
        ? [Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1')]
        : [Buffer.from(`${i + 1} 0 obj\n${object[0]}\nstream\n`, 'latin1'), object[1], Buffer.from('\nendstream\nendobj\n', 'latin1')];
    for (const part of parts) {
      chunks.push(part);
      offset += part.length;
    }
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) xref += `${String(at).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNum} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
