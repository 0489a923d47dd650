// One pickup origin: the same postal code, street and exterior number (case and surrounding spaces ignored),
// as lib/manifests/create-manifest.ts and lib/pickups/request-pickup.ts compare them in SQL.
import type { StoredAddress } from '@/db/schema';

export const originKey = (a: Pick<StoredAddress, 'postalCode' | 'street' | 'exteriorNumber'>) =>
  `${a.postalCode}|${a.street.trim().toLowerCase()}|${a.exteriorNumber.trim().toLowerCase()}`;

/** "Av. Insurgentes Sur 1234, C.P. 03100" */
export const originLabel = (a: StoredAddress) => `${a.street} ${a.exteriorNumber}, C.P. ${a.postalCode}`;
