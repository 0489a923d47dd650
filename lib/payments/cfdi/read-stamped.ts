// A stamped CFDI 4.0 read back into what its printed representation needs (the PDF of an invoice, its QR): the
// Comprobante's data, emisor and receptor, conceptos with their IVA, totals, both seals, both certificate numbers and
// the cadena original of the TimbreFiscalDigital (Anexo 20: ||1.1|UUID|FechaTimbrado|RfcProvCertif|Leyenda|SelloCFD|
// NoCertificadoSAT||, Leyenda only when present). Reads the XML as stored (invoices.stamped_xml); pure.
import { DOMParser, type Element } from '@nodecfdi/cfdi-core';

const CFDI = 'http://www.sat.gob.mx/cfd/4';
const TFD = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export type StampedConcept = {
  claveProdServ: string;
  cantidad: string;
  claveUnidad: string;
  unidad: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  objetoImp: string;
  iva: { base: string; tasaOCuota: string; importe: string } | null;
};

export type StampedCfdi = {
  version: string;
  serie: string;
  folio: string;
  /** Mexico City local time, no zone, as the CFDI writes it */
  fecha: string;
  tipoDeComprobante: string;
  exportacion: string;
  formaPago: string;
  metodoPago: string;
  moneda: string;
  lugarExpedicion: string;
  subTotal: string;
  total: string;
  totalImpuestosTrasladados: string;
  noCertificado: string;
  sello: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: { rfc: string; nombre: string; domicilioFiscalReceptor: string; regimenFiscalReceptor: string; usoCfdi: string };
  conceptos: StampedConcept[];
  timbre: {
    uuid: string;
    fechaTimbrado: string;
    rfcProvCertif: string;
    selloCfd: string;
    noCertificadoSat: string;
    selloSat: string;
    /** the cadena original del complemento de certificación digital del SAT */
    cadenaOriginal: string;
  };
};

const elements = (parent: Element, ns: string, name: string): Element[] => Array.from(parent.getElementsByTagNameNS(ns, name));
const first = (parent: Element, ns: string, name: string): Element => {
  const found = elements(parent, ns, name)[0];
  if (!found) throw new Error(`El CFDI no tiene el nodo ${name}.`);
  return found;
};
const a = (el: Element, name: string) => el.getAttribute(name) ?? '';

/** The fields of a stamped CFDI; throws when the XML is not a stamped CFDI 4.0. */
export function parseStampedCfdi(xml: string): StampedCfdi {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root || root.localName !== 'Comprobante' || root.namespaceURI !== CFDI) throw new Error('El XML no es un CFDI 4.0.');
  const emisor = first(root, CFDI, 'Emisor');
  const receptor = first(root, CFDI, 'Receptor');
  const tfd = first(root, TFD, 'TimbreFiscalDigital');
  const topTaxes = Array.from(root.childNodes).find(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === 'Impuestos' && (n as Element).namespaceURI === CFDI,
  );
  const conceptos = elements(root, CFDI, 'Concepto').map((c) => {
    const iva = elements(c, CFDI, 'Traslado').find((t) => a(t, 'Impuesto') === '002');
    return {
      claveProdServ: a(c, 'ClaveProdServ'),
      cantidad: a(c, 'Cantidad'),
      claveUnidad: a(c, 'ClaveUnidad'),
      unidad: a(c, 'Unidad'),
      descripcion: a(c, 'Descripcion'),
      valorUnitario: a(c, 'ValorUnitario'),
      importe: a(c, 'Importe'),
      objetoImp: a(c, 'ObjetoImp'),
      iva: iva ? { base: a(iva, 'Base'), tasaOCuota: a(iva, 'TasaOCuota'), importe: a(iva, 'Importe') } : null,
    };
  });
  const timbre = {
    uuid: a(tfd, 'UUID'),
    fechaTimbrado: a(tfd, 'FechaTimbrado'),
    rfcProvCertif: a(tfd, 'RfcProvCertif'),
    selloCfd: a(tfd, 'SelloCFD'),
    noCertificadoSat: a(tfd, 'NoCertificadoSAT'),
    selloSat: a(tfd, 'SelloSAT'),
  };
  const cadena = [
    a(tfd, 'Version'),
    timbre.uuid,
    timbre.fechaTimbrado,
    timbre.rfcProvCertif,
    a(tfd, 'Leyenda'),
    timbre.selloCfd,
    timbre.noCertificadoSat,
  ]
    .map((v) => v.replace(/[ \t\r\n]+/g, ' ').trim())
    .filter((v) => v !== '');
  return {
    version: a(root, 'Version'),
    serie: a(root, 'Serie'),
    folio: a(root, 'Folio'),
    fecha: a(root, 'Fecha'),
    tipoDeComprobante: a(root, 'TipoDeComprobante'),
    exportacion: a(root, 'Exportacion'),
    formaPago: a(root, 'FormaPago'),
    metodoPago: a(root, 'MetodoPago'),
    moneda: a(root, 'Moneda'),
    lugarExpedicion: a(root, 'LugarExpedicion'),
    subTotal: a(root, 'SubTotal'),
    total: a(root, 'Total'),
    totalImpuestosTrasladados: topTaxes ? a(topTaxes, 'TotalImpuestosTrasladados') : '',
    noCertificado: a(root, 'NoCertificado'),
    sello: a(root, 'Sello'),
    emisor: { rfc: a(emisor, 'Rfc'), nombre: a(emisor, 'Nombre'), regimenFiscal: a(emisor, 'RegimenFiscal') },
    receptor: {
      rfc: a(receptor, 'Rfc'),
      nombre: a(receptor, 'Nombre'),
      domicilioFiscalReceptor: a(receptor, 'DomicilioFiscalReceptor'),
      regimenFiscalReceptor: a(receptor, 'RegimenFiscalReceptor'),
      usoCfdi: a(receptor, 'UsoCFDI'),
    },
    conceptos,
    timbre: { ...timbre, cadenaOriginal: `||${cadena.join('|')}||` },
  };
}
