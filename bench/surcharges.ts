// The surcharge tables of the "POST /quotes with surcharges" case (docs/billing.md, "Surcharges before purchase"): the
// sample zones of docs/examples (245 ranges), a rule and a fuel percentage for the sandbox, written as the CLI writes
// them (lib/pricing/surcharge-admin.ts: the server's processes drop their tables at commit), and removed after the
// case so the cases after it price as before.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createDb } from '@/db/client';
import { addFuelSurcharge, importZones, setServiceRule } from '@/lib/pricing/surcharge-admin';
import { readZonesFile } from '@/lib/pricing/zones-file';

/** A quote to an extended zone of the sample (La Paz, 23005), oversize-free, with fuel: every step priced. */
export const surchargedQuote = JSON.stringify({
  originPostalCode: '06600',
  destinationPostalCode: '23005',
  package: { weight: 2.5, dimensions: { length: 30, width: 20, height: 15 } },
});

export async function seedBenchSurcharges(url: string): Promise<() => Promise<void>> {
  const handle = createDb(url, { max: 1 });
  const { rows, errors } = readZonesFile(readFileSync('docs/examples/zonas-extendidas.csv'));
  if (errors.length > 0) throw new Error(errors.join(' '));
  await importZones(handle.db, { carrier: 'sandbox', service: null, rows, replace: true });
  const rule = { carrier: 'sandbox', oversizeLongestSideCm: 120, oversizeGirthCm: 300, oversizeCentavos: 180_00 };
  await setServiceRule(handle.db, { ...rule, service: null, maxWeightKg: 30, overweightPerKgCentavos: 25_00 });
  await addFuelSurcharge(handle.db, { carrier: 'sandbox', service: null, rateBasisPoints: 850, validFrom: '2020-01-01', validTo: null });
  return async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`delete from surcharge_zones where carrier = 'sandbox'`);
      await tx.execute(sql`delete from service_surcharge_rules where carrier = 'sandbox'`);
      await tx.execute(sql`delete from fuel_surcharges where carrier = 'sandbox'`);
      await tx.execute(sql`select pg_notify('cache_invalidation', 'surcharges:*')`);
    });
    await handle.sql.end({ timeout: 5 });
  };
}
