// What the "Paqueterías" pages show of each carrier an account can be held with: its name, what it can do and the
// fields of its credentials (which are secret), read from the carrier modules' declarations (lib/providers/registry.ts).
import { z } from 'zod';
import type { CarrierCapability, CarrierModule } from '@/lib/providers/carrier';
import { accountCarriers } from '@/lib/providers/registry';

export type CarrierCredentialField = { name: string; secret: boolean };
export type CarrierCatalogEntry = {
  name: string;
  displayName: string;
  capabilities: CarrierCapability[];
  fields: CarrierCredentialField[];
};

/** The fields of a module's credentials schema (an object, possibly piped or refined), in their declared order. */
function credentialFields(module: CarrierModule): CarrierCredentialField[] {
  let schema: z.ZodType = module.credentialsSchema;
  // unwrap a refinement or a pipe around the object (z.object(...).superRefine(...), .pipe(...))
  while (!(schema instanceof z.ZodObject) && schema instanceof z.ZodPipe) schema = schema.in as z.ZodType;
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return names.map((name) => ({ name, secret: !module.publicCredentialFields.includes(name) }));
}

/** Every carrier an organization (or the platform) can hold an account with, in the registry's order. */
export function carrierCatalog(): CarrierCatalogEntry[] {
  return accountCarriers().map((module) => ({
    name: module.name,
    displayName: module.displayName,
    capabilities: [...module.capabilities],
    fields: credentialFields(module),
  }));
}
