// The tariffs that apply to an organization: its own row per shipment type, else the default row, with the
// organization's COD fee mode (cod_settings.fee_mode, docs/cod.md "Fee mode") read in the same statement.
// Read once per process and organization, then served from memory until a tariff row or the organization's COD
// settings change (lib/platform/cache; the settings' writer calls codSettingsChanged and confirmCodSettingsChanged).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { CACHE_INVALIDATION_CHANNEL, InvalidatedCache } from '@/lib/platform/cache/invalidated-cache';
import { shipmentTypes, type ShipmentType } from '@/db/schema';

export type TariffRules = {
  /** multiplier when origin and destination differ in the first two postal-code digits */
  interRegionMultiplier: number;
  /** share of codAmount charged as COD fee */
  codFeeRate: number;
  codFeeMinimumCentavos: number;
  /** share of declaredValue charged as insurance */
  insuranceRate: number;
  /** the option exists only when this many leading postal-code digits match (same_day: 3) */
  requiresSamePostalPrefix?: number;
};

export type AppliedTariff = {
  id: string;
  /** null when it is the default tariff */
  organizationId: string | null;
  shipmentType: ShipmentType;
  baseCentavos: number;
  perExtraKgCentavos: number;
  transitBusinessDays: number;
  rules: TariffRules;
  /** the organization's COD fee mode is deduct: the fee is taken from the collection at payout, not charged at purchase */
  codFeeDeducted: boolean;
};

const defaultRules: TariffRules = { interRegionMultiplier: 1.25, codFeeRate: 0.03, codFeeMinimumCentavos: 2500, insuranceRate: 0.01 };

/** Applied tariffs by organization id. */
export const tariffCache = new InvalidatedCache<AppliedTariff[]>({
  name: 'tariffs',
  ttlMs: 60_000,
  maxEntries: 10_000,
  // A default tariff ('*') applies to every organization.
  invalidates: (kind, key) => (kind === 'tariffs' ? (key === '*' ? 'all' : key) : null),
});

/** One tariff per shipment type (in the order of `shipmentTypes`), organization rows first. */
export async function loadTariffs(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<AppliedTariff[]> {
  return (await tariffCache.get(organizationId, () => readTariffs(db, organizationId))) ?? [];
}

async function readTariffs(db: DbOrTx, organizationId: string): Promise<AppliedTariff[]> {
  const rows = await db.execute<{
    id: string;
    organization_id: string | null;
    shipment_type: ShipmentType;
    base_centavos: number;
    per_extra_kg_centavos: number;
    transit_business_days: number;
    rules: Partial<TariffRules>;
    cod_fee_mode: string | null;
  }>(sql`
    select distinct on (shipment_type) id, organization_id, shipment_type, base_centavos, per_extra_kg_centavos,
      transit_business_days, rules,
      (select fee_mode from cod_settings where cod_settings.organization_id = ${organizationId}) as cod_fee_mode
    from tariffs
    where organization_id = ${organizationId} or organization_id is null
    order by shipment_type, organization_id nulls last`);
  const byType = new Map(rows.map((r) => [r.shipment_type, r]));
  return shipmentTypes.flatMap((type) => {
    const r = byType.get(type);
    if (!r) return [];
    return [
      {
        id: r.id,
        organizationId: r.organization_id,
        shipmentType: type,
        baseCentavos: Number(r.base_centavos),
        perExtraKgCentavos: Number(r.per_extra_kg_centavos),
        transitBusinessDays: Number(r.transit_business_days),
        rules: { ...defaultRules, ...r.rules },
        codFeeDeducted: r.cod_fee_mode === 'deduct',
      },
    ];
  });
}

/** In the transaction that writes an organization's cod_settings: every process drops its tariffs at commit. */
export async function codSettingsChanged(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${`tariffs:${organizationId}`})`);
}

/** After that commit: returns once every listening process dropped the organization's tariffs (the new mode holds). */
export async function confirmCodSettingsChanged(organizationId: string): Promise<void> {
  await tariffCache.invalidate(organizationId);
}
