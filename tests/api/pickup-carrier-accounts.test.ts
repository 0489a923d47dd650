// A pickup is booked with the carrier account its guides were bought with (lib/pickups/request-pickup.ts): DHL
// Express guides bought with the organization's own account and with the platform's are not one account's pickup,
// so POST /pickups refuses them with a Spanish 409 (for a manifest or an address) and writes nothing, instead of
// booking all of them with the first parcel's account. Real accounts, saved against the local DHL Express
// simulator (simulators/), over real HTTP through the route handlers.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { carrierAccounts, pickups } from '@/db/schema';
import { saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { samplePickupAddress } from '@/lib/orders/sample-order';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient } from '../helpers/fixtures';
import { moveClockTo } from '../helpers/mexico-clock';
import { insertOrderRow } from '../helpers/order-rows';

const carriers = withCarrierSimulators();
let server: TestServer;
const actor = { type: 'system' as const, label: 'Pruebas' };

beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a pickup of one carrier account', () => {
  it('refuses DHL Express guides bought with the organization’s account and the platform’s with a 409 in Spanish, and writes nothing', async () => {
    moveClockTo('miércoles', '09:00');
    const db = getDb();
    const { org, api } = await createTestClient(server.url);
    await saveCarrierAccount(db, { organizationId: org.id, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
    await saveCarrierAccount(db, { organizationId: null, carrier: 'dhl_express', credentials: carriers.dhl.credentials, actor });
    const accountOf = async (organizationId: string | null) =>
      (
        await db
          .select({ id: carrierAccounts.id })
          .from(carrierAccounts)
          .where(organizationId ? eq(carrierAccounts.organizationId, organizationId) : isNull(carrierAccounts.organizationId))
      )[0];
    const [own, platform] = [await accountOf(org.id), await accountOf(null)];
    await insertOrderRow(org.id, { provider: 'dhl_express', carrierAccountId: own.id, carrierService: 'N' });
    await insertOrderRow(org.id, { provider: 'dhl_express', carrierAccountId: platform.id, carrierService: 'N' });

    const manifest = (await api('POST', '/manifests', {})).body;
    expect(manifest.orderCount).toBe(2);
    const tomorrow = new Date(Date.parse(`${mexicoCityDay()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const byManifest = await api('POST', '/pickups', {
      manifestId: manifest.id,
      date: tomorrow,
      timeWindow: { start: '10:00', end: '14:00' },
    });
    expect(byManifest.status, byManifest.text).toBe(409);
    expect(byManifest.headers.get('x-error-code')).toBe('conflict');
    expect(byManifest.body.error).toBe(
      'Las guías de esta recolección fueron compradas con cuentas distintas de DHL Express (2 cuentas) y cada cuenta agenda solo sus guías: no se puede agendar una sola recolección para todas.',
    );
    const { email: _e, ...address } = samplePickupAddress;
    const byAddress = await api('POST', '/pickups', {
      pickupAddress: address,
      date: mexicoCityDay(),
      timeWindow: { start: '16:00', end: '20:00' },
    });
    expect(byAddress.status, byAddress.text).toBe(409);
    expect(byAddress.body.error).toContain('compradas con cuentas distintas de DHL Express');
    expect(await db.select().from(pickups).where(eq(pickups.organizationId, org.id))).toEqual([]);
  });
});
