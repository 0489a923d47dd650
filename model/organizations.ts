// The organization's ledger entries and the shipment types it has tariffs for.

export const ledgerEntryKinds = ['credit', 'debit', 'refund'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export const shipmentTypes = ['standard', 'express', 'same_day'] as const;
export type ShipmentType = (typeof shipmentTypes)[number];

/** Live organizations act for real; each may have one test-mode twin (docs/modes.md). */
export const organizationModes = ['live', 'test'] as const;
export type OrganizationMode = (typeof organizationModes)[number];
