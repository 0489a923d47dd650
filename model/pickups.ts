// The states of a provider pickup (the daily close, docs/guias/lotes.md).

export const pickupStatuses = ['scheduled', 'completed'] as const;
export type PickupStatus = (typeof pickupStatuses)[number];
