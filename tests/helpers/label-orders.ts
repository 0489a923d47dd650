// Orders for label tests, written straight into the database with guides shaped like the sandbox
// provider's, so label tests do not depend on order creation (tests/helpers/orders.ts covers that path).
import { randomInt } from 'node:crypto';
import { getDb } from '@/db/client';
import { orders, type NewOrder } from '@/db/schema';
import { luhnDigit } from '@/lib/providers/sandbox';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export function newGuide(prefix = 'SBX') {
  const guide = `261121${digits(9)}`;
  const tracking = digits(15);
  return { guideNumber: `${prefix}${guide}${luhnDigit(guide)}`, trackingNumber: `MX${tracking}${luhnDigit(tracking)}` };
}

/** Querétaro -> Mérida with every field a label prints, accents and Ñ included; override anything. */
export function labelOrderValues(organizationId: string, overrides: Partial<NewOrder> = {}): NewOrder {
  const guide = newGuide();
  return {
    organizationId,
    provider: 'sandbox',
    guideNumber: guide.guideNumber,
    providerTrackingNumber: guide.trackingNumber,
    status: 'created',
    shipmentType: 'express',
    internalReference: `PED-${digits(6)}`,
    receiverName: 'José Ángel Muñoz Güemes',
    receiverPhone: '+52 999 123 4567',
    pickupAddress: {
      contactName: 'Bodega Peñuelas',
      contactPhone: '+52 442 555 0101',
      email: 'bodega@example.com',
      street: 'Av. Constituyentes',
      exteriorNumber: '118',
      interiorNumber: 'Nave 4',
      neighborhood: 'El Marqués',
      city: 'Santiago de Querétaro',
      state: 'Querétaro',
      postalCode: '76047',
    },
    deliveryAddress: {
      contactName: 'José Ángel Muñoz Güemes',
      contactPhone: '+52 999 123 4567',
      street: 'Calle 60',
      exteriorNumber: '491',
      interiorNumber: 'Depto. 3-B',
      neighborhood: 'Centro',
      city: 'Mérida',
      state: 'Yucatán',
      postalCode: '97000',
      deliveryInstructions: 'Portón verde; entregar en recepción con Doña Ñeli',
    },
    packageWeight: 2.5,
    packageLength: 40,
    packageWidth: 30,
    packageHeight: 20.5,
    contentDescription: 'Artesanías de cerámica',
    declaredValueCentavos: 150_000,
    isCod: false,
    codAmountCentavos: null,
    totalCostCentavos: 23_750,
    createdAt: new Date('2026-11-21T23:30:00Z'),
    ...overrides,
  };
}

export async function insertLabelOrder(organizationId: string, overrides: Partial<NewOrder> = {}) {
  const [order] = await getDb().insert(orders).values(labelOrderValues(organizationId, overrides)).returning();
  return order;
}

/** An order whose return was approved: it carries a return guide (SBR...) beside the original one. */
export async function insertReturnedLabelOrder(organizationId: string, overrides: Partial<NewOrder> = {}) {
  const returnGuide = newGuide('SBR');
  return insertLabelOrder(organizationId, {
    status: 'return_approved',
    returnReason: 'Talla equivocada',
    returnGuideNumber: returnGuide.guideNumber,
    returnTrackingNumber: returnGuide.trackingNumber,
    returnRequestedAt: new Date('2026-11-24T16:00:00Z'),
    returnApprovedAt: new Date('2026-11-24T18:00:00Z'),
    ...overrides,
  });
}
