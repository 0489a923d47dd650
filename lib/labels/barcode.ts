// The guide number as a Code 128 symbol (bwip-js's encoder): its bars in module units, drawn as vector shapes on
// the PDF label (label-pdf.ts) so nothing is rasterised, and its width for centring the ZPL label's own ^BC.
import bwipjs from 'bwip-js/node';

/** Quiet zone on each side, in modules: Code 128 needs at least 10. */
export const QUIET_ZONE_MODULES = 10;

/** Each bar as [x, width] in modules from the left edge of the quiet zone; `modules` includes both quiet zones. */
export type Barcode = { bars: [number, number][]; modules: number };

/** The Code 128 symbol for `text`, automatic subset selection. */
export function code128(text: string): Barcode {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as unknown as { sbs: number[] }[];
  const bars: [number, number][] = [];
  let x = QUIET_ZONE_MODULES;
  symbol.sbs.forEach((width, i) => {
    // sbs alternates bar, space, bar, … starting with a bar
    if (i % 2 === 0) bars.push([x, width]);
    x += width;
  });
  return { bars, modules: x + QUIET_ZONE_MODULES };
}

/** The width in modules (quiet zones included) of the symbol for `text`. */
export function code128Modules(text: string): number {
  return code128(text).modules;
}
