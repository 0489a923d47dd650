// Our stored address as FedEx's party (address + contact): street, exterior and interior numbers and neighborhood
// as up to three street lines of 35 characters (the Ship and Pickup APIs ignore a fourth line and refuse a longer
// one), the state as FedEx's two-letter Mexican state code (API Reference, "Mexico State Codes"), MX.
import type { StoredAddress } from '@/db/schema';
import { canonicalStateName, type MexicanState } from '@/lib/orders/mexican-states';
import { CarrierError } from '../carrier';
import { FEDEX } from './services';

const stateCodes: Record<MexicanState, string> = {
  Aguascalientes: 'AG',
  'Baja California': 'BC',
  'Baja California Sur': 'BS',
  Campeche: 'CM',
  Chiapas: 'CS',
  Chihuahua: 'CH',
  'Ciudad de México': 'DF',
  Coahuila: 'CO',
  Colima: 'CL',
  Durango: 'DG',
  'Estado de México': 'EM',
  Guanajuato: 'GT',
  Guerrero: 'GR',
  Hidalgo: 'HG',
  Jalisco: 'JA',
  Michoacán: 'MI',
  Morelos: 'MO',
  Nayarit: 'NA',
  'Nuevo León': 'NL',
  Oaxaca: 'OA',
  Puebla: 'PU',
  Querétaro: 'QE',
  'Quintana Roo': 'QR',
  'San Luis Potosí': 'SL',
  Sinaloa: 'SI',
  Sonora: 'SO',
  Tabasco: 'TB',
  Tamaulipas: 'TM',
  Tlaxcala: 'TL',
  Veracruz: 'VE',
  Yucatán: 'YU',
  Zacatecas: 'ZA',
};

export const FEDEX_STREET_LINE_MAX = 35;
export const FEDEX_STREET_LINES = 3;
const FEDEX_CITY_MAX = 35;

/** FedEx's code of a Mexican state, from any of the names our addresses accept; undefined when not a state. */
export function fedexStateCode(state: string): string | undefined {
  const canonical = canonicalStateName(state);
  return canonical ? stateCodes[canonical] : undefined;
}

/** Words into lines of at most `max` characters (a word longer than a line is cut). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let piece = word; piece.length > 0; piece = piece.slice(max)) {
      const chunk = piece.slice(0, max);
      if (line && line.length + 1 + chunk.length <= max) line = `${line} ${chunk}`;
      else {
        if (line) lines.push(line);
        line = chunk;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** "Av. Reforma 222 Int. Piso 3" then "Col. Juárez", each wrapped to 35 characters; refused when more than 3 lines. */
export function fedexStreetLines(address: Pick<StoredAddress, 'street' | 'exteriorNumber' | 'interiorNumber' | 'neighborhood'>): string[] {
  const interior = address.interiorNumber?.trim();
  const street = `${address.street.trim()} ${address.exteriorNumber.trim()}${interior ? ` Int. ${interior}` : ''}`;
  const lines = [...wrap(street, FEDEX_STREET_LINE_MAX), ...wrap(`Col. ${address.neighborhood.trim()}`, FEDEX_STREET_LINE_MAX)];
  if (lines.length > FEDEX_STREET_LINES) {
    throw new CarrierError(
      'rejected',
      `La dirección no cabe en las ${FEDEX_STREET_LINES} líneas de ${FEDEX_STREET_LINE_MAX} caracteres que FedEx acepta (calle, números y colonia); abréviala.`,
      { carrier: FEDEX },
    );
  }
  return lines;
}

/** FedEx's phone number: digits only (10 for a Mexican number, up to 15 with the country code). */
export function fedexPhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

export type FedexAddress = {
  streetLines?: string[];
  city?: string;
  stateOrProvinceCode?: string;
  postalCode: string;
  countryCode: 'MX';
};

/** The address part FedEx rates by (postal code, and city and state when known). */
export function fedexRatingAddress(address: { postalCode: string; city?: string; state?: string }): FedexAddress {
  const stateOrProvinceCode = address.state ? fedexStateCode(address.state) : undefined;
  return {
    postalCode: address.postalCode,
    countryCode: 'MX',
    ...(address.city ? { city: address.city.slice(0, FEDEX_CITY_MAX) } : {}),
    ...(stateOrProvinceCode ? { stateOrProvinceCode } : {}),
  };
}

/** The full party of a shipment or a pickup: address and contact. */
export function fedexParty(address: StoredAddress) {
  const stateOrProvinceCode = fedexStateCode(address.state);
  if (!stateOrProvinceCode) {
    throw new CarrierError('rejected', `FedEx necesita un estado de México válido y «${address.state}» no lo es.`, { carrier: FEDEX });
  }
  if (address.city.trim().length > FEDEX_CITY_MAX) {
    throw new CarrierError('rejected', `FedEx acepta ciudades de hasta ${FEDEX_CITY_MAX} caracteres; abrevia «${address.city}».`, {
      carrier: FEDEX,
    });
  }
  return {
    address: {
      streetLines: fedexStreetLines(address),
      city: address.city.trim(),
      stateOrProvinceCode,
      postalCode: address.postalCode,
      countryCode: 'MX' as const,
    },
    contact: {
      personName: address.contactName.trim().slice(0, 70),
      phoneNumber: fedexPhone(address.contactPhone),
      ...(address.email ? { emailAddress: address.email } : {}),
    },
  };
}
