// Batches (issue 19, docs/guias/lotes.md): many orders from one CSV or JSON upload, validated at once, bought
// in the background, with every label and the pickup manifest in one file each.
import { batchColumns } from '@/lib/batches/columns';
import { csvCell as writtenCell } from '@/lib/platform/csv/stream-csv';
import { batchTooLargeMessage, MAX_BATCH_BYTES, MAX_BATCH_ROWS } from '@/lib/batches/limits';
import {
  batchCreatedSchema,
  batchLabelsQuerySchema,
  batchListSchema,
  batchRowListSchema,
  batchRowsQuerySchema,
  batchDetailSchema,
  batchSchema,
  createBatchJsonSchema,
  listBatchesQuerySchema,
} from '@/lib/batches/schemas';
import { purchaseBatchRequestSchema } from '@/lib/batches/purchase-request';
import { SCALE_PHOTO_BODY_LIMIT } from '@/lib/orders/scale-photo';
import { batchNotFound } from '@/lib/batches/get-batch';
import { defineOperations, named, uuidParam } from '../define';
import { exampleOrderBody } from '../examples';

const batchId = { id: uuidParam('Identificador del lote', batchNotFound) } as const;
const csvHeader = batchColumns.map((c) => c.name).join(',');
const csvExample = `${csvHeader}\n${batchColumns.map((c) => (/[,"\n]/.test(c.example) ? `"${c.example}"` : c.example)).join(',')}\n`;
const csvCell = (value: string) => (/[,"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** The example row as GET /rows?columns=upload writes it back: numbers with a period, postal codes and phones as ="…" text cells. */
const toFixRow = batchColumns.map((c) => {
  if (c.kind === 'number' || c.kind === 'money') return c.example.replace(',', '.');
  return csvCell(writtenCell(c.name === 'destino_cp' ? '441' : c.example, c.asText));
});
const toFixExample = `${csvHeader},error\n${toFixRow.join(',')},${csvCell('La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")')}\n`;

const exampleBatch = {
  id: '9b2d4c1e-3a5f-4e6b-8c7d-1e2f3a4b5c6d',
  status: 'completed',
  source: 'csv',
  fileName: null,
  total: 3,
  valid: 2,
  invalid: 1,
  created: 2,
  failed: 0,
  pending: 0,
  quotedTotal: 312,
  totalCharged: 312,
  createdAt: '2026-11-24T16:00:00.000Z',
  purchaseRequestedAt: '2026-11-24T16:01:00.000Z',
  completedAt: '2026-11-24T16:01:02.000Z',
  expiresAt: null,
  discardedAt: null,
};

export const batchOperations = defineOperations({
  createBatch: {
    method: 'post',
    path: '/batches',
    tag: 'Lotes',
    scopes: ['orders:write'],
    summary: 'Crear un lote de pedidos desde CSV o JSON (valida y cotiza, no cobra)',
    description:
      `Un CSV (Content-Type: text/csv; columnas en docs/guias/lotes.md) o un JSON { "orders": [...] } con cada pedido como el cuerpo de POST /orders. ` +
      `Hasta ${MAX_BATCH_ROWS.toLocaleString('es-MX')} pedidos y 10 MB (más: 413). Valida cada fila con las mismas reglas de POST /orders y guarda el lote con sus filas; ` +
      'las filas inválidas se informan en errors y nunca se compran. warnings avisa sin impedir la compra: una referencia ya comprada en los últimos 7 días (pedidos no cancelados) ' +
      'y un código postal de 4 dígitos leído con su cero inicial (6600 se lee 06600, el cero que quitan las hojas de cálculo). ' +
      'Un lote sin comprar vence a los 7 días (status expired) y se puede descartar antes con POST /batches/{id}/discard. Un archivo que no se puede leer (columnas desconocidas o faltantes, comillas sin cerrar) no escribe nada. ' +
      'CSV en UTF-8 (con o sin BOM) o Windows-1252, separado por comas o punto y coma; decimales con punto o coma.',
    idempotent: true,
    body: named(createBatchJsonSchema, 'BatchCreateRequest'),
    bodyExample: { orders: [exampleOrderBody] },
    upload: {
      mediaTypes: { 'text/csv': { schema: { type: 'string', description: `Encabezados: ${csvHeader}` }, example: csvExample } },
      maxBytes: MAX_BATCH_BYTES,
      tooLargeMessage: batchTooLargeMessage,
    },
    responses: {
      201: {
        description: 'Lote validado (o la respuesta original repetida por idempotencia)',
        schema: named(batchCreatedSchema, 'BatchCreated'),
        example: {
          id: exampleBatch.id,
          status: 'validated',
          total: 3,
          valid: 2,
          invalid: 1,
          quotedTotal: 312,
          errors: [
            { row: 2, field: 'destino_cp', message: 'La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")' },
          ],
          warnings: [
            {
              row: 1,
              field: 'referencia',
              message:
                'La referencia PED-1001 ya se compró el 2026-11-23 10:15 (guía SBX2611230123456789): revisa que no sea un envío repetido antes de comprar.',
            },
          ],
        },
      },
    },
    errors: ['validation_error', 'payload_too_large', 'invalid_content_type'],
  },
  listBatches: {
    method: 'get',
    path: '/batches',
    tag: 'Lotes',
    scopes: ['orders:read'],
    summary: 'Listar lotes (más recientes primero, paginación por cursor)',
    query: listBatchesQuerySchema,
    responses: {
      200: {
        description: 'Una página de lotes',
        schema: named(batchListSchema, 'BatchList'),
        example: { data: [exampleBatch], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  getBatch: {
    method: 'get',
    path: '/batches/{id}',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: batchId,
    summary: 'Estado de un lote y sus totales',
    description:
      'failures agrupa las filas que fallaron al comprar por motivo; el saldo insuficiente es una sola línea. ' +
      'Solo con el permiso billing:read (o *) la respuesta trae balance (el saldo ahora) y, en esa línea, missing (cuánto falta hoy) con el monto en el mensaje; ' +
      'sin billing:read no trae balance ni missing, y el mensaje dice cuántas filas y cómo abonar, sin montos.',
    responses: {
      200: {
        description: 'El lote',
        schema: named(batchDetailSchema, 'BatchDetail'),
        example: {
          ...exampleBatch,
          valid: 3,
          invalid: 0,
          created: 1,
          failed: 2,
          totalCharged: 156,
          balance: 12.1,
          failures: [
            {
              code: 'insufficient_balance',
              rows: 2,
              rowNumbers: [2, 3],
              missing: 300.2,
              message:
                '2 filas sin saldo: faltan $300.20 MXN. Para abonar saldo, contacta a soporte o a tu administrador de la plataforma; luego sube las filas por corregir en un lote nuevo.',
            },
          ],
        },
      },
    },
    errors: ['not_found'],
  },
  purchaseBatch: {
    method: 'post',
    path: '/batches/{id}/purchase',
    tag: 'Lotes',
    scopes: ['orders:write'],
    pathParams: batchId,
    summary: 'Comprar las filas válidas del lote (en segundo plano)',
    description:
      'Crea el pedido de cada fila válida exactamente como POST /orders (guía, cargo al saldo, eventos y webhooks), cada fila con su propia clave de idempotencia, ' +
      'así que volver a pedirlo responde el estado actual y nunca crea un segundo pedido por fila. Si el saldo se acaba, las filas restantes fallan con el mismo mensaje ' +
      'que el 402 de un pedido y el lote termina. Consulta el avance con GET /batches/{id}. Un lote descartado o vencido (7 días sin comprar) responde 409. ' +
      'El cuerpo es opcional: preference (cheapest, fastest o una paquetería) elige la opción de cada fila entre las de todas las paqueterías habilitadas, ' +
      'al precio de ese momento, como preference de POST /orders; una paquetería que tu organización no tiene configurada responde 400 sin comprar nada. ' +
      'scalePhoto (opcional): la foto de los paquetes en la báscula, guardada con el lote al iniciar la compra y adjunta sola a la disputa de un ajuste de peso de cualquiera de sus pedidos.',
    idempotent: true,
    body: named(purchaseBatchRequestSchema, 'BatchPurchaseRequest'),
    bodyLimit: SCALE_PHOTO_BODY_LIMIT,
    emptyBodyIsObject: true,
    bodyExample: { preference: 'cheapest' },
    responses: {
      202: {
        description: 'Compra en curso (o ya terminada): el lote como está ahora',
        schema: batchSchema,
        example: { ...exampleBatch, status: 'processing', created: 0, pending: 2, totalCharged: 0, completedAt: null },
      },
    },
    errors: ['not_found', 'validation_error', 'conflict', 'invalid_photo', 'payload_too_large'],
  },
  discardBatch: {
    method: 'post',
    path: '/batches/{id}/discard',
    tag: 'Lotes',
    scopes: ['orders:write'],
    pathParams: batchId,
    summary: 'Descartar un lote sin comprar',
    description:
      'Aparta para siempre un lote que no se compró (validated, o expired: vencido), para que no se compre por error (un archivo subido dos veces). ' +
      'No cobra ni crea nada; pedirlo de nuevo responde el lote como está. 409 si el lote ya se compró. POST /batches/{id}/purchase de un lote descartado o vencido es un 409.',
    idempotent: true,
    responses: {
      200: {
        description: 'El lote descartado',
        schema: batchSchema,
        example: {
          ...exampleBatch,
          status: 'discarded',
          created: 0,
          pending: 2,
          totalCharged: 0,
          purchaseRequestedAt: null,
          completedAt: null,
          discardedAt: '2026-11-24T16:05:00.000Z',
        },
      },
    },
    errors: ['not_found', 'conflict'],
  },
  listBatchRows: {
    method: 'get',
    path: '/batches/{id}/rows',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: batchId,
    summary: 'Resultado de cada fila (JSON, o CSV con Accept: text/csv), o las filas por corregir en CSV para volver a subir',
    description:
      'Las filas en orden, con su pedido o su error en español (de la validación, o de la compra: por ejemplo, saldo insuficiente). ' +
      'status=invalid,failed deja solo las filas sin pedido. Con Accept: text/csv, un CSV (UTF-8 con BOM) con las columnas Fila, Estado, Referencia, Pedido, Guía, Rastreo, Costo (MXN) y Error. ' +
      'Con columns=upload, siempre un CSV: las filas invalid y failed en las columnas de subida, con los valores como se leyeron y una columna error con el motivo; ' +
      'se corrige en una hoja de cálculo y se sube tal cual en un lote nuevo con POST /batches (la columna error se ignora).',
    query: batchRowsQuerySchema,
    responses: {
      200: {
        description: 'Las filas en orden (JSON); el CSV de resultados con Accept: text/csv; el CSV por corregir con columns=upload',
        schema: named(batchRowListSchema, 'BatchRowList'),
        example: {
          data: [
            {
              row: 1,
              status: 'created',
              internalReference: 'PED-1001',
              orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
              guideNumber: 'SBX2611210123456789',
              trackingNumber: 'MX1234567890123452',
              quote: 156,
              charged: 156,
              error: null,
              errors: [],
              warnings: [],
            },
            {
              row: 2,
              status: 'invalid',
              internalReference: 'PED-1002',
              orderId: null,
              guideNumber: null,
              trackingNumber: null,
              quote: null,
              charged: null,
              error: 'La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")',
              errors: [{ field: 'destino_cp', message: 'La columna destino_cp debe tener exactamente 5 dígitos (por ejemplo, "06600")' }],
              warnings: [],
            },
          ],
        },
        content: {
          'text/csv': {
            schema: {
              type: 'string',
              description:
                'Accept: text/csv: Fila,Estado,Referencia,Pedido,Guía,Rastreo,Costo (MXN),Error. columns=upload: las columnas de subida y error',
            },
            example: toFixExample,
          },
        },
        headers: {
          'Content-Disposition': {
            description: 'Solo el CSV: attachment; filename="lote-<id>-filas.csv" (o lote-<id>-filas-por-corregir.csv con columns=upload)',
            schema: { type: 'string' },
          },
        },
      },
    },
    errors: ['not_found', 'validation_error'],
  },
  getBatchLabels: {
    method: 'get',
    path: '/batches/{id}/labels',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: batchId,
    summary: 'Todas las guías del lote en un archivo (PDF de 4x6 in por guía, o ZPL)',
    description:
      'En orden de fila, solo los pedidos creados, con la marca de la organización. 409 si el lote aún no tiene pedidos creados.',
    query: batchLabelsQuerySchema,
    responses: {
      200: {
        description: 'Las guías',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'x-application/zpl': { schema: { type: 'string' } },
        },
        headers: { 'Content-Disposition': { description: 'attachment; filename="guias-lote-<id>.pdf"', schema: { type: 'string' } } },
      },
    },
    errors: ['not_found', 'validation_error', 'conflict'],
  },
  getBatchManifest: {
    method: 'get',
    path: '/batches/{id}/manifest',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: batchId,
    summary: 'Manifiesto de recolección del lote (PDF)',
    description:
      'Organización, fecha, dirección de recolección, una línea por paquete (guía, ciudad de destino, peso), totales y líneas de firma. 409 si el lote aún no tiene pedidos creados.',
    responses: {
      200: {
        description: 'El manifiesto',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        headers: { 'Content-Disposition': { description: 'attachment; filename="manifiesto-lote-<id>.pdf"', schema: { type: 'string' } } },
      },
    },
    errors: ['not_found', 'conflict'],
  },
});
