// The chargeable weight of a parcel's figures (kg and cm), by the pricing's own rule (lib/pricing/price-shipment.ts:
// max of real and volumetric weight, whole kg). The one helper a measurement, its adjustment and the sandbox's
// dispute rule use, so the rule is written once.
import type { ParcelFigures } from '@/db/schema';
import { chargeableWeightKg, volumetricWeightKg } from '@/lib/pricing/price-shipment';

export function chargeableOfFigures(figures: ParcelFigures): number {
  return chargeableWeightKg(
    figures.weightKg,
    volumetricWeightKg({ length: figures.lengthCm, width: figures.widthCm, height: figures.heightCm }),
  );
}
