// A carrier client seen as the order flows' ShippingProvider (lib/providers/types.ts): order creation, cancellation,
// returns and pickups call one interface whatever the carrier. A carrier's failure becomes what those flows already
// answer: an outage is ProviderUnavailableError (503, nothing charged), a refusal is a Spanish 422
// (carrier_rejected, carrier_credentials_invalid: docs/carriers.md, "Failures").
import type { DbOrTx } from '@/db/client';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { CarrierError, type CarrierConnection, type CarrierModule } from '@/lib/providers/carrier';
import { getShippingProvider, ProviderUnavailableError, type Guide, type ShippingProvider } from '@/lib/providers';
import { carrierModule } from '@/lib/providers/registry';
import { connectionForAccount } from './carrier-accounts';

/** Runs a carrier call, turning its CarrierError into the order flows' errors. */
export async function asOrderFlowError<T>(module: CarrierModule, call: () => Promise<T>, afterRefusal = ''): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (error.kind === 'unavailable') throw new ProviderUnavailableError(`${module.name}: ${error.message}`);
    if (error.kind === 'credentials') throw new DomainError('carrier_credentials_invalid');
    // The adapter's message is a whole Spanish sentence naming its carrier (docs/carriers.md, "Failures").
    throw new DomainError('carrier_rejected', `${error.message}${afterRefusal}`);
  }
}

/** The ShippingProvider of a carrier account, buying `service` (the carrier's code) for new guides. */
export function carrierProvider(module: CarrierModule, connection: CarrierConnection, service: string): ShippingProvider {
  const client = module.client(connection);
  return {
    name: module.name,
    createGuide: (request) =>
      asOrderFlowError(module, () => client.createShipment({ ...request, service }), ' No se realizó ningún cargo.'),
    // A carrier without cancellation bills only the parcels it collects (docs/carriers.md, "Cancelling"): the guide
    // is left to lapse, and the order is cancelled on our side alone.
    cancelGuide: async (guide: Guide) => {
      if (module.capabilities.has('cancel')) await asOrderFlowError(module, () => client.cancelShipment(guide));
    },
    createReturnGuide: (request) => {
      if (!module.capabilities.has('returns')) throw new DomainError('conflict', `${module.displayName} no ofrece guías de devolución.`);
      return asOrderFlowError(module, () => client.createReturnShipment({ ...request, service }));
    },
    mapStatusCode: (code) => module.mapStatusCode(code),
    requestPickup: (request) => {
      if (!module.capabilities.has('pickups'))
        throw new DomainError('conflict', `${module.displayName} no ofrece recolecciones programadas.`);
      return asOrderFlowError(module, () => client.requestPickup(request));
    },
    cancelPickup:
      module.capabilities.has('pickup_cancel') && client.cancelPickup
        ? (pickup) => asOrderFlowError(module, () => client.cancelPickup!(pickup))
        : undefined,
  };
}

/** What an order keeps of how it was bought (db/schema/orders.ts). */
export type OrderCarrier = { provider: string; carrierAccountId: string | null; carrierService: string | null };

/**
 * The provider of an existing order: the sandbox, or its carrier through the account that bought its guide (kept
 * for its orders even when replaced or removed: docs/carriers.md, "Accounts"). An account whose credentials are gone
 * answers 503 for the carrier calls (nothing to call it with), never another account's.
 */
export async function providerForOrder(db: DbOrTx, order: OrderCarrier): Promise<ShippingProvider> {
  const module = carrierModule(order.provider);
  if (order.provider === 'sandbox' || !module || module.name === 'sandbox') return getShippingProvider(order.provider);
  // null: an account deleted before accounts were kept for their orders (migration 0031)
  const connection = order.carrierAccountId ? await connectionForAccount(db, order.carrierAccountId) : null;
  if (!connection) throw new ProviderUnavailableError(`${module.name}: the carrier account of this order no longer exists`);
  return carrierProvider(module, connection, order.carrierService ?? '');
}
