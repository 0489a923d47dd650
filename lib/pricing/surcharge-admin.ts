// The writers of the surcharge tables (docs/billing.md, "Surcharges before purchase"): the zones file, a service's
// oversize/overweight rule and a fuel percentage, each in one transaction that also NOTIFYs `surcharges:*`, so every
// process drops its in-memory tables at commit (./surcharge-tables.ts); the tables have no trigger of their own.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { shipmentTypes } from '@/db/schema';
import { fuelSurcharges, serviceSurchargeRules, surchargeZones } from '@/db/schema/money';
import { CACHE_INVALIDATION_CHANNEL } from '@/lib/platform/cache/invalidated-cache';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { carrierModules } from '@/lib/providers/registry';
import { SURCHARGES_CACHE_KIND, surchargeCache } from './surcharge-tables';
import { rangeText, type ZoneRow } from './zones-file';

/** "sandbox" (our tariffs, whose services are the shipment types) or a registered carrier module. */
export function checkCarrierService(carrier: string, service: string | null): void {
  const names = ['sandbox', ...carrierModules().map((m) => m.name)];
  if (!names.includes(carrier))
    throw new DomainError('validation_error', `La paquetería ${carrier} no existe (usa una de: ${[...new Set(names)].join(', ')}).`);
  if (carrier === 'sandbox' && service !== null && !(shipmentTypes as readonly string[]).includes(service)) {
    throw new DomainError('validation_error', `El servicio ${service} no existe en sandbox (usa uno de: ${shipmentTypes.join(', ')}).`);
  }
}

async function notifyChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${`${SURCHARGES_CACHE_KIND}:*`})`);
}

/**
 * Stores the zones of a file for one carrier and service (null: every service of the carrier). `replace` deletes that
 * carrier/service's zones first; otherwise a range that crosses a stored one is refused. All or nothing.
 */
export async function importZones(
  db: Db,
  input: { carrier: string; service: string | null; rows: ZoneRow[]; replace: boolean },
): Promise<{ imported: number; replaced: number }> {
  checkCarrierService(input.carrier, input.service);
  const result = await db.transaction(async (tx) => {
    // One import at a time per table, so two imports cannot both pass the overlap check.
    await tx.execute(sql`lock table ${surchargeZones} in share row exclusive mode`);
    const sameScope = sql`carrier = ${input.carrier} and service is not distinct from ${input.service}`;
    let replaced = 0;
    if (input.replace) {
      replaced = (await tx.execute(sql`delete from ${surchargeZones} where ${sameScope} returning id`)).length;
    } else {
      const stored = await tx.execute<{ postal_code_from: string; postal_code_to: string }>(
        sql`select postal_code_from, postal_code_to from ${surchargeZones} where ${sameScope}`,
      );
      for (const row of input.rows) {
        const crossed = stored.find((s) => row.postalCodeFrom <= s.postal_code_to && s.postal_code_from <= row.postalCodeTo);
        if (crossed) {
          throw new DomainError(
            'validation_error',
            `Línea ${row.line}: el rango ${rangeText(row)} se cruza con una zona ya cargada (${rangeText({ postalCodeFrom: crossed.postal_code_from, postalCodeTo: crossed.postal_code_to })}); usa --replace para reemplazar las zonas de esta paquetería y servicio.`,
          );
        }
      }
    }
    for (let i = 0; i < input.rows.length; i += 1000) {
      await tx.insert(surchargeZones).values(
        input.rows.slice(i, i + 1000).map((row) => ({
          carrier: input.carrier,
          service: input.service,
          postalCodeFrom: row.postalCodeFrom,
          postalCodeTo: row.postalCodeTo,
          kind: row.kind,
          surchargeCentavos: row.surchargeCentavos,
          deliveryWeekdays: row.deliveryWeekdays,
          extraTransitDays: row.extraTransitDays,
        })),
      );
    }
    await notifyChanged(tx);
    return { imported: input.rows.length, replaced };
  });
  await surchargeCache.invalidate('all');
  return result;
}

export type ServiceRuleInput = {
  carrier: string;
  service: string | null;
  oversizeLongestSideCm: number | null;
  oversizeGirthCm: number | null;
  oversizeCentavos: number;
  maxWeightKg: number | null;
  overweightPerKgCentavos: number;
};

/** Creates or replaces the oversize/overweight rule of a carrier's service (null: every service without its own). */
export async function setServiceRule(db: Db, rule: ServiceRuleInput): Promise<void> {
  checkCarrierService(rule.carrier, rule.service);
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceSurchargeRules)
      .values({ ...rule, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [serviceSurchargeRules.carrier, serviceSurchargeRules.service],
        set: {
          oversizeLongestSideCm: rule.oversizeLongestSideCm,
          oversizeGirthCm: rule.oversizeGirthCm,
          oversizeCentavos: rule.oversizeCentavos,
          maxWeightKg: rule.maxWeightKg,
          overweightPerKgCentavos: rule.overweightPerKgCentavos,
          updatedAt: new Date(),
        },
      });
    await notifyChanged(tx);
  });
  await surchargeCache.invalidate('all');
}

/** Adds a fuel percentage valid from a Mexico City date (inclusive) to another (exclusive; null: open-ended). */
export async function addFuelSurcharge(
  db: Db,
  input: { carrier: string; service: string | null; rateBasisPoints: number; validFrom: string; validTo: string | null },
): Promise<{ id: string }> {
  checkCarrierService(input.carrier, input.service);
  if (input.validTo !== null && input.validTo <= input.validFrom) {
    throw new DomainError('validation_error', `La fecha final (${input.validTo}) debe ser posterior a la inicial (${input.validFrom}).`);
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(fuelSurcharges).values(input).returning({ id: fuelSurcharges.id });
    await notifyChanged(tx);
    return row.id;
  });
  await surchargeCache.invalidate('all');
  return { id };
}
