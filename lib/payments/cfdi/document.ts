// A CFDI 4.0 Comprobante de tipo Ingreso for top-ups (docs/payments.md "CFDI 4.0 and the PAC"), as data: what the
// XML (./xml.ts) and the cadena original (./cadena-original.ts) are written from. Pure: no configuration, no clock.
import type { InvoiceReceiver } from '@/db/schema/payments';
import { type AmountBreakdown, cfdiAmount, IVA_RATE, splitTotal, sumBreakdowns } from './amounts';

/** The SAT product key of the concept: courier and parcel delivery services (c_ClaveProdServ, family 781022). */
export const SHIPPING_SERVICE_PRODUCT_KEY = '78102203';
/** c_ClaveUnidad E48: unidad de servicio. */
export const SERVICE_UNIT_KEY = 'E48';

export type CfdiIssuer = { rfc: string; name: string; taxRegime: string; postalCode: string };

/** One top-up the invoice covers: its amount with IVA and the words of its concept. */
export type CfdiConcept = { totalCentavos: number; description: string };

export type CfdiDraft = {
  series: string;
  folio: number;
  /** the Fecha: Mexico City local time, "YYYY-MM-DDTHH:MM:SS" */
  issuedAt: string;
  issuer: CfdiIssuer;
  receiver: InvoiceReceiver;
  concepts: CfdiConcept[];
  /** a substitute (cancellation reason 01): the UUID of the CFDI it replaces, CfdiRelacionados TipoRelacion 04 */
  replacesUuid?: string | null;
};

export type CfdiCertificate = { number: string; base64: string };

export type CfdiTransfer = { Base: string; Impuesto: '002'; TipoFactor: 'Tasa'; TasaOCuota: string; Importe: string };

/** c_TipoRelacion 04: sustitución de los CFDI previos. */
export const SUBSTITUTION_RELATION = '04';

/** The Comprobante's attributes and nodes, each in the order of Anexo 20 (cadenaoriginal_4_0.xslt). */
export type CfdiDocument = {
  comprobante: Array<[string, string]>;
  /** CfdiRelacionados (after InformacionGlobal, before Emisor): its TipoRelacion and the related UUIDs */
  related: { type: string; uuids: string[] } | null;
  emisor: Array<[string, string]>;
  receptor: Array<[string, string]>;
  conceptos: Array<{ attributes: Array<[string, string]>; traslado: CfdiTransfer }>;
  impuestos: { traslado: CfdiTransfer; totalImpuestosTrasladados: string };
  certificate: string;
  amounts: AmountBreakdown;
};

const transfer = (part: AmountBreakdown): CfdiTransfer => ({
  Base: cfdiAmount(part.subtotalCentavos),
  Impuesto: '002',
  TipoFactor: 'Tasa',
  TasaOCuota: IVA_RATE,
  Importe: cfdiAmount(part.taxCentavos),
});

/** A name as the SAT records it (issuer and receiver): uppercase, spaces collapsed. */
export const satName = (legalName: string) => legalName.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es-MX');

export function cfdiDocument(draft: CfdiDraft, certificate: CfdiCertificate): CfdiDocument {
  if (draft.concepts.length === 0) throw new RangeError('an invoice covers at least one top-up');
  const parts = draft.concepts.map((c) => splitTotal(c.totalCentavos));
  const amounts = sumBreakdowns(parts);
  return {
    comprobante: [
      ['Version', '4.0'],
      ['Serie', draft.series],
      ['Folio', String(draft.folio)],
      ['Fecha', draft.issuedAt],
      ['FormaPago', '03'],
      ['NoCertificado', certificate.number],
      ['SubTotal', cfdiAmount(amounts.subtotalCentavos)],
      ['Moneda', 'MXN'],
      ['Total', cfdiAmount(amounts.totalCentavos)],
      ['TipoDeComprobante', 'I'],
      ['Exportacion', '01'],
      ['MetodoPago', 'PUE'],
      ['LugarExpedicion', draft.issuer.postalCode],
    ],
    related: draft.replacesUuid ? { type: SUBSTITUTION_RELATION, uuids: [draft.replacesUuid.toUpperCase()] } : null,
    emisor: [
      ['Rfc', draft.issuer.rfc],
      ['Nombre', satName(draft.issuer.name)],
      ['RegimenFiscal', draft.issuer.taxRegime],
    ],
    receptor: [
      ['Rfc', draft.receiver.rfc],
      ['Nombre', satName(draft.receiver.legalName)],
      ['DomicilioFiscalReceptor', draft.receiver.postalCode],
      ['RegimenFiscalReceptor', draft.receiver.taxRegime],
      ['UsoCFDI', draft.receiver.cfdiUse],
    ],
    conceptos: draft.concepts.map((concept, i) => ({
      attributes: [
        ['ClaveProdServ', SHIPPING_SERVICE_PRODUCT_KEY],
        ['Cantidad', '1'],
        ['ClaveUnidad', SERVICE_UNIT_KEY],
        ['Unidad', 'Servicio'],
        ['Descripcion', concept.description],
        ['ValorUnitario', cfdiAmount(parts[i].subtotalCentavos)],
        ['Importe', cfdiAmount(parts[i].subtotalCentavos)],
        ['ObjetoImp', '02'],
      ],
      traslado: transfer(parts[i]),
    })),
    impuestos: { traslado: transfer(amounts), totalImpuestosTrasladados: cfdiAmount(amounts.taxCentavos) },
    certificate: certificate.base64,
    amounts,
  };
}
