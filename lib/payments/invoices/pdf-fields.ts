// What the printed representation of a stamped CFDI 4.0 shows, read from its XML: the Comprobante's attributes, the
// emisor and receptor, the conceptos, the IVA, the Timbre Fiscal Digital and the cadena original of the certification
// complement (Anexo 20: ||Version|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||), and the
// SAT's verification URL for the QR (@nodecfdi/cfdi-expresiones, from the same document).
import { newDocumentContent } from '@nodecfdi/cfdi-core';
import { DiscoverExtractor } from '@nodecfdi/cfdi-expresiones';

const CFDI = 'http://www.sat.gob.mx/cfd/4';
const TFD = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export type InvoiceConcept = {
  productKey: string;
  unitKey: string;
  quantity: string;
  description: string;
  unitValue: string;
  amount: string;
  taxObject: string;
};

export type InvoicePdfFields = {
  series: string;
  folio: string;
  issuedAt: string;
  placeOfIssue: string;
  voucherType: string;
  paymentForm: string;
  paymentMethod: string;
  currency: string;
  certificateNumber: string;
  subtotal: string;
  total: string;
  /** the 16 % IVA transferred (TotalImpuestosTrasladados) */
  tax: string;
  seal: string;
  issuer: { rfc: string; name: string; taxRegime: string; postalCode: string };
  receiver: { rfc: string; name: string; taxRegime: string; postalCode: string; cfdiUse: string };
  concepts: InvoiceConcept[];
  stamp: { uuid: string; stampedAt: string; satCertificateNumber: string; satSeal: string; pacRfc: string; originalString: string };
  /** https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=…&re=…&rr=…&tt=…&fe=… */
  verificationUrl: string;
};

type El = { getAttribute(name: string): string | null; getElementsByTagNameNS(ns: string, name: string): ArrayLike<El> };

const attr = (el: El | undefined, name: string) => el?.getAttribute(name) ?? '';
const first = (el: El, ns: string, name: string): El | undefined => el.getElementsByTagNameNS(ns, name)[0];

/** The fields of a stamped CFDI 4.0; throws when the XML has no Comprobante 4.0 or no Timbre Fiscal Digital. */
export function readInvoicePdfFields(stampedXml: string): InvoicePdfFields {
  const doc = newDocumentContent(stampedXml);
  const root = doc.documentElement as unknown as El | null;
  if (!root || attr(root, 'Version') !== '4.0') throw new Error('not a CFDI 4.0 Comprobante');
  const tfd = first(root, TFD, 'TimbreFiscalDigital');
  if (!tfd) throw new Error('the CFDI has no TimbreFiscalDigital');
  const emisor = first(root, CFDI, 'Emisor');
  const receptor = first(root, CFDI, 'Receptor');
  const conceptos = Array.from(root.getElementsByTagNameNS(CFDI, 'Concepto'));
  // the Comprobante's own Impuestos (the last one: each Concepto has its own before it)
  const impuestos = Array.from(root.getElementsByTagNameNS(CFDI, 'Impuestos')).find((el) => el.getAttribute('TotalImpuestosTrasladados'));
  const leyenda = attr(tfd, 'Leyenda');
  const originalString = `||${[
    attr(tfd, 'Version'),
    attr(tfd, 'UUID'),
    attr(tfd, 'FechaTimbrado'),
    attr(tfd, 'RfcProvCertif'),
    ...(leyenda ? [leyenda] : []),
    attr(tfd, 'SelloCFD'),
    attr(tfd, 'NoCertificadoSAT'),
  ].join('|')}||`;
  return {
    series: attr(root, 'Serie'),
    folio: attr(root, 'Folio'),
    issuedAt: attr(root, 'Fecha'),
    placeOfIssue: attr(root, 'LugarExpedicion'),
    voucherType: attr(root, 'TipoDeComprobante'),
    paymentForm: attr(root, 'FormaPago'),
    paymentMethod: attr(root, 'MetodoPago'),
    currency: attr(root, 'Moneda'),
    certificateNumber: attr(root, 'NoCertificado'),
    subtotal: attr(root, 'SubTotal'),
    total: attr(root, 'Total'),
    tax: attr(impuestos, 'TotalImpuestosTrasladados') || '0.00',
    seal: attr(root, 'Sello'),
    issuer: {
      rfc: attr(emisor, 'Rfc'),
      name: attr(emisor, 'Nombre'),
      taxRegime: attr(emisor, 'RegimenFiscal'),
      postalCode: attr(root, 'LugarExpedicion'),
    },
    receiver: {
      rfc: attr(receptor, 'Rfc'),
      name: attr(receptor, 'Nombre'),
      taxRegime: attr(receptor, 'RegimenFiscalReceptor'),
      postalCode: attr(receptor, 'DomicilioFiscalReceptor'),
      cfdiUse: attr(receptor, 'UsoCFDI'),
    },
    concepts: conceptos.map((c) => ({
      productKey: attr(c, 'ClaveProdServ'),
      unitKey: attr(c, 'ClaveUnidad'),
      quantity: attr(c, 'Cantidad'),
      description: attr(c, 'Descripcion'),
      unitValue: attr(c, 'ValorUnitario'),
      amount: attr(c, 'Importe'),
      taxObject: attr(c, 'ObjetoImp'),
    })),
    stamp: {
      uuid: attr(tfd, 'UUID'),
      stampedAt: attr(tfd, 'FechaTimbrado'),
      satCertificateNumber: attr(tfd, 'NoCertificadoSAT'),
      satSeal: attr(tfd, 'SelloSAT'),
      pacRfc: attr(tfd, 'RfcProvCertif'),
      originalString,
    },
    verificationUrl: new DiscoverExtractor().extract(doc),
  };
}
