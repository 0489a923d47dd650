// Every carrier module by name (docs/carriers.md). A new carrier is one module in lib/providers/<carrier>/ and one
// line here; everything else (quotes, orders, Paqueterías, tracking) reads the modules' declarations.
import type { CarrierCapability, CarrierModule } from './carrier';
import { dhlExpressCarrier } from './dhl-express/dhl-express-carrier';
import { fedexCarrier } from './fedex/fedex-carrier';
import { sandboxCarrier } from './sandbox-carrier';

const modules: readonly CarrierModule[] = [sandboxCarrier, dhlExpressCarrier, fedexCarrier];

const byName = new Map(modules.map((module) => [module.name, module]));

/** The carrier module named `name` (as stored on orders and carrier accounts), or undefined. */
export function carrierModule(name: string): CarrierModule | undefined {
  return byName.get(name);
}

/** Every registered carrier, the sandbox first. */
export function carrierModules(): readonly CarrierModule[] {
  return modules;
}

/** Carriers an organization can hold an account with: every one but the sandbox, which needs none. */
export function accountCarriers(): readonly CarrierModule[] {
  return modules.filter((module) => module.name !== 'sandbox');
}

export function carrierCan(name: string, capability: CarrierCapability): boolean {
  return byName.get(name)?.capabilities.has(capability) ?? false;
}
