// The cash-on-delivery vocabulary of issue 35 (docs/cod.md): the life of one order's collection, what a remittance
// line turned out to be, how the COD fee is paid and how a payout reaches the merchant.

/**
 * One COD order's collection: pending (nothing reported yet; an order with isCod and no collection row) -> collected
 * (the courier has the cash) -> remitted (the provider paid it to the platform in a remittance) -> paid_out (the
 * merchant has it: balance credit, or a bank payout batch marked paid). refused: the recipient did not pay, the parcel
 * goes back. lost: collected but not remitted after COD_LOST_AFTER_DAYS days, flagged for a claim (a later remittance
 * still matches it).
 */
export const codStatuses = ['pending', 'collected', 'remitted', 'paid_out', 'refused', 'lost'] as const;
export type CodStatus = (typeof codStatuses)[number];

/** A collected amount different from the order's codAmount: open until someone accepts it or opens a claim. */
export const codDiscrepancyStatuses = ['open', 'accepted', 'claimed'] as const;
export type CodDiscrepancyStatus = (typeof codDiscrepancyStatuses)[number];

/** What one line of a remittance file turned out to be. Only matched lines move money. */
export const remittanceLineOutcomes = ['matched', 'amount_differs', 'unknown_guide', 'not_collected', 'already_remitted'] as const;
export type RemittanceLineOutcome = (typeof remittanceLineOutcomes)[number];

/** Where the COD fee is paid: charged with the label at purchase (as always), or deducted from the collection at payout. */
export const codFeeModes = ['purchase', 'deduct'] as const;
export type CodFeeMode = (typeof codFeeModes)[number];

/** A bank payout batch: open (collecting matched orders), exported (the bank file was produced), paid (the bank sent it). */
export const codPayoutBatchStatuses = ['open', 'exported', 'paid'] as const;
export type CodPayoutBatchStatus = (typeof codPayoutBatchStatuses)[number];
