// The city MyDHL asks for in GET /rates (originCityName, destinationCityName: required). An order has its addresses'
// cities; a quote (POST /quotes) has only postal codes, and a postal code is not a city name. For those, DHL's own
// GET /address-validate (type pickup for the origin, delivery for the destination, countryCode MX, postalCode) names
// the city it serves the postal code as, and that name goes into the rate request (docs/carriers/dhl-express.md).
// Answers are kept a day per API and postal code: a postal code's city does not change between two quotes.
import { CarrierError } from '../carrier';
import type { CarrierResponse } from '../carrier-http';
import { DHL_EXPRESS } from './payloads';

const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 5000;
const kept = new Map<string, { city: string; until: number }>();

export type AddressValidate = (path: string) => Promise<CarrierResponse | null>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The city DHL serves `postalCode` as, for `type` (pickup: the origin, delivery: the destination). */
export async function dhlCityName(
  ask: AddressValidate,
  place: { postalCode: string; city?: string },
  type: 'pickup' | 'delivery',
  baseUrl: string,
): Promise<string> {
  if (place.city) return place.city;
  const key = `${baseUrl} ${type} ${place.postalCode}`;
  const known = kept.get(key);
  if (known && known.until > Date.now()) return known.city;
  const query = new URLSearchParams({ type, countryCode: 'MX', postalCode: place.postalCode });
  const response = await ask(`/address-validate?${query}`);
  const addresses = isObject(response?.body) && Array.isArray(response.body.address) ? response.body.address : [];
  const first = addresses.find(isObject);
  const city = typeof first?.cityName === 'string' ? first.cityName.trim() : '';
  if (!city) {
    throw new CarrierError(
      'rejected',
      `DHL Express no reconoce el código postal ${type === 'pickup' ? 'de origen' : 'de destino'}; revísalo.`,
      { carrier: DHL_EXPRESS },
    );
  }
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, { city, until: Date.now() + KEEP_MS });
  return city;
}
