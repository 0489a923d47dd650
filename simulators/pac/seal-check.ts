// The PAC simulator's own reading of a sealed CFDI 4.0 (written apart from the service's lib/payments/cfdi, as a PAC
// would): the cadena original in the order of the SAT's cadenaoriginal_4_0.xslt for the nodes a CFDI of Ingreso
// without complements has, and the check of the Sello with the certificate the XML carries.
import { createVerify, X509Certificate } from 'node:crypto';
import { DOMParser, type Element } from '@nodecfdi/cfdi-core';

export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';

const ORDER: Record<string, string[]> = {
  Comprobante: [
    'Version',
    'Serie',
    'Folio',
    'Fecha',
    'FormaPago',
    'NoCertificado',
    'CondicionesDePago',
    'SubTotal',
    'Descuento',
    'Moneda',
    'TipoCambio',
    'Total',
    'TipoDeComprobante',
    'Exportacion',
    'MetodoPago',
    'LugarExpedicion',
    'Confirmacion',
  ],
  InformacionGlobal: ['Periodicidad', 'Meses', 'Año'],
  Emisor: ['Rfc', 'Nombre', 'RegimenFiscal', 'FacAtrAdquirente'],
  Receptor: ['Rfc', 'Nombre', 'DomicilioFiscalReceptor', 'ResidenciaFiscal', 'NumRegIdTrib', 'RegimenFiscalReceptor', 'UsoCFDI'],
  Concepto: [
    'ClaveProdServ',
    'NoIdentificacion',
    'Cantidad',
    'ClaveUnidad',
    'Unidad',
    'Descripcion',
    'ValorUnitario',
    'Importe',
    'Descuento',
    'ObjetoImp',
  ],
  Traslado: ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'],
  Retencion: ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'],
};

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === CFDI_NS,
  );

export type ParsedCfdi = { root: Element; attr: (name: string) => string };

/** The Comprobante of a CFDI 4.0 XML, or null when the text is not one. */
export function parseCfdi(xml: string): ParsedCfdi | null {
  try {
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const root = doc.documentElement;
    if (!root || root.localName !== 'Comprobante' || root.namespaceURI !== CFDI_NS || root.getAttribute('Version') !== '4.0') return null;
    return { root, attr: (name) => root.getAttribute(name) ?? '' };
  } catch {
    return null;
  }
}

export function cadenaOriginal(root: Element): string {
  const out: string[] = [];
  const put = (el: Element, names: string[]) => {
    for (const name of names) {
      const value = (el.getAttribute(name) ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
      if (value !== '') out.push(value);
    }
  };
  put(root, ORDER.Comprobante);
  for (const el of children(root, 'InformacionGlobal')) put(el, ORDER.InformacionGlobal);
  for (const related of children(root, 'CfdiRelacionados')) {
    put(related, ['TipoRelacion']);
    for (const el of children(related, 'CfdiRelacionado')) put(el, ['UUID']);
  }
  for (const el of children(root, 'Emisor')) put(el, ORDER.Emisor);
  for (const el of children(root, 'Receptor')) put(el, ORDER.Receptor);
  for (const conceptos of children(root, 'Conceptos')) {
    for (const concepto of children(conceptos, 'Concepto')) {
      put(concepto, ORDER.Concepto);
      for (const impuestos of children(concepto, 'Impuestos')) {
        for (const t of children(impuestos, 'Traslados').flatMap((x) => children(x, 'Traslado'))) put(t, ORDER.Traslado);
        for (const r of children(impuestos, 'Retenciones').flatMap((x) => children(x, 'Retencion'))) put(r, ORDER.Retencion);
      }
    }
  }
  for (const impuestos of children(root, 'Impuestos')) {
    for (const r of children(impuestos, 'Retenciones').flatMap((x) => children(x, 'Retencion'))) put(r, ['Impuesto', 'Importe']);
    put(impuestos, ['TotalImpuestosRetenidos']);
    for (const t of children(impuestos, 'Traslados').flatMap((x) => children(x, 'Traslado'))) put(t, ORDER.Traslado);
    put(impuestos, ['TotalImpuestosTrasladados']);
  }
  return `||${out.join('|')}||`;
}

/** The certificate number as the SAT writes it: the serial's bytes are ASCII digits. */
export const certificateNumber = (certificate: X509Certificate) => Buffer.from(certificate.serialNumber, 'hex').toString('latin1');

/** Why the seal is refused, or null when the Sello is the certificate's SHA256withRSA of the cadena original. */
export function sealProblem(cfdi: ParsedCfdi): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(cfdi.attr('Certificado'), 'base64'));
  } catch {
    return 'CFDI40104 - El atributo Certificado no contiene un certificado válido.';
  }
  if (certificateNumber(certificate) !== cfdi.attr('NoCertificado')) {
    return 'CFDI40103 - El atributo NoCertificado no corresponde al certificado del comprobante.';
  }
  const verifier = createVerify('RSA-SHA256');
  verifier.update(cadenaOriginal(cfdi.root), 'utf8');
  if (!verifier.verify(certificate.publicKey, Buffer.from(cfdi.attr('Sello'), 'base64'))) {
    return 'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.';
  }
  return null;
}
