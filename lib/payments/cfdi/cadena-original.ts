// The cadena original of a CFDI 4.0 (Anexo 20, the order of the SAT's cadenaoriginal_4_0.xslt): "||", then every
// present attribute's value with its whitespace collapsed (normalize-space), separated by "|", then "||". Written from
// the document's data; tests/jobs/invoices-build.test.ts compares it with the SAT's own XSLT run by xsltproc.
import type { CfdiDocument, CfdiTransfer } from './document';

const normalizeSpace = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

const transferValues = (t: CfdiTransfer) => [t.Base, t.Impuesto, t.TipoFactor, t.TasaOCuota, t.Importe];

export function cadenaOriginal(doc: CfdiDocument): string {
  const values: string[] = [
    ...doc.comprobante.map(([, v]) => v),
    // CfdiRelacionados: TipoRelacion, then each CfdiRelacionado's UUID (the XSLT's order, before Emisor)
    ...(doc.related ? [doc.related.type, ...doc.related.uuids] : []),
    ...doc.emisor.map(([, v]) => v),
    ...doc.receptor.map(([, v]) => v),
    ...doc.conceptos.flatMap((c) => [...c.attributes.map(([, v]) => v), ...transferValues(c.traslado)]),
    // the Comprobante's Impuestos: its Traslado, then TotalImpuestosTrasladados
    ...transferValues(doc.impuestos.traslado),
    doc.impuestos.totalImpuestosTrasladados,
  ];
  // an optional attribute that is empty is left out, as the XSLT's "Opcional" does
  return `||${values
    .map(normalizeSpace)
    .filter((v) => v !== '')
    .join('|')}||`;
}
