// Text of an uploaded file as a spreadsheet saved it: UTF-8 with or without BOM, UTF-16 with BOM ("Texto
// Unicode" in Excel), or Windows-1252 (Excel's "CSV" in Spanish on Windows, also Latin-1's printable range).
// Bytes that are not valid UTF-8 are read as Windows-1252, so "Núñez" arrives as written either way.
import iconv from 'iconv-lite';

export type DecodedText = { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' };

export function decodeText(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return { text: buffer.subarray(3).toString('utf8'), encoding: 'utf-8' };
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'win1252'), encoding: 'windows-1252' };
  }
}
