// Provider adapters by name. New carriers register here.
import { config } from '@/lib/platform/config';
import { sandboxProvider } from './sandbox';
import type { ShippingProvider } from './types';

const providers: Record<string, ShippingProvider> = { sandbox: sandboxProvider };

/** The adapter for `name` (the one stored on an order), or the configured default. */
export function getShippingProvider(name?: string): ShippingProvider {
  const provider = providers[name ?? config().SHIPPING_PROVIDER];
  if (!provider) throw new Error(`unknown shipping provider: ${name}`);
  return provider;
}

export type { ShippingProvider, Guide, GuideRequest, PickupRequest, PickupConfirmation } from './types';
export { ProviderUnavailableError } from './types';
