// The simulated DHL Express network in Mexico: which service area a postal code belongs to (by its first two digits,
// which name the state), the products it sells between two areas, their prices in MXN and their transit days.
// Figures are plausible, not DHL's tariff: they exist so that price depends on weight and route.

export type ServiceArea = { code: string; description: string; region: 'centro' | 'occidente' | 'norte' | 'sureste' };

const AREAS: Record<ServiceArea['region'], ServiceArea> = {
  centro: { code: 'MEX', description: 'MEXICO CITY-MX', region: 'centro' },
  occidente: { code: 'GDL', description: 'GUADALAJARA-MX', region: 'occidente' },
  norte: { code: 'MTY', description: 'MONTERREY-MX', region: 'norte' },
  sureste: { code: 'MID', description: 'MERIDA-MX', region: 'sureste' },
};

/** First two digits of a Mexican postal code -> region (01-16 Ciudad de México, 44-49 Jalisco, 64-67 Nuevo León...). */
const REGION_BY_PREFIX: Array<[number, number, ServiceArea['region']]> = [
  [1, 16, 'centro'],
  [20, 20, 'occidente'],
  [21, 23, 'norte'],
  [24, 24, 'sureste'],
  [25, 27, 'norte'],
  [28, 28, 'occidente'],
  [29, 30, 'sureste'],
  [31, 35, 'norte'],
  [36, 38, 'occidente'],
  [39, 41, 'sureste'],
  [42, 43, 'centro'],
  [44, 49, 'occidente'],
  [50, 57, 'centro'],
  [58, 61, 'occidente'],
  [62, 62, 'centro'],
  [63, 63, 'occidente'],
  [64, 67, 'norte'],
  [68, 71, 'sureste'],
  [72, 76, 'centro'],
  [77, 77, 'sureste'],
  [78, 79, 'occidente'],
  [80, 85, 'norte'],
  [86, 86, 'sureste'],
  [87, 89, 'norte'],
  [90, 90, 'centro'],
  [91, 97, 'sureste'],
  [98, 99, 'occidente'],
];

/** Postal-code prefixes DHL charges a remote-area delivery for (Baja California Sur, Chiapas, Oaxaca). */
const REMOTE_PREFIXES = new Set(['23', '29', '30', '68', '69', '70', '71']);

export function serviceArea(countryCode: string, postalCode: string): ServiceArea | null {
  if (countryCode !== 'MX' || !/^\d{5}$/.test(postalCode)) return null;
  const prefix = Number(postalCode.slice(0, 2));
  const region = REGION_BY_PREFIX.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
  return region ? AREAS[region] : null;
}

export const isRemoteArea = (postalCode: string) => REMOTE_PREFIXES.has(postalCode.slice(0, 2));

export type Product = { code: string; name: string };

/** Domestic products (global product codes of MyDHL's reference data). */
export const PRODUCTS: Record<string, Product> = {
  N: { code: 'N', name: 'EXPRESS DOMESTIC' },
  '1': { code: '1', name: 'EXPRESS DOMESTIC 12:00' },
  G: { code: 'G', name: 'DOMESTIC ECONOMY SELECT' },
};

/** 1 within one area, 2 between neighbouring areas (centro <-> occidente), 3 across the country. */
function zone(from: ServiceArea, to: ServiceArea): 1 | 2 | 3 {
  if (from.code === to.code) return 1;
  const pair = new Set([from.region, to.region]);
  return pair.has('centro') && pair.has('occidente') ? 2 : 3;
}

const BASE_MXN = { 1: 165, 2: 215, 3: 290 } as const;
const PER_EXTRA_KG_MXN = { 1: 22, 2: 31, 3: 44 } as const;
const PRODUCT_FACTOR: Record<string, number> = { N: 1, '1': 1.4, G: 0.7 };
const TRANSIT_DAYS: Record<string, Record<1 | 2 | 3, number>> = {
  N: { 1: 1, 2: 1, 3: 2 },
  '1': { 1: 1, 2: 1, 3: 1 },
  G: { 1: 2, 2: 3, 3: 4 },
};
export const FUEL_SURCHARGE_RATE = 0.195;
export const REMOTE_AREA_MXN = 220;
/** The heaviest piece and longest side the simulated network carries. */
export const MAX_PIECE_KG = 70;
export const MAX_SIDE_CM = 120;

export type PricedProduct = {
  product: Product;
  billedWeightKg: number;
  volumetricKg: number;
  baseMxn: number;
  fuelMxn: number;
  remoteMxn: number;
  totalMxn: number;
  transitDays: number;
};

const money = (n: number) => Math.round(n * 100) / 100;

/** The products sold between two areas for one piece, cheapest first; empty when none can carry it. */
export function priceProducts(input: {
  from: ServiceArea;
  to: ServiceArea;
  destinationPostalCode: string;
  weightKg: number;
  dimensionsCm: { length: number; width: number; height: number };
}): PricedProduct[] {
  const { length, width, height } = input.dimensionsCm;
  if (input.weightKg > MAX_PIECE_KG || Math.max(length, width, height) > MAX_SIDE_CM) return [];
  const z = zone(input.from, input.to);
  const volumetricKg = money((length * width * height) / 5000);
  const billedWeightKg = Math.ceil(Math.max(input.weightKg, volumetricKg) * 2) / 2;
  const codes = z === 3 ? ['G', 'N'] : ['G', 'N', '1']; // 12:00 only where the next morning's flight reaches
  return codes
    .map((code) => {
      const baseMxn = money((BASE_MXN[z] + PER_EXTRA_KG_MXN[z] * Math.max(0, billedWeightKg - 1)) * PRODUCT_FACTOR[code]);
      const fuelMxn = money(baseMxn * FUEL_SURCHARGE_RATE);
      const remoteMxn = isRemoteArea(input.destinationPostalCode) ? REMOTE_AREA_MXN : 0;
      return {
        product: PRODUCTS[code],
        billedWeightKg,
        volumetricKg,
        baseMxn,
        fuelMxn,
        remoteMxn,
        totalMxn: money(baseMxn + fuelMxn + remoteMxn),
        transitDays: TRANSIT_DAYS[code][z],
      };
    })
    .sort((a, b) => a.totalMxn - b.totalMxn);
}

/** `days` business days (Monday to Friday) after a YYYY-MM-DD date. */
export function addBusinessDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    if (at.getUTCDay() !== 0 && at.getUTCDay() !== 6) left--;
  }
  return at.toISOString().slice(0, 10);
}

/** DHL's day of week: 1 Monday ... 7 Sunday. */
export const dayOfWeek = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
