// What the printed representation of a stamped CFDI 4.0 shows, from the stamped XML as part C reads it
// (lib/payments/cfdi/read-stamped.ts: the Comprobante, emisor, receptor, conceptos, IVA, the Timbre Fiscal Digital and
// its cadena original), plus the SAT's verification URL for the QR (@nodecfdi/cfdi-expresiones, from the same XML).
import { newDocumentContent } from '@nodecfdi/cfdi-core';
import { DiscoverExtractor } from '@nodecfdi/cfdi-expresiones';
import { parseStampedCfdi } from '@/lib/payments/cfdi/read-stamped';

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

/** The fields of a stamped CFDI 4.0; throws when the XML is not one. */
export function readInvoicePdfFields(stampedXml: string): InvoicePdfFields {
  const c = parseStampedCfdi(stampedXml);
  return {
    series: c.serie,
    folio: c.folio,
    issuedAt: c.fecha,
    placeOfIssue: c.lugarExpedicion,
    voucherType: c.tipoDeComprobante,
    paymentForm: c.formaPago,
    paymentMethod: c.metodoPago,
    currency: c.moneda,
    certificateNumber: c.noCertificado,
    subtotal: c.subTotal,
    total: c.total,
    tax: c.totalImpuestosTrasladados || '0.00',
    seal: c.sello,
    issuer: { rfc: c.emisor.rfc, name: c.emisor.nombre, taxRegime: c.emisor.regimenFiscal, postalCode: c.lugarExpedicion },
    receiver: {
      rfc: c.receptor.rfc,
      name: c.receptor.nombre,
      taxRegime: c.receptor.regimenFiscalReceptor,
      postalCode: c.receptor.domicilioFiscalReceptor,
      cfdiUse: c.receptor.usoCfdi,
    },
    concepts: c.conceptos.map((k) => ({
      productKey: k.claveProdServ,
      unitKey: k.claveUnidad,
      quantity: k.cantidad,
      description: k.descripcion,
      unitValue: k.valorUnitario,
      amount: k.importe,
      taxObject: k.objetoImp,
    })),
    stamp: {
      uuid: c.timbre.uuid,
      stampedAt: c.timbre.fechaTimbrado,
      satCertificateNumber: c.timbre.noCertificadoSat,
      satSeal: c.timbre.selloSat,
      pacRfc: c.timbre.rfcProvCertif,
      originalString: c.timbre.cadenaOriginal,
    },
    verificationUrl: new DiscoverExtractor().extract(newDocumentContent(stampedXml)),
  };
}
