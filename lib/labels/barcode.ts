// The guide number as a Code 128 barcode image (bwip-js), for the PDF label.
import bwipjs from 'bwip-js/node';

/** Quiet zone on each side, in modules: Code 128 needs at least 10. */
export const QUIET_ZONE_MODULES = 10;
const PIXELS_PER_MODULE = 3;

export type Barcode = { png: Buffer; modules: number };

/**
 * A black-on-white Code 128 PNG with its quiet zones, and its width in modules (quiet zones included) so
 * the layout can give every bar the same whole width. The human-readable text is drawn by the label itself.
 */
export async function renderCode128(text: string): Promise<Barcode> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: PIXELS_PER_MODULE,
    height: 6, // mm before scaling; the label stretches it vertically, which does not change the bars
    includetext: false,
    paddingwidth: QUIET_ZONE_MODULES,
    backgroundcolor: 'FFFFFF',
  });
  // IHDR width, big-endian at byte 16 of every PNG
  const widthPx = png.readUInt32BE(16);
  return { png, modules: Math.round(widthPx / PIXELS_PER_MODULE) };
}

/**
 * The width in modules (quiet zones included) of the Code 128 symbol for `text`, as renderCode128 draws it,
 * without drawing it: the ZPL label only needs the width to centre the printer's own ^BC barcode, and encoding a
 * PNG for that was most of a ZPL label's cost (about 30 times the encoding alone).
 */
export function code128Modules(text: string): number {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  return symbol.sbs.reduce((sum, width) => sum + width, 0) + 2 * QUIET_ZONE_MODULES;
}
