// The surcharge tables (docs/billing.md, "Surcharges before purchase"), read whole into memory once per process and
// served from there until they change: every quote prices every option against them, so a quote never reads them
// from the database. The writers (lib/pricing/surcharge-admin.ts) NOTIFY `surcharges:*` in their transaction, and every
// listening process drops its copy at commit (lib/platform/cache); entries also expire after a minute.
// A destination postal code is found by binary search over each carrier/service's ranges, sorted by their start.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { SurchargeZoneKind } from '@/model/money';
import { InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';

/** The notification kind the writers send (`surcharges:*`). */
export const SURCHARGES_CACHE_KIND = 'surcharges';

export type ZoneEntry = {
  from: number;
  to: number;
  kind: SurchargeZoneKind;
  surchargeCentavos: number;
  /** ISO weekdays (1 = Monday ... 7 = Sunday); null = every day */
  deliveryWeekdays: number[] | null;
  extraTransitDays: number;
};

/** One carrier/service's zones: starts sorted ascending, ranges never overlapping (the import refuses overlaps). */
export type ZoneIndex = { starts: Int32Array; zones: ZoneEntry[] };

export type ServiceRule = {
  oversizeLongestSideCm: number | null;
  oversizeGirthCm: number | null;
  oversizeCentavos: number;
  maxWeightKg: number | null;
  overweightPerKgCentavos: number;
};

export type FuelRow = { rateBasisPoints: number; validFrom: string; validTo: string | null };

/** Keys are `carrier|service` ("sandbox|standard"), `carrier|` for the rows of every service of the carrier. */
export type SurchargeTables = {
  zones: Map<string, ZoneIndex>;
  rules: Map<string, ServiceRule>;
  /** newest validFrom first */
  fuel: Map<string, FuelRow[]>;
};

export const tableKey = (carrier: string, service: string | null) => `${carrier}|${service ?? ''}`;

export const emptySurchargeTables = (): SurchargeTables => ({ zones: new Map(), rules: new Map(), fuel: new Map() });

export const surchargeCache = new InvalidatedCache<SurchargeTables>({
  name: 'surcharges',
  ttlMs: 60_000,
  maxEntries: 1,
  invalidates: (kind) => (kind === SURCHARGES_CACHE_KIND ? 'all' : null),
});

/** Every surcharge table, from memory when the cache holds them. */
export async function loadSurchargeTables(db: DbOrTx): Promise<SurchargeTables> {
  return (await surchargeCache.get('all', () => readSurchargeTables(db))) ?? emptySurchargeTables();
}

async function readSurchargeTables(db: DbOrTx): Promise<SurchargeTables> {
  const [zoneRows, ruleRows, fuelRows] = await Promise.all([
    db.execute<{
      carrier: string;
      service: string | null;
      postal_code_from: string;
      postal_code_to: string;
      kind: SurchargeZoneKind;
      surcharge_centavos: number;
      delivery_weekdays: number[] | null;
      extra_transit_days: number;
    }>(sql`select carrier, service, postal_code_from, postal_code_to, kind, surcharge_centavos, delivery_weekdays,
        extra_transit_days from surcharge_zones order by carrier, service, postal_code_from`),
    db.execute<{
      carrier: string;
      service: string | null;
      oversize_longest_side_cm: number | null;
      oversize_girth_cm: number | null;
      oversize_centavos: number;
      max_weight_kg: number | null;
      overweight_per_kg_centavos: number;
    }>(sql`select carrier, service, oversize_longest_side_cm, oversize_girth_cm, oversize_centavos, max_weight_kg,
        overweight_per_kg_centavos from service_surcharge_rules`),
    db.execute<{ carrier: string; service: string | null; rate_basis_points: number; valid_from: string; valid_to: string | null }>(
      sql`select carrier, service, rate_basis_points, valid_from::text, valid_to::text from fuel_surcharges
        order by valid_from desc, created_at desc`,
    ),
  ]);
  return buildSurchargeTables(
    zoneRows.map((r) => ({
      key: tableKey(r.carrier, r.service),
      from: Number(r.postal_code_from),
      to: Number(r.postal_code_to),
      kind: r.kind,
      surchargeCentavos: Number(r.surcharge_centavos),
      deliveryWeekdays: r.delivery_weekdays?.length ? r.delivery_weekdays.map(Number) : null,
      extraTransitDays: Number(r.extra_transit_days),
    })),
    ruleRows.map((r) => ({
      key: tableKey(r.carrier, r.service),
      oversizeLongestSideCm: r.oversize_longest_side_cm === null ? null : Number(r.oversize_longest_side_cm),
      oversizeGirthCm: r.oversize_girth_cm === null ? null : Number(r.oversize_girth_cm),
      oversizeCentavos: Number(r.oversize_centavos),
      maxWeightKg: r.max_weight_kg === null ? null : Number(r.max_weight_kg),
      overweightPerKgCentavos: Number(r.overweight_per_kg_centavos),
    })),
    fuelRows.map((r) => ({
      key: tableKey(r.carrier, r.service),
      rateBasisPoints: Number(r.rate_basis_points),
      validFrom: r.valid_from,
      validTo: r.valid_to,
    })),
  );
}

/** The in-memory tables from rows (zones in any order). */
export function buildSurchargeTables(
  zones: Array<ZoneEntry & { key: string }>,
  rules: Array<ServiceRule & { key: string }>,
  fuel: Array<FuelRow & { key: string }>,
): SurchargeTables {
  const tables = emptySurchargeTables();
  const grouped = new Map<string, ZoneEntry[]>();
  for (const { key, ...zone } of zones) {
    const list = grouped.get(key);
    if (list) list.push(zone);
    else grouped.set(key, [zone]);
  }
  for (const [key, list] of grouped) {
    list.sort((a, b) => a.from - b.from);
    tables.zones.set(key, { starts: Int32Array.from(list, (z) => z.from), zones: list });
  }
  for (const { key, ...rule } of rules) tables.rules.set(key, rule);
  for (const { key, ...row } of fuel) {
    const list = tables.fuel.get(key);
    if (list) list.push(row);
    else tables.fuel.set(key, [row]);
  }
  for (const list of tables.fuel.values()) list.sort((a, b) => (a.validFrom < b.validFrom ? 1 : a.validFrom > b.validFrom ? -1 : 0));
  return tables;
}

/** The zone holding a five-digit postal code: the last range starting at or before it, if it reaches it. */
export function findZone(index: ZoneIndex | undefined, postalCode: number): ZoneEntry | null {
  if (!index) return null;
  const { starts } = index;
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid] <= postalCode) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found === -1) return null;
  const zone = index.zones[found];
  return zone.to >= postalCode ? zone : null;
}
