// The sandbox's dispute rule (docs/billing.md "Disputes"): accepted only for figures no heavier (chargeable) than declared
// at purchase AND at least one photo.
import { describe, expect, it } from 'vitest';
import { sandboxDisputeDecision } from './sandbox-rule';

const figures = { weightKg: 1.5, lengthCm: 30, widthCm: 20, heightCm: 15 };

describe('sandboxDisputeDecision', () => {
  it('accepts the declared figures with a photo', () => {
    expect(sandboxDisputeDecision({ declaredChargeableWeightKg: 2, disputeDeclared: figures, photoCount: 1 })).toEqual({
      decision: 'accepted',
      reason: 'Las medidas y la foto confirman los 2 kg cobrables declarados.',
    });
  });

  it('rejects without a photo, and figures whose chargeable weight is greater (real or volumetric)', () => {
    expect(sandboxDisputeDecision({ declaredChargeableWeightKg: 2, disputeDeclared: figures, photoCount: 0 }).decision).toBe('rejected');
    expect(
      sandboxDisputeDecision({ declaredChargeableWeightKg: 2, disputeDeclared: { ...figures, weightKg: 2.1 }, photoCount: 3 }),
    ).toEqual({
      decision: 'rejected',
      reason: 'Las medidas de la disputa dan 3 kg cobrables, más que los 2 kg declarados al comprar la guía.',
    });
    // 50 × 40 × 30 cm is 12 kg volumetric
    const bulky = { ...figures, lengthCm: 50, widthCm: 40, heightCm: 30 };
    expect(sandboxDisputeDecision({ declaredChargeableWeightKg: 2, disputeDeclared: bulky, photoCount: 1 }).decision).toBe('rejected');
  });
});
