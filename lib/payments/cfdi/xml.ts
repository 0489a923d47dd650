// The CFDI 4.0 XML of a document (./document.ts), UTF-8, the elements and attributes in cfdv40.xsd's order. The
// Sello is the seal of the cadena original (./seal.ts).
import type { CfdiDocument, CfdiTransfer } from './document';

export const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
export const CFDI_SCHEMA_LOCATION = 'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';

/** An attribute value escaped for XML (whitespace other than a space is kept as a character reference). */
export function xmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

const attributes = (pairs: Array<[string, string]>) => pairs.map(([k, v]) => ` ${k}="${xmlAttribute(v)}"`).join('');
const traslado = (t: CfdiTransfer) => `<cfdi:Traslado${attributes(Object.entries(t))}/>`;

export function cfdiXml(doc: CfdiDocument, sello: string): string {
  const [version, ...rest] = doc.comprobante;
  const head = attributes([
    ['xmlns:cfdi', CFDI_NAMESPACE],
    ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
    ['xsi:schemaLocation', CFDI_SCHEMA_LOCATION],
    version,
    ...rest.slice(0, 5),
    ['Sello', sello],
    ['Certificado', doc.certificate],
    ...rest.slice(5),
  ]);
  const conceptos = doc.conceptos
    .map(
      (c) =>
        `<cfdi:Concepto${attributes(c.attributes)}><cfdi:Impuestos><cfdi:Traslados>${traslado(c.traslado)}</cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<cfdi:Comprobante${head}>` +
    (doc.related
      ? `<cfdi:CfdiRelacionados TipoRelacion="${xmlAttribute(doc.related.type)}">${doc.related.uuids
          .map((uuid) => `<cfdi:CfdiRelacionado UUID="${xmlAttribute(uuid)}"/>`)
          .join('')}</cfdi:CfdiRelacionados>`
      : '') +
    `<cfdi:Emisor${attributes(doc.emisor)}/>` +
    `<cfdi:Receptor${attributes(doc.receptor)}/>` +
    `<cfdi:Conceptos>${conceptos}</cfdi:Conceptos>` +
    `<cfdi:Impuestos TotalImpuestosTrasladados="${doc.impuestos.totalImpuestosTrasladados}"><cfdi:Traslados>${traslado(doc.impuestos.traslado)}</cfdi:Traslados></cfdi:Impuestos>` +
    '</cfdi:Comprobante>'
  );
}
