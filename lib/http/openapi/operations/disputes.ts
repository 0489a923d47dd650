// Disputes of weight adjustments and their evidence photos (issue 34, docs/billing.md "Disputes", docs/guias/disputas.md).
// Disputing is a write on an order's charge: orders:write (the roles that buy guides dispute their charges).
import { evidencePhotoNotFound } from '@/lib/evidence/evidence-photos';
import {
  DISPUTE_BODY_TOO_LARGE_MESSAGE,
  EVIDENCE_MAX_SIDE_PX,
  MAX_DISPUTE_BODY_BYTES,
  MAX_DISPUTE_PHOTOS,
  MAX_EVIDENCE_PHOTO_MB,
} from '@/lib/evidence/limits';
import { adjustmentNotFound } from '@/lib/disputes/load-adjustment';
import { disputedAdjustmentSchema, disputeRequestSchema } from '@/lib/disputes/schemas';
import { defineOperations, named, uuidParam } from '../define';
import { exampleAdjustment } from './adjustments';

const multipartSchema = {
  type: 'object',
  required: ['weightKg', 'lengthCm', 'widthCm', 'heightCm'],
  properties: {
    weightKg: { type: 'string', description: 'Peso que declaras, en kg (por ejemplo 2.5)' },
    lengthCm: { type: 'string', description: 'Largo en cm' },
    widthCm: { type: 'string', description: 'Ancho en cm' },
    heightCm: { type: 'string', description: 'Alto en cm' },
    comment: { type: 'string', description: 'Tu explicación (hasta 2000 caracteres)' },
    'photos[]': {
      type: 'array',
      maxItems: MAX_DISPUTE_PHOTOS,
      items: { type: 'string', format: 'binary' },
      description: `Hasta ${MAX_DISPUTE_PHOTOS} fotos JPEG o PNG de hasta ${MAX_EVIDENCE_PHOTO_MB} MB cada una (también se acepta el campo photos)`,
    },
  },
};

const exampleEvidence = [
  {
    id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    kind: 'scale',
    mediaType: 'image/jpeg',
    byteSize: 184_233,
    width: 1600,
    height: 1200,
    sha256: '9f2c4b7d0e1a3c5f7b9d1e3a5c7f9b1d3e5a7c9f1b3d5e7a9c1f3b5d7e9a1c3f',
    createdAt: '2026-11-24T10:02:11.000Z',
    url: '/api/v1/evidence-photos/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  },
  {
    id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
    kind: 'dispute',
    mediaType: 'image/jpeg',
    byteSize: 211_904,
    width: 2048,
    height: 1536,
    sha256: '1a3c5e7f9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a',
    createdAt: '2026-11-25T09:12:40.000Z',
    url: '/api/v1/evidence-photos/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  },
];

export const disputeOperations = defineOperations({
  disputeAdjustment: {
    method: 'post',
    path: '/adjustments/{id}/dispute',
    tag: 'Ajustes de peso',
    scopes: ['orders:write'],
    pathParams: { id: uuidParam('Identificador del ajuste', adjustmentNotFound) },
    summary: 'Disputar el cargo de un ajuste de peso con evidencia',
    idempotent: true,
    description:
      'Solo un cargo (amount > 0) en estado open y antes de disputeDeadlineAt (ADJUSTMENT_DISPUTE_WINDOW_DAYS días desde la medición, 7 por omisión). ' +
      'Envía las medidas y el peso que declaras, un comentario y hasta 5 fotos, como multipart/form-data (campos weightKg, lengthCm, widthCm, heightCm, comment y archivos photos[]) ' +
      'o como JSON con las fotos en base64. Cada foto debe ser JPEG o PNG (se reconoce por su contenido, no por su nombre ni su tipo declarado), ' +
      `de hasta ${MAX_EVIDENCE_PHOTO_MB} MB y 60 megapíxeles; se guarda recodificada sin metadatos (EXIF, GPS) y con su lado mayor en a lo más ${EVIDENCE_MAX_SIDE_PX} px. ` +
      'Las fotos del paquete en la báscula tomadas al crear el pedido o al comprar su lote se adjuntan solas (evidence, kind scale). ' +
      'El ajuste pasa a disputed y el proveedor decide (accepted: el cargo vuelve al saldo como movimiento dispute_refund; rejected: sin cambio) con el webhook order.adjustment_resolved. ' +
      'En el sandbox la decisión es inmediata: accepted cuando las medidas declaradas dan un peso cobrable no mayor que el declarado al comprar y hay al menos una foto (de la disputa o de báscula); rejected en otro caso. ' +
      'Fuera de plazo, sobre un abono o ajuste sin cambio, una segunda vez, o con una foto inválida: 4xx en español y no se guarda nada. ' +
      'Con Idempotency-Key, repetir la misma solicitud (los mismos bytes: en multipart, el mismo boundary) responde lo mismo.',
    body: named(disputeRequestSchema, 'DisputeRequest'),
    bodyExample: {
      weightKg: 2,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 15,
      comment: 'El paquete salió pesado y medido en nuestra báscula: 2 kg, 30 × 20 × 15 cm.',
      photos: [
        {
          mediaType: 'image/jpeg',
          data: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2Q==',
        },
      ],
    },
    upload: {
      mediaTypes: { 'multipart/form-data': { schema: multipartSchema } },
      maxBytes: MAX_DISPUTE_BODY_BYTES,
      tooLargeMessage: DISPUTE_BODY_TOO_LARGE_MESSAGE,
    },
    responses: {
      200: {
        description: 'El ajuste disputado (en el sandbox, ya decidido) con su evidencia',
        schema: named(disputedAdjustmentSchema, 'DisputedAdjustment'),
        example: {
          ...exampleAdjustment,
          status: 'disputed',
          disputedAt: '2026-11-25T09:12:40.000Z',
          disputeComment: 'El paquete salió pesado y medido en nuestra báscula: 2 kg, 30 × 20 × 15 cm.',
          disputeDeclared: { weightKg: 2, dimensionsCm: { length: 30, width: 20, height: 15 } },
          updatedAt: '2026-11-25T09:12:40.000Z',
          decisionReference: null,
          evidence: exampleEvidence,
        },
      },
    },
    errors: [
      'not_found',
      'validation_error',
      'invalid_content_type',
      'payload_too_large',
      'invalid_photo',
      'adjustment_not_disputable',
      'dispute_window_closed',
    ],
  },
  getEvidencePhoto: {
    method: 'get',
    path: '/evidence-photos/{id}',
    tag: 'Ajustes de peso',
    scopes: ['orders:read', 'billing:read'],
    pathParams: { id: uuidParam('Identificador de la foto', evidencePhotoNotFound) },
    summary: 'Descargar una foto de evidencia (báscula o disputa)',
    description: 'La foto tal como se guardó: JPEG o PNG recodificado, sin metadatos. Solo de tu organización (otra: 404).',
    responses: {
      200: {
        description: 'La foto',
        content: {
          'image/jpeg': { schema: { type: 'string', format: 'binary' } },
          'image/png': { schema: { type: 'string', format: 'binary' } },
        },
        headers: { ETag: { description: 'El SHA-256 de la foto', schema: { type: 'string' } } },
      },
    },
    errors: ['not_found'],
  },
});
