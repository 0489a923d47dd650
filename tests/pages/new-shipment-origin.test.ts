// Nuevo envío's origin (lib/orders/last-pickup-address.ts) on the real PostgreSQL: null before the first order, then
// the newest order's pickup address, never another organization's.
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { samplePickupAddress } from '@/lib/orders/sample-order';
import { createTestOrg } from '../helpers/fixtures';
import { insertOrderRow } from '../helpers/order-rows';
import { lastPickupAddress } from '@/lib/orders/last-pickup-address';

describe('lastPickupAddress', () => {
  it('is null before the first order, then the pickup address of the newest order of the organization', async () => {
    const org = await createTestOrg();
    const other = await createTestOrg();
    expect(await lastPickupAddress(getDb(), { organizationId: org.id })).toBeNull();

    const older = { ...samplePickupAddress, contactName: 'Bodega Norte', postalCode: '64000' };
    const newer = { ...samplePickupAddress, contactName: 'Bodega Sur', postalCode: '06600' };
    await insertOrderRow(org.id, { pickupAddress: older, createdAt: new Date(Date.now() - 60_000) });
    await insertOrderRow(org.id, { pickupAddress: newer, createdAt: new Date() });
    // another organization's order, newer still, is not ours
    await insertOrderRow(other.id, { pickupAddress: { ...newer, contactName: 'Otra tienda' }, createdAt: new Date(Date.now() + 60_000) });

    expect(await lastPickupAddress(getDb(), { organizationId: org.id })).toEqual(newer);
  });
});
