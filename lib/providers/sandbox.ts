// The sandbox provider: realistic, unique guide and tracking numbers, no network. Status codes are the
// order states themselves. Scenario values for integrators, like test cards (docs/modes.md, docs/guias/modo-de-prueba.md;
// they work in either mode, since the sandbox never ships), an internalReference starting with:
//   "sandbox:provider_down"   guide generation fails as an outage would (503 provider_unavailable, nothing charged);
//   "sandbox:provider_slow"   it takes SANDBOX_SLOW_MS (to see 409 idempotency_key_in_use);
//   "sandbox:carrier_error"   the carrier refuses the shipment (422 carrier_rejected, nothing charged);
//   "sandbox:failed_delivery", "sandbox:exception": the simulator's path (lib/provider-intake/advance-sandbox-order.ts).
//   "sandbox:weight_adjustment": the simulator also measures the parcel at its pickup (lib/adjustments/sandbox-measurement.ts).
// Pickups are always accepted (a PKP confirmation number); setSandboxOutage() refuses them too.
// setSandboxOutage() takes the whole sandbox down until turned back on (tests: a retry after an outage).
import { randomInt } from 'node:crypto';
import { isOrderStatus, type OrderStatus } from '@/lib/orders/order-states';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { ProviderUnavailableError, type Guide, type GuideRequest, type PickupConfirmation, type ShippingProvider } from './types';

export const SANDBOX_OUTAGE_REFERENCE = 'sandbox:provider_down';
export const SANDBOX_SLOW_REFERENCE = 'sandbox:provider_slow';
export const SANDBOX_CARRIER_ERROR_REFERENCE = 'sandbox:carrier_error';
/** The simulator's next step from out_for_delivery is a failed delivery (failed) instead of delivered. */
export const SANDBOX_FAILED_DELIVERY_REFERENCE = 'sandbox:failed_delivery';
/** The simulator's first step from in_transit is an incidence scan (the order stays in_transit), then on as usual. */
export const SANDBOX_EXCEPTION_REFERENCE = 'sandbox:exception';
export const SANDBOX_SLOW_MS = 1500;

// On globalThis: Next.js may load this module once per route bundle, and the switch must be one.
const sandboxState = globalThis as unknown as { __sandboxOutage?: boolean };

/** Every guide request of the sandbox fails with ProviderUnavailableError while active. */
export function setSandboxOutage(active: boolean): void {
  sandboxState.__sandboxOutage = active;
}

function failIfDown(internalReference: string | null): void {
  if (sandboxState.__sandboxOutage) throw new ProviderUnavailableError('sandbox outage switched on');
  if (internalReference?.startsWith(SANDBOX_OUTAGE_REFERENCE)) {
    throw new ProviderUnavailableError('sandbox outage requested by internalReference');
  }
  if (internalReference?.startsWith(SANDBOX_CARRIER_ERROR_REFERENCE)) {
    // What a carrier's refusal becomes in the order flows (lib/carriers/carrier-provider.ts): a Spanish 422.
    throw new DomainError(
      'carrier_rejected',
      `La paquetería rechazó la solicitud (escenario de prueba ${SANDBOX_CARRIER_ERROR_REFERENCE}). No se realizó ningún cargo.`,
    );
  }
}

/** Luhn check digit over a string of digits. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

function yymmdd(date = new Date()): string {
  return date.toISOString().slice(2, 10).replace(/-/g, '');
}

function newGuide(prefix: string): Guide {
  // Guide: prefix + date + 9 random digits + check digit, e.g. SBX2611210123456789.
  const guideDigits = `${yymmdd()}${randomDigits(9)}`;
  // Tracking: 15 random digits + check digit, grouped the way carriers print them.
  const trackingDigits = randomDigits(15);
  return {
    guideNumber: `${prefix}${guideDigits}${luhnDigit(guideDigits)}`,
    trackingNumber: `MX${trackingDigits}${luhnDigit(trackingDigits)}`,
  };
}

export const sandboxProvider: ShippingProvider = {
  name: 'sandbox',
  async createGuide(request: GuideRequest): Promise<Guide> {
    failIfDown(request.internalReference);
    if (request.internalReference?.startsWith(SANDBOX_SLOW_REFERENCE)) await new Promise((r) => setTimeout(r, SANDBOX_SLOW_MS));
    return newGuide('SBX');
  },
  async cancelGuide(): Promise<void> {
    if (sandboxState.__sandboxOutage) throw new ProviderUnavailableError('sandbox outage switched on');
  },
  async createReturnGuide(request): Promise<Guide> {
    failIfDown(request.internalReference);
    return newGuide('SBR');
  },
  mapStatusCode(code: string): OrderStatus | null {
    return isOrderStatus(code) ? code : null;
  },
  // Accepts every pickup; its parcels move to picked up when the simulator advances the pickup
  // (lib/pickups/advance-sandbox-pickup.ts, POST /sandbox/pickups/{id}/advance).
  async requestPickup(request): Promise<PickupConfirmation> {
    if (sandboxState.__sandboxOutage) throw new ProviderUnavailableError('sandbox outage switched on');
    const digits = `${request.date.replace(/-/g, '').slice(2)}${randomDigits(7)}`;
    return { reference: `PKP${digits}${luhnDigit(digits)}` };
  },
};
