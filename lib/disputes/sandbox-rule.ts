// How the sandbox, the simulated provider, decides a dispute of one of its orders (docs/billing.md "Disputes",
// docs/modes.md): accepted when the figures the merchant declares with the dispute give a chargeable weight no greater
// than the one the order was bought with (the merchant stands by what it declared) AND at least one photo backs it
// (sent with the dispute, or taken on the scale when the order was created or its batch bought); rejected otherwise.
import type { ParcelFigures } from '@/db/schema';
import { chargeableOfFigures } from '@/lib/adjustments/chargeable';
import type { DisputeDecision } from './schemas';

export const SANDBOX_PROVIDER = 'sandbox';

export function sandboxDisputeDecision(input: { declaredChargeableWeightKg: number; disputeDeclared: ParcelFigures; photoCount: number }): {
  decision: DisputeDecision;
  reason: string;
} {
  const claimed = chargeableOfFigures(input.disputeDeclared);
  if (claimed > input.declaredChargeableWeightKg + 1e-9) {
    return {
      decision: 'rejected',
      reason: `Las medidas de la disputa dan ${claimed} kg cobrables, más que los ${input.declaredChargeableWeightKg} kg declarados al comprar la guía.`,
    };
  }
  if (input.photoCount === 0) {
    return { decision: 'rejected', reason: 'La disputa no tiene fotos del paquete pesado y medido.' };
  }
  return {
    decision: 'accepted',
    reason: `Las medidas y ${input.photoCount === 1 ? 'la foto' : `las ${input.photoCount} fotos`} confirman los ${input.declaredChargeableWeightKg} kg cobrables declarados.`,
  };
}
