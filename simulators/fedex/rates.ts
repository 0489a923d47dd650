// The simulator's price list for FedEx Express inside Mexico (docs/carriers/fedex.md, "Simulator"): the services the
// API Reference's LAC service list names for Mexico, priced by zone (how far apart the two postal codes' states
// are) and billable weight (the greater of actual and volumetric, cm³/5000, rounded up to the kilo), plus the
// fuel surcharge, an out-of-delivery-area surcharge for remote destinations, declared value, and IVA (16 %).
// Amounts are MXN; the Rate API names the Mexican peso NMP (MXN only as a preferred currency).

export type ServiceType = 'FEDEX_EXPRESS_SAVER' | 'STANDARD_OVERNIGHT' | 'PRIORITY_OVERNIGHT' | 'FIRST_OVERNIGHT' | 'SAME_DAY_CITY';

type Tariff = {
  name: string;
  /** first kilo, by zone 1..5 */
  base: readonly [number, number, number, number, number];
  /** each further kilo, by zone 1..5 */
  perKg: readonly [number, number, number, number, number];
  /** business days, by zone 1..5 */
  days: readonly [number, number, number, number, number];
  /** delivered by this hour on the promised day */
  commitHour: string;
};

export const tariffs: Record<ServiceType, Tariff> = {
  FEDEX_EXPRESS_SAVER: {
    name: 'FedEx Express Saver®',
    base: [145, 165, 189, 215, 249],
    perKg: [18, 22, 27, 32, 38],
    days: [2, 2, 3, 3, 4],
    commitHour: '18:00:00',
  },
  STANDARD_OVERNIGHT: {
    name: 'FedEx Standard Overnight®',
    base: [210, 235, 265, 295, 335],
    perKg: [26, 31, 37, 43, 50],
    days: [1, 1, 1, 2, 2],
    commitHour: '16:30:00',
  },
  PRIORITY_OVERNIGHT: {
    name: 'FedEx Priority Overnight®',
    base: [265, 295, 330, 370, 420],
    perKg: [32, 38, 45, 52, 60],
    days: [1, 1, 1, 1, 2],
    commitHour: '12:00:00',
  },
  FIRST_OVERNIGHT: {
    name: 'FedEx First Overnight®',
    base: [420, 455, 495, 540, 595],
    perKg: [45, 52, 60, 68, 78],
    days: [1, 1, 1, 1, 2],
    commitHour: '10:30:00',
  },
  SAME_DAY_CITY: {
    name: 'FedEx SameDay® City',
    base: [189, 189, 189, 189, 189],
    perKg: [25, 25, 25, 25, 25],
    days: [0, 0, 0, 0, 0],
    commitHour: '20:00:00',
  },
};

/** FedEx Express, customer packaging: 150 lbs / 68 kg per package (API Reference, "Package types"). */
export const MAX_PACKAGE_KG = 68;
export const FUEL_SURCHARGE_PERCENT = 14.75;
export const OUT_OF_DELIVERY_AREA_MXN = 165;
export const IVA_PERCENT = 16;

type Region = 'centro' | 'bajio' | 'norte' | 'sureste' | 'peninsula_bc';

// The first two digits of a Mexican postal code name its state (SEPOMEX); the state, its region.
const prefixRanges: ReadonlyArray<[number, number, string, Region]> = [
  [1, 16, 'DF', 'centro'],
  [20, 20, 'AG', 'bajio'],
  [21, 22, 'BC', 'peninsula_bc'],
  [23, 23, 'BS', 'peninsula_bc'],
  [24, 24, 'CM', 'sureste'],
  [25, 27, 'CO', 'norte'],
  [28, 28, 'CL', 'bajio'],
  [29, 30, 'CS', 'sureste'],
  [31, 33, 'CH', 'norte'],
  [34, 35, 'DG', 'norte'],
  [36, 38, 'GT', 'bajio'],
  [39, 41, 'GR', 'sureste'],
  [42, 43, 'HG', 'centro'],
  [44, 49, 'JA', 'bajio'],
  [50, 57, 'EM', 'centro'],
  [58, 61, 'MI', 'bajio'],
  [62, 62, 'MO', 'centro'],
  [63, 63, 'NA', 'bajio'],
  [64, 67, 'NL', 'norte'],
  [68, 71, 'OA', 'sureste'],
  [72, 75, 'PU', 'centro'],
  [76, 76, 'QE', 'centro'],
  [77, 77, 'QR', 'sureste'],
  [78, 79, 'SL', 'bajio'],
  [80, 82, 'SI', 'norte'],
  [83, 85, 'SO', 'norte'],
  [86, 86, 'TB', 'sureste'],
  [87, 89, 'TM', 'norte'],
  [90, 90, 'TL', 'centro'],
  [91, 96, 'VE', 'sureste'],
  [97, 97, 'YU', 'sureste'],
  [98, 99, 'ZA', 'bajio'],
];

/** The metropolitan areas SameDay City and First Overnight serve in the simulator: CDMX, Guadalajara, Monterrey. */
const metros: ReadonlyArray<[number, number, string]> = [
  [1, 16, 'CDMX'],
  [44, 45, 'GDL'],
  [64, 67, 'MTY'],
];

/** Remote destinations (Baja California Sur, Chiapas, Guerrero's coast ranges, Quintana Roo's south): surcharged. */
const remotePrefixes = new Set([23, 29, 30, 40, 41, 77]);

const adjacent: Record<Region, readonly Region[]> = {
  centro: ['bajio', 'sureste', 'norte'],
  bajio: ['centro', 'norte'],
  norte: ['bajio', 'centro', 'peninsula_bc'],
  sureste: ['centro'],
  peninsula_bc: ['norte'],
};

export function isMexicanPostalCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{5}$/.test(value) && stateOf(value) !== null;
}

export function stateOf(postalCode: string): { state: string; region: Region } | null {
  const prefix = Number(postalCode.slice(0, 2));
  const range = prefixRanges.find(([from, to]) => prefix >= from && prefix <= to);
  return range ? { state: range[2], region: range[3] } : null;
}

function metroOf(postalCode: string): string | null {
  const prefix = Number(postalCode.slice(0, 2));
  return metros.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

/** 1 same state, 2 same region, 3 neighbouring regions, 4 across the country, 5 the far ends (Baja to the southeast). */
export function zoneBetween(origin: string, destination: string): 1 | 2 | 3 | 4 | 5 {
  const a = stateOf(origin);
  const b = stateOf(destination);
  if (!a || !b) throw new Error('not a Mexican postal code');
  if (a.state === b.state) return 1;
  if (a.region === b.region) return 2;
  if (adjacent[a.region].includes(b.region)) return 3;
  if (a.region === 'peninsula_bc' || b.region === 'peninsula_bc') return 5;
  return 4;
}

/** The services a route offers: SameDay City inside one metro area, First Overnight into one, the rest everywhere. */
export function servicesFor(origin: string, destination: string): ServiceType[] {
  const services: ServiceType[] = ['FEDEX_EXPRESS_SAVER', 'STANDARD_OVERNIGHT', 'PRIORITY_OVERNIGHT'];
  const destinationMetro = metroOf(destination);
  if (destinationMetro) services.push('FIRST_OVERNIGHT');
  if (destinationMetro && destinationMetro === metroOf(origin)) services.push('SAME_DAY_CITY');
  return services;
}

export type PackageLine = { weightKg: number; dimensionsCm: { length: number; width: number; height: number } | null };

export type Quote = {
  serviceType: ServiceType;
  serviceName: string;
  zone: number;
  billingWeightKg: number;
  baseCharge: number;
  surcharges: { type: string; description: string; amount: number }[];
  totalSurcharges: number;
  totalTaxes: number;
  /** base + surcharges (FedEx's "net FedEx charge") */
  totalNetFedExCharge: number;
  /** what the account pays: base + surcharges + IVA */
  totalNetCharge: number;
  transitDays: number;
  deliveryAt: string;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function billingWeightKg(line: PackageLine): number {
  const volumetric = line.dimensionsCm ? (line.dimensionsCm.length * line.dimensionsCm.width * line.dimensionsCm.height) / 5000 : 0;
  return Math.max(1, Math.ceil(Math.max(line.weightKg, volumetric)));
}

const DAY_MS = 86_400_000;

/** `days` business days after `shipDate` (YYYY-MM-DD), weekends skipped. */
function addBusinessDays(shipDate: string, days: number): string {
  let at = Date.parse(`${shipDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(at).toISOString().slice(0, 10);
}

export function quote(
  serviceType: ServiceType,
  route: { origin: string; destination: string; shipDate: string },
  line: PackageLine,
  declaredValueMxn: number | null,
): Quote {
  const tariff = tariffs[serviceType];
  const zone = zoneBetween(route.origin, route.destination);
  const weight = billingWeightKg(line);
  const baseCharge = round2(tariff.base[zone - 1] + tariff.perKg[zone - 1] * (weight - 1));
  const surcharges = [{ type: 'FUEL', description: 'Fuel Surcharge', amount: round2((baseCharge * FUEL_SURCHARGE_PERCENT) / 100) }];
  if (remotePrefixes.has(Number(route.destination.slice(0, 2)))) {
    surcharges.push({ type: 'OUT_OF_DELIVERY_AREA', description: 'Out of delivery area', amount: OUT_OF_DELIVERY_AREA_MXN });
  }
  if (declaredValueMxn && declaredValueMxn > 0) {
    surcharges.push({ type: 'INSURED_VALUE', description: 'Declared value', amount: round2(Math.max(30, declaredValueMxn * 0.01)) });
  }
  const totalSurcharges = round2(surcharges.reduce((sum, s) => sum + s.amount, 0));
  const totalNetFedExCharge = round2(baseCharge + totalSurcharges);
  const totalTaxes = round2((totalNetFedExCharge * IVA_PERCENT) / 100);
  const transitDays = tariff.days[zone - 1];
  return {
    serviceType,
    serviceName: tariff.name,
    zone,
    billingWeightKg: weight,
    baseCharge,
    surcharges,
    totalSurcharges,
    totalTaxes,
    totalNetFedExCharge,
    totalNetCharge: round2(totalNetFedExCharge + totalTaxes),
    transitDays,
    deliveryAt: `${addBusinessDays(route.shipDate, transitDays)}T${tariff.commitHour}`,
  };
}

const dayWords = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN'];

/** The Rate API's commit.daysInTransit enumeration ("ONE_DAY", "TWO_DAYS"...). */
export function daysInTransit(days: number): string {
  if (days === 0) return 'UNKNOWN';
  return days === 1 ? 'ONE_DAY' : `${dayWords[days] ?? 'UNKNOWN'}_DAYS`;
}
