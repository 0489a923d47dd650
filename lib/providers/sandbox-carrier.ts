// The sandbox as a carrier module (lib/providers/carrier.ts): no credentials, no network, priced by our own tariffs
// (lib/pricing) instead of a carrier's rates, tracked by the reports the provider intake receives (push).
import { z } from 'zod';
import { CarrierError, type CarrierClient, type CarrierModule } from './carrier';
import { sandboxProvider } from './sandbox';
import { ProviderUnavailableError } from './types';

/** The sandbox's failures are outages (ProviderUnavailableError); as a carrier they are `unavailable`. */
async function asCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new CarrierError('unavailable', error.message, { carrier: 'sandbox' });
    throw error;
  }
}

const client: CarrierClient = {
  async rate() {
    // Priced by the organization's tariffs (lib/pricing/price-shipment.ts), never asked here.
    return [];
  },
  createShipment: (request) => asCarrier(() => sandboxProvider.createGuide(request)),
  cancelShipment: (guide) => asCarrier(() => sandboxProvider.cancelGuide(guide)),
  createReturnShipment: (request) => asCarrier(() => sandboxProvider.createReturnGuide(request)),
  async track() {
    // The sandbox reports through the provider intake (POST /provider/status-updates), so there is nothing to poll.
    return [];
  },
  requestPickup: (request) => asCarrier(() => sandboxProvider.requestPickup(request)),
  async validateCredentials() {},
};

export const sandboxCarrier: CarrierModule = {
  name: 'sandbox',
  displayName: 'Sandbox',
  // address_update: its guide is our own label, drawn from the order as it is now (PATCH /orders/{id})
  capabilities: new Set(['shipments', 'cancel', 'returns', 'tracking_push', 'pickups', 'cod', 'address_update']),
  credentialsSchema: z.object({}),
  publicCredentialFields: [],
  baseUrl: () => '',
  // the sandbox's services are our shipment types, named by lib/orders/display-labels.ts
  serviceName: () => null,
  mapStatusCode: (code) => sandboxProvider.mapStatusCode(code),
  // its codes are our states: every one moves the order
  informationalCodes: new Set(),
  client: () => client,
};
