// Daily close (issue 19, docs/guias/lotes.md): the day's created orders of one pickup address on one manifest.
import { createManifestSchema, listManifestsQuerySchema, manifestListSchema, manifestSchema } from '@/lib/manifests/schemas';
import { manifestNotFound } from '@/lib/manifests/get-manifest';
import { defineOperations, named, uuidParam } from '../define';

const manifestId = { id: uuidParam('Identificador del manifiesto', manifestNotFound) } as const;

const exampleSummary = {
  id: '5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e',
  date: '2026-11-24',
  pickupAddress: {
    contactName: 'Almacén Central',
    contactPhone: '5512345678',
    street: 'Av. Insurgentes Sur',
    exteriorNumber: '1234',
    neighborhood: 'Del Valle',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postalCode: '03100',
  },
  orderCount: 2,
  totalWeight: 3.5,
  createdAt: '2026-11-24T23:30:00.000Z',
  pdfUrl: 'https://envios.example.com/api/v1/manifests/5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e',
  pickup: {
    id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
    status: 'scheduled',
    date: '2026-11-25',
    timeWindow: { start: '10:00', end: '14:00' },
    confirmationNumber: 'PKP26112512345678',
  },
};

const exampleManifest = {
  ...exampleSummary,
  orders: [
    {
      orderId: '3f1c2a9e-6a4b-4f7e-9a51-2d1f3c4b5a69',
      guideNumber: 'SBX2611240123456789',
      internalReference: 'PED-1001',
      destinationCity: 'Guadalajara',
      destinationState: 'Jalisco',
      weight: 1.5,
    },
    {
      orderId: '7a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
      guideNumber: 'SBX2611240987654321',
      internalReference: null,
      destinationCity: 'Monterrey',
      destinationState: 'Nuevo León',
      weight: 2,
    },
  ],
};

export const manifestOperations = defineOperations({
  createManifest: {
    method: 'post',
    path: '/manifests',
    tag: 'Lotes',
    scopes: ['orders:write'],
    summary: 'Cierre del día: poner en un manifiesto los envíos creados sin manifiesto',
    description:
      'Reúne cada pedido en estado created de la organización que aún no está en un manifiesto, creado hasta el final del día indicado (hora de la Ciudad de México; hoy por omisión), ' +
      'de una dirección de recolección, y los pone en un manifiesto nuevo. Un pedido está en un solo manifiesto y un manifiesto no cambia nunca: un segundo cierre toma solo los pedidos nuevos. ' +
      'Si hay pedidos de varias direcciones, pickupAddress (código postal y, si hace falta, calle y número exterior) elige cuál cerrar. 409 si no hay nada que cerrar.',
    idempotent: true,
    body: named(createManifestSchema, 'ManifestCreateRequest'),
    emptyBodyIsObject: true,
    bodyExample: { pickupAddress: { postalCode: '03100' }, date: '2026-11-24' },
    responses: {
      201: {
        description: 'El manifiesto creado con sus pedidos (pickup es null: la recolección se pide después con POST /pickups)',
        schema: named(manifestSchema, 'Manifest'),
        example: { ...exampleManifest, pickup: null },
      },
    },
    errors: ['validation_error', 'conflict'],
  },
  listManifests: {
    method: 'get',
    path: '/manifests',
    tag: 'Lotes',
    scopes: ['orders:read'],
    summary: 'Listar manifiestos (más recientes primero, paginación por cursor)',
    query: listManifestsQuerySchema,
    responses: {
      200: {
        description: 'Una página de manifiestos',
        schema: named(manifestListSchema, 'ManifestList'),
        example: { data: [exampleSummary], nextCursor: null },
      },
    },
    errors: ['validation_error'],
  },
  getManifest: {
    method: 'get',
    path: '/manifests/{id}',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: manifestId,
    summary: 'Un manifiesto con sus pedidos y su recolección (JSON, o el PDF con Accept: application/pdf)',
    description:
      'En JSON, con pickup: la recolección solicitada para el manifiesto (id, estado, día, ventana y número de confirmación) o null. ' +
      'Con Accept: application/pdf responde el manifiesto impreso (carta): organización, fecha, dirección de recolección, la recolección (número de confirmación, día y ventana, o «sin solicitar»), ' +
      'una línea por paquete con su guía y el código de barras Code 128 de la guía, referencia, ciudad de destino, cobro contra entrega y peso, totales (paquetes, kg, y cuántos paquetes con cobro contra entrega y su importe) y líneas de firma.',
    responses: {
      200: {
        description: 'El manifiesto (o su PDF con Accept: application/pdf)',
        schema: manifestSchema,
        example: exampleManifest,
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        headers: {
          'Content-Disposition': {
            description: 'Solo el PDF: attachment; filename="manifiesto-<día>-<id>.pdf"',
            schema: { type: 'string' },
          },
        },
      },
    },
    errors: ['not_found'],
  },
});
