// The simulated FedEx label: a one-page 4x6 in PDF (288x432 pt) with the tracking number and both cities in
// Helvetica, small and valid (the offsets of its cross-reference table are computed), returned base64 where the
// Ship API puts it (pieceResponses[].packageDocuments[].encodedLabel). ZPLII gets a ZPL text of the same content.

/** PDF text strings: ASCII only (accents dropped), with ( ) \ escaped. */
function pdfText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

export type LabelContent = { trackingNumber: string; serviceName: string; from: string; to: string };

export function labelPdf(content: LabelContent): Buffer {
  const lines = [
    ['FedEx (simulador)', 20, 396],
    [content.serviceName, 12, 370],
    [`TRK# ${content.trackingNumber}`, 16, 330],
    [`De: ${content.from}`, 10, 290],
    [`Para: ${content.to}`, 10, 270],
  ] as const;
  const stream = lines.map(([text, size, y]) => `BT /F1 ${size} Tf 18 ${y} Td (${pdfText(text)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function labelZpl(content: LabelContent): Buffer {
  const zpl = [
    '^XA',
    '^FO40,40^A0N,40,40^FDFedEx (simulador)^FS',
    `^FO40,100^A0N,28,28^FD${content.serviceName}^FS`,
    `^FO40,160^A0N,36,36^FDTRK# ${content.trackingNumber}^FS`,
    `^FO40,240^A0N,24,24^FDDe: ${content.from}^FS`,
    `^FO40,280^A0N,24,24^FDPara: ${content.to}^FS`,
    `^FO40,340^BCN,120,Y,N,N^FD${content.trackingNumber}^FS`,
    '^XZ',
  ].join('\n');
  return Buffer.from(zpl, 'utf8');
}
