// The shipment types an organization has tariffs for and its modes. The ledger's kinds are model/money.ts.

export const shipmentTypes = ['standard', 'express', 'same_day'] as const;
export type ShipmentType = (typeof shipmentTypes)[number];

/** Live organizations act for real; each may have one test-mode twin (docs/modes.md). */
export const organizationModes = ['live', 'test'] as const;
export type OrganizationMode = (typeof organizationModes)[number];
