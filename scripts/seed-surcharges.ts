// npm run dev: the sandbox's surcharge tables from the sample files (docs/billing.md, "Surcharges before purchase"),
// when they are empty, so the demo quotes show extended zones, oversize, overweight and fuel from the first start.
// Each table is seeded only while it has no sandbox row, so a start never repeats or overwrites what an admin loaded.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { addFuelSurcharge, importZones, setServiceRule } from '@/lib/pricing/surcharge-admin';
import { readZonesFile } from '@/lib/pricing/zones-file';

export const SAMPLE_ZONES_FILE = new URL('../docs/examples/zonas-extendidas.csv', import.meta.url);

/** The demo's rules: 120 cm or 300 cm of girth, 30 kg (10 kg same day), 8.5 % fuel since 1 January 2026. */
export async function seedDemoSurcharges(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  const empty = async (table: string) =>
    (await db.execute(sql`select 1 from ${sql.identifier(table)} where carrier = 'sandbox' limit 1`)).length === 0;
  if (await empty('surcharge_zones')) {
    const { rows, errors } = readZonesFile(await readFile(SAMPLE_ZONES_FILE));
    if (errors.length > 0) throw new Error(`docs/examples/zonas-extendidas.csv: ${errors.join(' ')}`);
    await importZones(db, { carrier: 'sandbox', service: null, rows, replace: false });
    seeded.push(`${rows.length} zonas extendidas`);
  }
  if (await empty('service_surcharge_rules')) {
    const rule = { carrier: 'sandbox', oversizeLongestSideCm: 120, oversizeGirthCm: 300, oversizeCentavos: 180_00 };
    await setServiceRule(db, { ...rule, service: null, maxWeightKg: 30, overweightPerKgCentavos: 25_00 });
    await setServiceRule(db, { ...rule, service: 'same_day', maxWeightKg: 10, overweightPerKgCentavos: 40_00 });
    seeded.push('reglas de sobredimensión y sobrepeso');
  }
  if (await empty('fuel_surcharges')) {
    await addFuelSurcharge(db, { carrier: 'sandbox', service: null, rateBasisPoints: 850, validFrom: '2026-01-01', validTo: null });
    seeded.push('recargo por combustible de 8.5 %');
  }
  return seeded;
}
