// The logistics provider's signed reports (no API key: the signature is checked instead): status reports, and by
// `type` the other kinds (lib/provider-intake/report-types.ts): measurement (a weight adjustment, lib/adjustments/) and
// dispute_decision (a dispute's decision, lib/disputes/) and cod_collection (a COD order's collection, lib/cod/).
import { z } from 'zod';
import { measurementReportResponseSchema, measurementReportSchema } from '@/lib/adjustments/schemas';
import { codCollectionReportSchema, codCollectionResponseSchema } from '@/lib/cod/schemas';
import { disputeDecisionReportSchema, disputeDecisionResponseSchema } from '@/lib/disputes/schemas';
import { providerReportResponseSchema, providerReportSchema } from '@/lib/provider-intake/schemas';
import { defineOperations, named } from '../define';
import { exampleProviderReport, exampleProviderReportResult } from '../examples';

const exampleDisputeDecision = {
  type: 'dispute_decision',
  measurementReference: 'MED-2026-000871',
  decision: 'accepted',
  reason: 'Las fotos de báscula confirman 2 kg.',
  reference: 'DEC-2026-000112',
  dateTimeISO: '2026-11-26T11:00:00-06:00',
};

const exampleMeasurementReport = {
  type: 'measurement',
  value: 'MX1234567890123452',
  reference: 'MED-2026-000871',
  weightKg: 4,
  dimensionsCm: { length: 30, width: 20, height: 15 },
  photoUrl: 'https://proveedor.example.com/mediciones/MED-2026-000871.jpg',
  dateTimeISO: '2026-11-24T09:30:00-06:00',
};

const exampleCodCollection = {
  type: 'cod_collection',
  trackingNumber: 'MX1234567890123452',
  outcome: 'collected',
  amount: 1200,
  courierReference: 'COB-88213',
  dateTimeISO: '2026-11-24T12:10:00-06:00',
};

export const providerOperations = defineOperations({
  receiveProviderReport: {
    method: 'post',
    path: '/api/provider/events',
    root: true,
    tag: 'Proveedor',
    scopes: null,
    summary: 'Reporte del proveedor logístico: estado, medición, decisión o cobro contra entrega (firmado con X-Provider-Signature)',
    description:
      'Sin `type`: un reporte de estado (ProviderReport). Con `"type": "measurement"`: la medición de un paquete (MeasurementReport): peso en kg, ' +
      'medidas en cm (cada cifra mayor que 0, hasta 1,000 kg y 500 cm), referencia propia del proveedor y, opcional, la URL https de una foto. ' +
      'La medición recalcula el costo del pedido con la misma función de precios y carga o abona la diferencia al saldo (un ajuste de peso, ' +
      'evento order.adjusted). La misma referencia otra vez responde 200 con outcome duplicate sin cambiar nada (la de otro pedido: 409); un pedido cancelado o aún no ' +
      'recolectado responde 409, y uno cuyo ajuste más reciente tiene la disputa pendiente de decisión, 409 adjustment_dispute_pending (se reenvía después de decidirla). ' +
      `Ejemplo de medición: ${JSON.stringify(exampleMeasurementReport)}` +
      ' Con `"type": "dispute_decision"`: la decisión sobre la disputa de un ajuste (DisputeDecisionReport), que se nombra con adjustmentId o con measurementReference (la referencia de la medición); ' +
      'decision accepted abona el cargo del ajuste al saldo (movimiento dispute_refund) y rejected no mueve dinero; ambas emiten order.adjustment_resolved. ' +
      'La misma decisión con la misma reference responde 200 con outcome duplicate; una decisión sobre un ajuste sin disputa pendiente responde 409 adjustment_not_disputed. ' +
      `Ejemplo de decisión: ${JSON.stringify(exampleDisputeDecision)}` +
      ' Con `"type": "cod_collection"`: el cobro de un pedido contra entrega (CodCollectionReport), nombrado por su trackingNumber: outcome collected ' +
      '(con amount en pesos y courierReference) o refused (con reason opcional). Un monto distinto de codAmount se guarda como llegó, con discrepancy = cobrado − esperado ' +
      'y discrepancyStatus open. Emite order.cod_collected u order.cod_refused. Un pedido que no es contra entrega, uno cancelado, o un cambio que la tabla de estados ' +
      'de contra entrega no permite (solo un pedido sin reporte, pending, pasa a collected o refused) responde 409; el mismo reporte otra vez responde 200 con outcome duplicate. ' +
      `Ejemplo de cobro: ${JSON.stringify(exampleCodCollection)}`,
    security: 'ProviderSignature',
    body: z.union([
      named(providerReportSchema, 'ProviderReport'),
      named(measurementReportSchema, 'MeasurementReport'),
      named(disputeDecisionReportSchema, 'DisputeDecisionReport'),
      named(codCollectionReportSchema, 'CodCollectionReport'),
    ]),
    bodyExample: exampleProviderReport,
    responses: {
      200: {
        description: 'Reporte recibido: de estado (aplicado, duplicado o histórico) o medición (cargo, abono, sin cambio o duplicado)',
        schema: z.union([
          providerReportResponseSchema,
          named(measurementReportResponseSchema, 'MeasurementReportResult'),
          named(disputeDecisionResponseSchema, 'DisputeDecisionResult'),
          named(codCollectionResponseSchema, 'CodCollectionResult'),
        ]),
        example: exampleProviderReportResult,
      },
    },
    errors: [
      'invalid_signature',
      'unknown_status_code',
      'not_found',
      'invalid_transition',
      'conflict',
      'provider_unavailable',
      'service_unavailable',
      'adjustment_not_disputed',
      'adjustment_dispute_pending',
    ],
  },
});
