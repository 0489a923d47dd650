// The organization's logo as a PDF image, decoded once per logo and kept: the stored logo is a PNG flattened
// on white (lib/branding/normalize-logo.ts), so its pixels go into the PDF as deflated RGB (or grey) samples,
// and every later label of that organization reuses the same bytes instead of decoding the PNG again.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { PdfImage } from './pdf-document';

/** Logos kept decoded (a 600 x 200 logo is at most ~360 KB of samples before deflating, far less after). */
const MAX_LOGOS = 64;
const decoded = new Map<string, Promise<PdfImage>>();

async function decode(png: Buffer): Promise<PdfImage> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1;
  const samples = grey || info.channels === 3 ? data : await sharp(png).removeAlpha().toColourspace('srgb').raw().toBuffer();
  return { width: info.width, height: info.height, colorSpace: grey ? 'DeviceGray' : 'DeviceRGB', deflated: deflateSync(samples) };
}

/** The logo's PDF image, decoded on first use. */
export function logoImage(png: Buffer): Promise<PdfImage> {
  const key = createHash('sha256').update(png).digest('hex');
  let image = decoded.get(key);
  if (image) {
    decoded.delete(key); // most recently used last
  } else {
    image = decode(png);
    image.catch(() => decoded.delete(key));
  }
  decoded.set(key, image);
  if (decoded.size > MAX_LOGOS) decoded.delete(decoded.keys().next().value!);
  return image;
}
