// The merchant's invoices (issue 41, docs/payments.md "Invoices for the merchant"): the list, one invoice with the
// top-ups it covers, its stamped XML and its PDF, and the cancellation with the SAT's reasons. From the dashboard,
// the roles owner, admin and finance (billing:manage; another role: 403 forbidden); with a key, billing:read, and
// cancelling needs a key with every permission (*).
import {
  cancelInvoiceBodySchema,
  invoiceDetailSchema,
  invoiceListResponseSchema,
  listInvoicesQuerySchema,
  substitutionResponseSchema,
} from '@/lib/payments/invoices/invoice-schemas';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { defineOperations, named, uuidParam } from '../define';

const invoiceNotFound = (_value: string) => new DomainError('not_found', 'La factura no existe.');
const invoiceId = { id: uuidParam('Identificador de la factura', invoiceNotFound) };

const exampleInvoice = {
  id: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  kind: 'topup',
  period: null,
  series: 'EMX',
  folio: 12,
  status: 'stamped',
  statusLabel: 'Timbrada',
  receiver: { rfc: 'TEJ101010AB1', legalName: 'TIENDA EJEMPLO', taxRegime: '601', postalCode: '06600', cfdiUse: 'G03' },
  subtotal: 1000,
  tax: 160,
  total: 1160,
  issuedAt: '2026-11-28T10:15:00',
  uuid: '66933DFF-5507-5460-9EF0-9D0BB068A54A',
  stampedAt: '2026-11-28T16:15:03.000Z',
  cancellationReason: null,
  substituteUuid: null,
  cancellationRequestedAt: null,
  cancelledAt: null,
  failedAt: null,
  failureReason: null,
  replacesInvoiceId: null,
  relatedUuid: null,
  createdAt: '2026-11-28T16:15:00.000Z',
};
const exampleTopup = {
  ledgerEntryId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  amount: 1160,
  description: 'Transferencia SPEI recibida',
  createdAt: '2026-11-28T16:14:58.000Z',
};
const access =
  'Desde el panel, solo los roles propietario, administrador y finanzas (otro: 403 forbidden). La factura de otra organización responde 404.';
const detail = named(invoiceDetailSchema, 'InvoiceDetail');

export const invoiceOperations = defineOperations({
  listInvoices: {
    method: 'get',
    path: '/billing/invoices',
    tag: 'Facturación',
    scopes: ['billing:read'],
    summary: 'Listar las facturas (CFDI 4.0) de la organización, más recientes primero (paginación por cursor)',
    description:
      'Cada factura con su serie y folio, su estado (pending_stamp pendiente de timbrar, stamped timbrada, cancellation_pending cancelación en proceso, ' +
      'cancelled cancelada, failed rechazada por el PAC para siempre o sin timbrar 72 horas después de su fecha: failedAt y failureReason dicen cuándo ' +
      'y por qué, y sus recargas se facturan de nuevo en otra factura), una sustituta con replacesInvoiceId y relatedUuid, ' +
      `el receptor, los importes en pesos y el folio fiscal (UUID) una vez timbrada. Filtros: status, from y to (fecha de creación). ${access}`,
    query: listInvoicesQuerySchema,
    responses: {
      200: {
        description: 'Una página de facturas',
        schema: named(invoiceListResponseSchema, 'InvoiceList'),
        example: { data: [exampleInvoice], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  getInvoice: {
    method: 'get',
    path: '/billing/invoices/{id}',
    tag: 'Facturación',
    scopes: ['billing:read'],
    pathParams: invoiceId,
    summary: 'Una factura con las recargas que ampara',
    description: `La factura y cada recarga (movimiento topup del saldo) que cubre, con su monto. ${access}`,
    responses: { 200: { description: 'La factura', schema: detail, example: { ...exampleInvoice, topups: [exampleTopup] } } },
    errors: ['not_found'],
  },
  getInvoiceXml: {
    method: 'get',
    path: '/billing/invoices/{id}/xml',
    tag: 'Facturación',
    scopes: ['billing:read'],
    pathParams: invoiceId,
    summary: 'El XML timbrado de la factura (CFDI 4.0 con el timbre fiscal digital)',
    description: `El XML tal como lo timbró el PAC, byte por byte. Mientras la factura está pendiente de timbrar: 409 invoice_not_stamped. ${access}`,
    responses: {
      200: {
        description: 'El CFDI en XML',
        content: { 'application/xml': { schema: { type: 'string' } } },
        headers: {
          'Content-Disposition': { description: 'attachment; filename="factura-<serie>-<folio>-<UUID>.xml"', schema: { type: 'string' } },
        },
        example: '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante Version="4.0" Serie="EMX" Folio="12" …>…</cfdi:Comprobante>',
      },
    },
    errors: ['not_found', 'invoice_not_stamped'],
  },
  getInvoicePdf: {
    method: 'get',
    path: '/billing/invoices/{id}/pdf',
    tag: 'Facturación',
    scopes: ['billing:read'],
    pathParams: invoiceId,
    summary: 'La representación impresa de la factura en PDF, con el código QR del SAT',
    description:
      'Emisor y receptor, serie y folio, folio fiscal, fechas de emisión y certificación, conceptos, subtotal, IVA 16 %, total con letra, sellos, ' +
      'cadena original del complemento de certificación y el QR con la URL de verificación del SAT. Una factura cancelada dice CANCELADO. ' +
      `Pendiente de timbrar: 409 invoice_not_stamped. ${access}`,
    responses: {
      200: {
        description: 'El PDF',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        headers: {
          'Content-Disposition': { description: 'attachment; filename="factura-<serie>-<folio>-<UUID>.pdf"', schema: { type: 'string' } },
        },
      },
    },
    errors: ['not_found', 'invoice_not_stamped'],
  },
  cancelInvoice: {
    method: 'post',
    path: '/billing/invoices/{id}/cancel',
    tag: 'Facturación',
    scopes: ['billing:read'],
    pathParams: invoiceId,
    idempotent: true,
    summary: 'Cancelar una factura timbrada con un motivo del SAT',
    description:
      'reason: 01 comprobante emitido con errores con relación, 02 con errores sin relación, 03 no se llevó a cabo la operación, 04 operación ' +
      'nominativa relacionada en una factura global. Motivo 01 sin substituteUuid: el servicio emite la factura sustituta (las mismas recargas, ' +
      'un folio y una fecha nuevos, los datos fiscales actuales y CfdiRelacionados tipo 04 con el folio fiscal de esta) y responde 202 con ambas; ' +
      'esta sigue stamped hasta que la sustituta se timbra y entonces se pide su cancelación al PAC con la sustituta como folio de sustitución. ' +
      'Motivo 01 con substituteUuid: debe ser una factura timbrada de la organización cuyo relatedUuid es el folio fiscal de esta (si no, 422 ' +
      'invoice_substitute_invalid). Con el motivo 02 las recargas de la factura cancelada se facturan de nuevo; con 03 y 04 no (la operación no ' +
      'se realizó o ya está en una factura global). Se pide al PAC: si el SAT la cancela sin aceptación del receptor queda cancelled; si requiere ' +
      'su aceptación queda cancellation_pending y se consulta periódicamente hasta que el receptor acepta (cancelled) o rechaza (vuelve a ' +
      'stamped). Si el PAC no responde queda cancellation_pending y se pide de nuevo. Pendiente de timbrar o rechazada por el PAC: 409 ' +
      'invoice_not_stamped; ya cancelada, en proceso o esperando a su sustituta: 409 invoice_not_cancellable; el PAC la rechaza: 422 ' +
      'invoice_cancellation_refused. Queda en la bitácora de auditoría (invoice.cancellation_requested). ' +
      `Con una clave de API, solo una con todos los permisos (*). ${access}`,
    body: named(cancelInvoiceBodySchema, 'CancelInvoiceRequest'),
    bodyExample: { reason: '02' },
    responses: {
      200: {
        description: 'La factura después de la respuesta del PAC',
        schema: detail,
        example: {
          ...exampleInvoice,
          status: 'cancelled',
          statusLabel: 'Cancelada',
          cancellationReason: '02',
          cancellationRequestedAt: '2026-11-29T12:00:00.000Z',
          cancelledAt: '2026-11-29T12:00:02.000Z',
          topups: [exampleTopup],
        },
      },
      202: {
        description:
          'Motivo 01 sin substituteUuid: la factura (sigue timbrada, su cancelación pedida) y la sustituta emitida, pendiente de timbrar',
        schema: named(substitutionResponseSchema, 'InvoiceSubstitution'),
        example: {
          invoice: {
            ...exampleInvoice,
            cancellationReason: '01',
            cancellationRequestedAt: '2026-11-29T12:00:00.000Z',
            topups: [exampleTopup],
          },
          substitute: {
            ...exampleInvoice,
            id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
            folio: 13,
            status: 'pending_stamp',
            statusLabel: 'Pendiente de timbrar',
            issuedAt: '2026-11-29T06:00:00',
            uuid: null,
            stampedAt: null,
            replacesInvoiceId: exampleInvoice.id,
            relatedUuid: exampleInvoice.uuid,
            createdAt: '2026-11-29T12:00:00.000Z',
            topups: [exampleTopup],
          },
        },
      },
    },
    errors: [
      'not_found',
      'validation_error',
      'invoice_not_stamped',
      'invoice_not_cancellable',
      'invoice_substitute_invalid',
      'invoice_cancellation_refused',
      'service_unavailable',
    ],
  },
});
