// The money vocabulary of issue 34 (docs/billing.md): the kinds of a ledger entry, the surcharges a quote can carry (lib/pricing/),
// the life of a weight adjustment and the kinds of evidence photo.

/**
 * Every movement of money is one ledger entry of one of these kinds. Credits (positive amounts): topup,
 * manual_credit, refund, dispute_refund, cod_payout (a collection paid to the merchant's balance, docs/cod.md); debits
 * (negative): label, cod_fee; an adjustment is either (a measurement
 * heavier than declared is a debit, a lighter one a credit).
 */
export const ledgerEntryKinds = [
  'topup',
  'manual_credit',
  'label',
  'refund',
  'adjustment',
  'dispute_refund',
  'cod_fee',
  'cod_payout',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** The kinds that take money out of the balance (their amount is negative). */
export const debitLedgerEntryKinds = ['label', 'cod_fee'] as const satisfies readonly LedgerEntryKind[];

/** The surcharges priced before purchase, beside the breakdown of a quote. */
export const surchargeCodes = ['extended_zone', 'oversize', 'overweight', 'fuel'] as const;
export type SurchargeCode = (typeof surchargeCodes)[number];

/** What a zone of the zones file is: a zone the service reaches at extra cost ("zona extendida") or a remote one. */
export const surchargeZoneKinds = ['extended', 'remote'] as const;
export type SurchargeZoneKind = (typeof surchargeZoneKinds)[number];

/**
 * A weight adjustment's life: open (charged or credited; a charge may be disputed within the window), disputed
 * (evidence sent, the provider decides), accepted (the charge is credited back: dispute_refund) or rejected.
 */
export const adjustmentStatuses = ['open', 'disputed', 'accepted', 'rejected'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** A photo of the parcel on the scale taken at label time, or one sent with a dispute. */
export const evidencePhotoKinds = ['scale', 'dispute'] as const;
export type EvidencePhotoKind = (typeof evidencePhotoKinds)[number];
