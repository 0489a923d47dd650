// The surcharge step of the one pricing function (lib/pricing/price-shipment.ts; docs/billing.md, "Surcharges before
// purchase"): extended or remote zone by destination postal code, oversize, overweight over the service's maximum,
// and fuel as a percentage of base and extra weight on the Mexico City date. Pure: the tables come from memory
// (./surcharge-tables.ts). A service's own row wins over its carrier's row for every service (service null).
import type { SurchargeCode } from '@/model/money';
import { MEXICO_CITY_OFFSET_MS } from '@/lib/platform/time/mexico-city';
import { findZone, tableKey, type FuelRow, type SurchargeTables, type ZoneEntry } from './surcharge-tables';

/** One surcharge of an option, centavos, with its Spanish description ("Zona extendida (CP 23000)"). */
export type SurchargeLine = { code: SurchargeCode; amountCentavos: number; description: string };

export type SurchargeResult = {
  lines: SurchargeLine[];
  /** ISO weekdays (1 = Monday) the destination is served on; null = every day */
  deliveryWeekdays: number[] | null;
  extraTransitDays: number;
};

export const NO_SURCHARGES: SurchargeResult = { lines: [], deliveryWeekdays: null, extraTransitDays: 0 };

export type SurchargeInput = {
  carrier: string;
  service: string;
  destinationPostalCode: string;
  dimensionsCm: { length: number; width: number; height: number };
  chargeableWeightKg: number;
  /** what fuel is a percentage of: base + extra weight, centavos */
  fuelBaseCentavos: number;
  now: Date;
};

export const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

const zoneNames = { extended: 'Zona extendida', remote: 'Zona remota' } as const;

/** "YYYY-MM-DD" in Mexico City (a fixed UTC-6: lib/platform/time/mexico-city.ts), without Intl on the hot path. */
function mexicoCityDate(now: Date): string {
  return new Date(now.getTime() + MEXICO_CITY_OFFSET_MS).toISOString().slice(0, 10);
}

/** The fuel row valid on `day` (validFrom inclusive, validTo exclusive), newest start first. */
export function fuelOn(rows: FuelRow[] | undefined, day: string): FuelRow | null {
  if (!rows) return null;
  for (const row of rows) if (row.validFrom <= day && (row.validTo === null || day < row.validTo)) return row;
  return null;
}

/** "8.5 %" of 850 basis points, "16 %" of 1600. */
export function percentText(basisPoints: number): string {
  return `${(basisPoints / 100).toString()} %`;
}

const cm = (value: number) => `${Math.round(value * 10) / 10} cm`;

export function computeSurcharges(tables: SurchargeTables, input: SurchargeInput): SurchargeResult {
  const own = tableKey(input.carrier, input.service);
  const every = tableKey(input.carrier, null);
  const lines: SurchargeLine[] = [];
  let zone: ZoneEntry | null = null;
  if (tables.zones.size > 0) {
    const code = Number(input.destinationPostalCode);
    zone = findZone(tables.zones.get(own), code) ?? findZone(tables.zones.get(every), code);
    if (zone && zone.surchargeCentavos > 0) {
      lines.push({
        code: 'extended_zone',
        amountCentavos: zone.surchargeCentavos,
        description: `${zoneNames[zone.kind]} (CP ${input.destinationPostalCode})`,
      });
    }
  }
  const rule = tables.rules.get(own) ?? tables.rules.get(every);
  if (rule) {
    const { length, width, height } = input.dimensionsCm;
    const longest = Math.max(length, width, height);
    const girth = longest + 2 * (length + width + height - longest);
    if (rule.oversizeCentavos > 0) {
      const overSide = rule.oversizeLongestSideCm !== null && longest > rule.oversizeLongestSideCm;
      const overGirth = rule.oversizeGirthCm !== null && girth > rule.oversizeGirthCm;
      if (overSide || overGirth) {
        lines.push({
          code: 'oversize',
          amountCentavos: rule.oversizeCentavos,
          description: overSide
            ? `Sobredimensión (lado más largo ${cm(longest)}; máximo ${cm(rule.oversizeLongestSideCm as number)})`
            : `Sobredimensión (largo más contorno ${cm(girth)}; máximo ${cm(rule.oversizeGirthCm as number)})`,
        });
      }
    }
    if (rule.maxWeightKg !== null && rule.overweightPerKgCentavos > 0 && input.chargeableWeightKg > rule.maxWeightKg) {
      const kilos = Math.ceil(input.chargeableWeightKg - rule.maxWeightKg - 1e-9);
      lines.push({
        code: 'overweight',
        amountCentavos: kilos * rule.overweightPerKgCentavos,
        description: `Sobrepeso (${kilos} kg sobre el máximo de ${rule.maxWeightKg} kg)`,
      });
    }
  }
  if (tables.fuel.size > 0) {
    const day = mexicoCityDate(input.now);
    const fuel = fuelOn(tables.fuel.get(own), day) ?? fuelOn(tables.fuel.get(every), day);
    if (fuel && fuel.rateBasisPoints > 0) {
      const amount = Math.floor((input.fuelBaseCentavos * fuel.rateBasisPoints + 5_000) / 10_000);
      if (amount > 0) {
        lines.push({ code: 'fuel', amountCentavos: amount, description: `Recargo por combustible ${percentText(fuel.rateBasisPoints)}` });
      }
    }
  }
  if (lines.length === 0 && !zone) return NO_SURCHARGES;
  return { lines, deliveryWeekdays: zone?.deliveryWeekdays ?? null, extraTransitDays: zone?.extraTransitDays ?? 0 };
}

/** Spanish names of the weekdays a zone is served on, Monday first. */
export function weekdayNames(weekdays: readonly number[]): string[] {
  return [...weekdays].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d - 1]);
}

/** The warning of a zone served only some days ("Este código postal recibe entregas solo lunes, miércoles y viernes."). */
export function deliveryDaysWarning(weekdays: readonly number[] | null): string | null {
  if (!weekdays || weekdays.length >= 7) return null;
  const names = weekdayNames(weekdays);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`;
  return `Este código postal recibe entregas solo ${list}: la entrega estimada ya cuenta el siguiente día de reparto.`;
}

/** Moves a delivery instant forward to the next day the zone is served (Mexico City weekday), at most a week. */
export function nextServedDay(at: Date, weekdays: readonly number[] | null): Date {
  if (!weekdays || weekdays.length === 0 || weekdays.length >= 7) return at;
  let day = at;
  for (let i = 0; i < 7; i++) {
    const local = new Date(day.getTime() + MEXICO_CITY_OFFSET_MS);
    const iso = ((local.getUTCDay() + 6) % 7) + 1;
    if (weekdays.includes(iso)) return day;
    day = new Date(day.getTime() + 86_400_000);
  }
  return at;
}
