// White-label branding: logo validation by content and re-encoding, brand settings, the sample label,
// and the org:set-logo command run as a real process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { organizations } from '@/db/schema';
import { setBrandingSchema, type SetBrandingInput } from '@/lib/branding/schemas';
import { getBranding, setBranding } from '@/lib/branding/set-branding';
import { getOrganizationLogo, removeOrganizationLogo, setOrganizationLogo } from '@/lib/branding/set-organization-logo';
import { LOGO_BOX, MAX_LOGO_BYTES } from '@/lib/branding/normalize-logo';
import { renderSampleLabel } from '@/lib/labels/render-sample-label';
import { runCli } from '../helpers/cli';
import { createTestOrg } from '../helpers/fixtures';
import { withHttpStatus } from '../helpers/http-status';
import { pdfImageCount, pdfInfo, pdfText } from '../helpers/pdf';

const db = () => getDb();

const solidPng = (width: number, height: number, background = '#1f6feb') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Random pixels barely compress: a real PNG well over 1 MB. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

async function storedLogo(orgId: string) {
  const [row] = await db()
    .select({ logo: organizations.logo, mime: organizations.logoMimeType, at: organizations.logoUpdatedAt })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row;
}

describe('setOrganizationLogo', () => {
  it('accepts a PNG and stores it as a bounded PNG without metadata', async () => {
    const org = await createTestOrg();
    const big = await sharp({ create: { width: 1800, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await solidPng(600, 200, '#d62828'), left: 600, top: 50 }])
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto del cliente' } } })
      .png()
      .toBuffer();
    const result = await setOrganizationLogo(db(), { organizationId: org.id, bytes: big });
    expect(result).toMatchObject({ mimeType: 'image/png', width: 600, height: 100 });
    const row = await storedLogo(org.id);
    expect(row.mime).toBe('image/png');
    expect(row.at).toBeInstanceOf(Date);
    const meta = await sharp(row.logo!).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeLessThanOrEqual(LOGO_BOX.width);
    expect(meta.height).toBeLessThanOrEqual(LOGO_BOX.height);
    expect(meta.exif).toBeUndefined();
    // transparency is flattened onto white: the label is printed on white paper
    expect(meta.hasAlpha).toBe(false);
    const { data } = await sharp(row.logo!).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });

  it('accepts a JPEG and re-encodes it to PNG', async () => {
    const org = await createTestOrg();
    const jpeg = await sharp({ create: { width: 320, height: 120, channels: 3, background: '#2a9d8f' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const result = await setOrganizationLogo(db(), { organizationId: org.id, bytes: jpeg });
    expect(result).toMatchObject({ mimeType: 'image/png', width: 320, height: 120 });
    const row = await storedLogo(org.id);
    expect(row.logo!.subarray(1, 4).toString()).toBe('PNG');
    expect(row.logo!.equals(jpeg)).toBe(false);
  });

  it('refuses what is not a PNG or JPEG, judged by content, with Spanish errors, and keeps the previous logo', async () => {
    const org = await createTestOrg();
    await setOrganizationLogo(db(), { organizationId: org.id, bytes: await solidPng(100, 40) });
    const before = await storedLogo(org.id);

    const png = await solidPng(400, 200);
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const cases: Array<[string, Buffer, RegExp]> = [
      ['empty', Buffer.alloc(0), /^El archivo del logotipo está vacío\.$/],
      ['text', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), /^El logotipo debe ser una imagen PNG o JPEG\.$/],
      ['GIF', gif, /^El logotipo debe ser una imagen PNG o JPEG\.$/],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), /^El logotipo está dañado o incompleto/],
      ['PNG header only', png.subarray(0, 40), /^El logotipo está dañado o incompleto/],
      ['over 1 MB', await noisePng(700, 700), /^El logotipo pesa 1\.\d MB; el máximo es 1 MB\.$/],
    ];
    for (const [name, bytes, message] of cases) {
      const error = await withHttpStatus(setOrganizationLogo(db(), { organizationId: org.id, bytes })).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toMatchObject({ status: 400, code: 'validation_error' });
      expect((error as Error).message, name).toMatch(message);
    }
    expect(cases[5][1].length).toBeGreaterThan(MAX_LOGO_BYTES);
    const after = await storedLogo(org.id);
    expect(after.logo!.equals(before.logo!)).toBe(true);
    expect(after.at!.getTime()).toBe(before.at!.getTime());
  });

  it('refuses a decompression bomb (a small file whose header claims a huge canvas)', async () => {
    const org = await createTestOrg();
    const bomb = Buffer.from(await solidPng(16, 16));
    // IHDR data (width, height, ...) starts at byte 16; its CRC covers the chunk type and data (bytes 12..28)
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(bomb.length).toBeLessThan(MAX_LOGO_BYTES);
    await expect(withHttpStatus(setOrganizationLogo(db(), { organizationId: org.id, bytes: bomb }))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/demasiados píxeles/),
    });
  });

  it('404 for an organization that does not exist; a logo can be removed', async () => {
    await expect(
      withHttpStatus(setOrganizationLogo(db(), { organizationId: '6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11', bytes: await solidPng(50, 50) })),
    ).rejects.toMatchObject({ status: 404, message: 'La organización no existe.' });
    const org = await createTestOrg();
    await setOrganizationLogo(db(), { organizationId: org.id, bytes: await solidPng(50, 50) });
    expect(await getOrganizationLogo(db(), { organizationId: org.id })).toMatchObject({ png: expect.any(Buffer) });
    await removeOrganizationLogo(db(), { organizationId: org.id });
    expect(await getOrganizationLogo(db(), { organizationId: org.id })).toBeNull();
    expect((await getBranding(db(), { organizationId: org.id })).hasLogo).toBe(false);
  });
});

describe('setBranding', () => {
  // As the branding form's server action runs it: the wrapper (lib/http/server-action.ts) parses the form first.
  const setFromForm = async (organizationId: string, form: SetBrandingInput) =>
    setBranding(db(), { organizationId, changes: setBrandingSchema.parse(form) });

  it('changes the brand name and the white-label switch independently', async () => {
    const org = await createTestOrg();
    expect(await getBranding(db(), { organizationId: org.id })).toEqual({
      whiteLabelEnabled: false,
      brandName: null,
      effectiveBrandName: org.name,
      hasLogo: false,
      logoMimeType: null,
      logoUpdatedAt: null,
    });
    expect(await setFromForm(org.id, { brandName: '  Tienda Ñu  ' })).toMatchObject({ brandName: 'Tienda Ñu', whiteLabelEnabled: false });
    expect(await setFromForm(org.id, { whiteLabelEnabled: true })).toMatchObject({
      brandName: 'Tienda Ñu',
      whiteLabelEnabled: true,
      effectiveBrandName: 'Tienda Ñu',
    });
    expect(await setFromForm(org.id, { brandName: null })).toMatchObject({ brandName: null, effectiveBrandName: org.name });
  });

  it('refuses an empty or too long brand name in Spanish', async () => {
    const org = await createTestOrg();
    await expect(setFromForm(org.id, { brandName: '   ' })).rejects.toThrow(/no puede estar vacío/);
    await expect(setFromForm(org.id, { brandName: 'x'.repeat(41) })).rejects.toThrow(/como máximo 40 caracteres/);
    await expect(withHttpStatus(setFromForm('6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11', { whiteLabelEnabled: true }))).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('renderSampleLabel', () => {
  it('previews the organization’s branding on a label marked MUESTRA', async () => {
    const org = await createTestOrg({ whiteLabel: true, brandName: 'Mercado Pingüino' });
    await setOrganizationLogo(db(), { organizationId: org.id, bytes: await solidPng(300, 100) });
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    const pdf = await renderSampleLabel(row);
    const info = await pdfInfo(pdf);
    expect(info).toMatchObject({ pages: 1, widthPt: 288, heightPt: 432 });
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('MUESTRA');
    // once: the sample's sender; the header shows the logo, which carries the brand, without the name beside it
    expect(text.split('Mercado Pingüino').length - 1).toBe(1);
    expect(text).not.toContain('Envíos MX');
    // the logo (barcode and tracking QR code are vector shapes)
    expect(await pdfImageCount(pdf)).toBe(1);

    const plain = (await pdfText(await renderSampleLabel({ ...row, whiteLabelEnabled: false }))).replace(/\s+/g, ' ');
    expect(plain).toContain('Envíos MX');
    expect(plain).not.toContain('Pingüino');
  });
});

describe('npm run cli -- org:set-logo', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'logo-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => runCli(args);

  it('stores a valid logo and prints what was stored', async () => {
    const org = await createTestOrg();
    const file = path.join(dir, 'logo.png');
    await writeFile(file, await solidPng(900, 300));
    const result = await cli('org:set-logo', '--org', org.id, '--file', file, '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      id: org.id,
      mimeType: 'image/png',
      width: 600,
      height: 200,
      logoUpdatedAt: expect.any(String),
    });
    expect((await storedLogo(org.id)).mime).toBe('image/png');
  });

  it('refuses a file that is not an image, a missing file and an unknown organization, in Spanish', async () => {
    const org = await createTestOrg();
    const notImage = path.join(dir, 'notas.txt');
    await writeFile(notImage, 'esto no es una imagen');
    const bad = await cli('org:set-logo', '--org', org.id, '--file', notImage, '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stderr)).toEqual({ error: 'El logotipo debe ser una imagen PNG o JPEG.' });
    const missing = await cli('org:set-logo', '--org', org.id, '--file', path.join(dir, 'no-existe.png'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/No se encontró el archivo/);
    const file = path.join(dir, 'ok.png');
    await writeFile(file, await solidPng(10, 10));
    const unknown = await cli('org:set-logo', '--org', '6f1c4f1e-3a8e-4c59-9d6e-2b0c9d1e0a11', '--file', file);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/La organización no existe/);
    expect((await storedLogo(org.id)).logo).toBeNull();
  });
});
