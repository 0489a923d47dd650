// Batch uploads (docs/batches.md): the states of a batch and of its rows, and where a batch came from.

/** Stored states; an unbought (`validated`) batch past its expiry reads as `expired` (lib/batches/expiry.ts). */
export const batchStatuses = ['validated', 'processing', 'completed', 'discarded'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

export const batchSources = ['csv', 'json'] as const;
export type BatchSource = (typeof batchSources)[number];

/** invalid: failed validation (never bought); valid: waiting for the purchase; queued: bought in the background; created / failed: settled. */
export const batchRowStates = ['invalid', 'valid', 'queued', 'created', 'failed'] as const;
export type BatchRowState = (typeof batchRowStates)[number];
