// Text of an uploaded file as a spreadsheet saved it: UTF-8 with or without BOM, UTF-16 with BOM ("Texto
// Unicode" in Excel), or Windows-1252 (Excel's "CSV" in Spanish on Windows, also Latin-1's printable range).
// Bytes that are not valid UTF-8 are read as Windows-1252, so "Núñez" arrives as written either way.
// TextDecoder only (WHATWG encodings; Node has them all with its full ICU): the server (lib/batches/parse-csv.ts)
// and the browser's preview (app/(dashboard)/dashboard/lotes/_lib/read-csv.ts) read a file the same way.

export type DecodedText = { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' };

// the BOM is cut here, so the decoders keep whatever follows it
const decode = (encoding: DecodedText['encoding'], bytes: Uint8Array) => new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: decode('utf-8', bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decode('windows-1252', bytes), encoding: 'windows-1252' };
  }
}
