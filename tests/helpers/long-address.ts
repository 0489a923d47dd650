// An order with every address part at its longest accepted value (lib/orders/schemas.ts ADDRESS_LIMITS), in
// capitals (the widest ordinary text), and the ways to read those parts back from a label: the PDF's words with
// their boxes (poppler's pdftotext -bbox) and the ZPL's ^FD fields. Used by tests/api/labels-long-address.test.ts
// and the Playwright spec e2e/label-long-address.spec.ts.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADDRESS_LIMITS } from '../../lib/orders/schemas';

/** Words repeated to exactly `length` characters (the last word cut), never ending in a space. */
export function textOf(length: number, words: string): string {
  let text = words;
  while (text.length < length) text += ` ${words}`;
  text = text.slice(0, length);
  // a cut that ends on a space would be trimmed by the schema: end on a letter instead
  return text.endsWith(' ') ? `${text.slice(0, -1)}X` : text;
}

/** 25 characters, 14 digits: the longest phone the schema accepts. */
export const LONGEST_PHONE = '+52 (999) 123 - 4567 (01)';

const L = ADDRESS_LIMITS;

/** One address with every part at its longest; `tag` tells the sender's parts from the recipient's. */
export function longestAddress(tag: 'R' | 'D') {
  return {
    contactName: textOf(L.contactName, `${tag} DISTRIBUIDORA DE MATERIALES PARA LA CONSTRUCCIÓN DEL BAJÍO`),
    contactPhone: LONGEST_PHONE,
    street: textOf(
      L.street,
      `${tag} AV. LIC. ADOLFO LÓPEZ MATEOS PONIENTE ENTRE CALZADA INDEPENDENCIA Y PRIVADA NIÑOS HÉROES DE CHAPULTEPEC`,
    ),
    exteriorNumber: textOf(L.exteriorNumber, `${tag}192 KM 12.5 LOTE`),
    interiorNumber: textOf(L.interiorNumber, `${tag} EDIF. C DEPTO 101`),
    neighborhood: textOf(L.neighborhood, `${tag} FRACCIONAMIENTO RESIDENCIAL LOMAS DEL BOSQUE SEGUNDA SECCIÓN`),
    city: textOf(L.city, `${tag} DOLORES HIDALGO CUNA DE LA INDEPENDENCIA NACIONAL`),
    // the longest of the names states are stored under (lib/orders/mexican-states.ts)
    state: 'Baja California Sur',
    postalCode: tag === 'R' ? '23000' : '23400',
  };
}

/** A POST /orders body with every address part (and the recipient's name, phone and instructions) at its longest. */
export function longestOrderBody(options: { reference: string; receiver?: boolean }) {
  return {
    pickupAddress: { ...longestAddress('R'), email: 'bodega@example.com' },
    deliveryAddress: {
      ...longestAddress('D'),
      deliveryInstructions: textOf(L.deliveryInstructions, 'PORTÓN VERDE ENTRE LA FARMACIA Y LA TIENDA DE ABARROTES, TOCAR FUERTE'),
    },
    ...(options.receiver === false
      ? {}
      : {
          receiverName: textOf(L.contactName, 'JOSÉ ÁNGEL MUÑOZ GÜEMES DE LA SANTÍSIMA TRINIDAD'),
          receiverPhone: '+52 (999) 765 - 4321 (02)',
        }),
    package: { weight: 2.5, dimensions: { length: 40, width: 30, height: 20 }, contentDescription: 'Artesanías de cerámica' },
    internalReference: options.reference,
    isCod: true,
    // the amount to collect takes its box at the bottom, whatever its size: the label with the least room
    codAmount: 1_234.5,
  };
}

type Address = ReturnType<typeof longestAddress> & { deliveryInstructions?: string };

/** Every part of an address as the label must print it, whole. */
export function addressParts(address: Address, who: { name?: string; phone?: string } = {}): Record<string, string> {
  return {
    name: who.name ?? address.contactName,
    phone: who.phone ?? address.contactPhone,
    street: address.street,
    exteriorNumber: address.exteriorNumber,
    interiorNumber: address.interiorNumber,
    neighborhood: `Col. ${address.neighborhood}`,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    ...(address.deliveryInstructions ? { deliveryInstructions: address.deliveryInstructions } : {}),
  };
}

/** The parts of both addresses a shipping label of `body` prints (the receiver's name and phone stand for the contact's). */
export function labelParts(body: ReturnType<typeof longestOrderBody>): Record<string, string> {
  const sender = addressParts(body.pickupAddress);
  const recipient = addressParts(body.deliveryAddress, { name: body.receiverName, phone: body.receiverPhone });
  return {
    ...Object.fromEntries(Object.entries(sender).map(([k, v]) => [`pickupAddress.${k}`, v])),
    ...Object.fromEntries(Object.entries(recipient).map(([k, v]) => [`deliveryAddress.${k}`, v])),
  };
}

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** The page's words in reading order with their boxes in points from the top-left corner (pdftotext -bbox). */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'label-words-'));
  try {
    const file = path.join(dir, 'label.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 16 * 1024 * 1024 });
    const unescape = (s: string) =>
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: unescape(m[5]),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Helvetica's glyph box (ascender - descender) as a share of the type size: a word's height / this = its size. */
export const GLYPH_BOX = 0.925;

/** The names of the parts a block's text (one line) does not hold whole. */
export const missingParts = (text: string, parts: Record<string, string>) =>
  Object.entries(parts)
    .filter(([, value]) => !text.includes(value))
    .map(([name]) => name);

/** A shipping label's parts split by block ("pickupAddress." and "deliveryAddress." names, without the prefix). */
export function partsByBlock(parts: Record<string, string>) {
  const of = (prefix: string) =>
    Object.fromEntries(
      Object.entries(parts)
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, v]) => [k.slice(prefix.length), v]),
    );
  return { sender: of('pickupAddress.'), recipient: of('deliveryAddress.') };
}

/**
 * The address blocks of a PDF label as a reader sees them: the words between REMITENTE and the top of what is
 * anchored at the bottom (the amount to collect, or the barcode over the guide number), so a line drawn under the
 * barcode or cut off by the recipient's clip does not count; each block as one line of text.
 */
export function pdfAddressBlocks(words: PdfWord[]) {
  const index = (text: string) => words.findIndex((w) => w.text === text);
  const cod = words.find((w) => w.text === 'COBRAR');
  const guide = words.find((w) => w.text === 'GUÍA');
  if (!guide) throw new Error('the label has no guide number');
  // the COD frame starts about 6 pt above its text and the addresses end 5 pt above the frame; the barcode
  // (44 pt, 5 pt under its top) stands over the guide number
  const limit = cod ? cod.yMin - 10 : guide.yMin - 52;
  const senderAt = index('REMITENTE');
  const recipientAt = index('DESTINATARIO');
  if (senderAt === -1 || recipientAt < senderAt) throw new Error('the label has no REMITENTE and DESTINATARIO blocks');
  // the CANCELADA stamp's letters (44 pt, rotated) fall between the lines; no address text is that tall
  const visible = (from: number, to: number) => words.slice(from + 1, to).filter((w) => w.yMax <= limit && w.yMax - w.yMin < 28);
  const end = words.findIndex((w, i) => i > recipientAt && w.yMin > limit);
  const sender = visible(senderAt, recipientAt);
  const recipient = visible(recipientAt, end === -1 ? words.length : end);
  // The postal code stands large beside the city's lines; a reader takes it between them, so it is read on its own.
  const line = (list: PdfWord[]) => {
    const at = list.findIndex((w, i) => w.text === 'C.P.' && list[i + 1] && w.yMax - w.yMin > 10);
    const postal = at === -1 ? [] : list.splice(at, 2);
    return [...list, ...postal].map((w) => w.text).join(' ');
  };
  return { sender: line([...sender]), recipient: line([...recipient]), words: [...sender, ...recipient] };
}

/** The ZPL label's text fields: origin, font height and width, box width and lines, and the field data (^FH unescaped). */
export type ZplField = { x: number; y: number; height: number; width: number; boxWidth: number; lines: number; text: string };

export function zplFields(zpl: string): ZplField[] {
  const unhex = (s: string) => s.replace(/\\([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return [...zpl.matchAll(/\^FO(\d+),(\d+)\^A0N,(\d+),(\d+)\^FB(\d+),(\d+),\d+,[LCR](?:\^FR)?\^FH\\\^FD(.*?)\^FS/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    height: Number(m[3]),
    width: Number(m[4]),
    boxWidth: Number(m[5]),
    lines: Number(m[6]),
    text: unhex(m[7]),
  }));
}
