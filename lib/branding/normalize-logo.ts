// Checks an uploaded logo by its content and re-encodes it, so what is stored is always a small, clean PNG
// that label rendering can trust (a broken or hostile upload fails here, never later on a label).
import sharp from 'sharp';
import { DomainError } from '@/lib/platform/errors/domain-error';

export const MAX_LOGO_BYTES = 1024 * 1024;
/** The stored logo fits in this box (pixels); the label prints it at most 110 x 32 pt. */
export const LOGO_BOX = { width: 600, height: 200 } as const;
/** Refuses decompression bombs: a small file that claims an enormous canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export type NormalizedLogo = { png: Buffer; width: number; height: number };

const invalid = (message: string) => new DomainError('validation_error', message);

function sniff(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

export async function normalizeLogo(bytes: Buffer): Promise<NormalizedLogo> {
  if (bytes.length === 0) throw invalid('El archivo del logotipo está vacío.');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw invalid(`El logotipo pesa ${(bytes.length / (1024 * 1024)).toFixed(1)} MB; el máximo es 1 MB.`);
  }
  const format = sniff(bytes);
  if (!format) throw invalid('El logotipo debe ser una imagen PNG o JPEG.');
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== format) throw invalid('El logotipo debe ser una imagen PNG o JPEG.');
    const { data, info } = await image
      .rotate() // honour the EXIF orientation before the metadata is dropped
      .flatten({ background: '#ffffff' }) // labels are printed on white; transparency would print unpredictably
      .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (/pixel limit/i.test(String((error as Error)?.message))) {
      throw invalid('El logotipo tiene demasiados píxeles; usa una imagen de a lo más 600 × 200 píxeles.');
    }
    throw invalid('El logotipo está dañado o incompleto: no se pudo leer la imagen.');
  }
}
