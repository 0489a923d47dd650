// Pickups (issue 19, docs/guias/lotes.md): a courier visit booked with the provider for a manifest's parcels or
// the created parcels at one address, and the sandbox's simulated visit.
import { createPickupSchema, pickupSchema } from '@/lib/pickups/schemas';
import { pickupNotFound } from '@/lib/pickups/get-pickup';
import { defineOperations, named, uuidParam } from '../define';

const pickupId = { id: uuidParam('Identificador de la recolección', pickupNotFound) } as const;

const examplePickup = {
  id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
  status: 'scheduled',
  statusLabel: 'Programada',
  manifestId: '5c0e2b7a-8d4f-4a1b-9e3c-7f6a5b4c3d2e',
  date: '2026-11-25',
  timeWindow: { start: '10:00', end: '14:00' },
  provider: 'sandbox',
  confirmationNumber: 'PKP26112512345678',
  orderCount: 2,
  pickedUp: 0,
  pickupAddress: {
    street: 'Av. Insurgentes Sur',
    exteriorNumber: '1234',
    neighborhood: 'Del Valle',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postalCode: '03100',
  },
  createdAt: '2026-11-24T23:31:00.000Z',
  completedAt: null,
};

export const pickupOperations = defineOperations({
  createPickup: {
    method: 'post',
    path: '/pickups',
    tag: 'Lotes',
    scopes: ['orders:write'],
    summary: 'Solicitar una recolección al proveedor',
    description:
      'Para los paquetes de un manifiesto (manifestId) o para los envíos creados en una dirección (pickupAddress completa), un día hábil (de lunes a viernes; hoy o hasta 14 días después, hora de la Ciudad de México) ' +
      'en una ventana de horario de al menos 2 horas entre 08:00 y 20:00 que empiece al menos 1 hora después de la solicitud: para el mismo día, la hora límite es las 17:00. ' +
      'Una ventana que ya empezó o empieza en menos de una hora, un sábado o un domingo, o hoy después de la hora límite responden 400 validation_error con el motivo y la próxima ventana posible, sin agendar nada. ' +
      'Un paquete está en una sola recolección y un manifiesto tiene una sola. ' +
      'Una recolección es de un solo proveedor: si los paquetes son de varios, 409 (cada uno recoge solo sus guías). ' +
      'Con el proveedor sandbox, POST /sandbox/pickups/{id}/advance simula la visita: los paquetes pasan a picked_up.',
    idempotent: true,
    body: named(createPickupSchema, 'PickupCreateRequest'),
    bodyExample: { manifestId: examplePickup.manifestId, date: '2026-11-25', timeWindow: { start: '10:00', end: '14:00' } },
    responses: {
      201: { description: 'Recolección confirmada por el proveedor', schema: named(pickupSchema, 'Pickup'), example: examplePickup },
    },
    // validation_error includes the clock's refusals (lib/pickups/pickup-window.ts): a started window, a weekend, today after 17:00
    errors: ['validation_error', 'not_found', 'conflict', 'provider_unavailable'],
  },
  getPickup: {
    method: 'get',
    path: '/pickups/{id}',
    tag: 'Lotes',
    scopes: ['orders:read'],
    pathParams: pickupId,
    summary: 'Estado de una recolección',
    responses: { 200: { description: 'La recolección', schema: pickupSchema, example: examplePickup } },
    errors: ['not_found'],
  },
  advanceSandboxPickup: {
    method: 'post',
    path: '/sandbox/pickups/{id}/advance',
    tag: 'Sandbox',
    scopes: ['orders:write'],
    pathParams: pickupId,
    summary: 'Simular la visita del transportista (solo proveedor sandbox): los paquetes pasan a recolectados',
    idempotent: true,
    responses: {
      200: {
        description: 'Recolección completada',
        schema: pickupSchema,
        example: {
          ...examplePickup,
          status: 'completed',
          statusLabel: 'Recolectada',
          pickedUp: 2,
          completedAt: '2026-11-25T17:00:00.000Z',
        },
      },
    },
    errors: ['not_found'],
  },
});
