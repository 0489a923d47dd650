// Our shapes as MyDHL API request payloads (docs/carriers/dhl-express.md, "Required fields"): an address as DHL's
// postalAddress and contactInformation, a rate request as GET /rates' query, a shipment and a pickup as their bodies.
// What DHL would refuse for its length is refused here first, in Spanish, naming the field.
import type { StoredAddress } from '@/db/schema';
import { MEXICO_CITY_OFFSET, mexicoCityDateTime, mexicoCityDay } from '@/lib/platform/time/mexico-city';
import { CarrierError, type RateRequest } from '../carrier';
import type { GuideRequest, PickupRequest } from '../types';

export const DHL_EXPRESS = 'dhl_express';

/** MyDHL's limits on an address (the Address and Contact schemas of its OpenAPI document). */
const LINE_MAX = 45;
const LINES_MAX = 3;
const PROVINCE_MAX = 35;
const EMAIL_MAX = 70;
const REFERENCE_MAX = 35;

/** Words of `text` in lines of at most `max` characters (a longer word is cut). */
export function wrapLine(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const piece of word.match(new RegExp(`.{1,${max}}`, 'gu')) ?? []) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= max) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

const rejected = (message: string) => new CarrierError('rejected', message, { carrier: DHL_EXPRESS });

/** The street, its numbers and the neighbourhood in DHL's three lines of 45 characters, or a Spanish refusal. */
export function dhlAddressLines(address: StoredAddress, whose: string): { lines: string[]; countyName?: string } {
  const street = `${address.street} ${address.exteriorNumber}${address.interiorNumber ? ` Int. ${address.interiorNumber}` : ''}`;
  const streetLines = wrapLine(street, LINE_MAX);
  const neighborhood = wrapLine(`Col. ${address.neighborhood}`, LINE_MAX);
  if (streetLines.length + neighborhood.length <= LINES_MAX) {
    return {
      lines: [...streetLines, ...neighborhood],
      ...(address.neighborhood.length <= LINE_MAX ? { countyName: address.neighborhood } : {}),
    };
  }
  if (streetLines.length <= LINES_MAX && address.neighborhood.length <= LINE_MAX) {
    return { lines: streetLines, countyName: address.neighborhood };
  }
  throw rejected(
    `DHL Express admite la calle, los números y la colonia ${whose} en tres líneas de ${LINE_MAX} caracteres y esta dirección no cabe en ellas; acorta la calle o la colonia.`,
  );
}

type DhlParty = {
  postalAddress: Record<string, string>;
  contactInformation: Record<string, string>;
};

/** An address as DHL's postalAddress + contactInformation ("del remitente", "del destinatario" name it in refusals). */
export function dhlParty(address: StoredAddress, whose: string): DhlParty {
  const { lines, countyName } = dhlAddressLines(address, whose);
  if (address.city.length > LINE_MAX) {
    throw rejected(
      `DHL Express admite ciudades de hasta ${LINE_MAX} caracteres y la ciudad ${whose} tiene ${address.city.length}; abréviala.`,
    );
  }
  return {
    postalAddress: {
      postalCode: address.postalCode,
      cityName: address.city,
      countryCode: 'MX',
      ...(address.state.length <= PROVINCE_MAX ? { provinceName: address.state } : {}),
      ...Object.fromEntries(lines.map((line, i) => [`addressLine${i + 1}`, line])),
      ...(countyName ? { countyName } : {}),
    },
    contactInformation: {
      phone: address.contactPhone,
      // DHL requires a company name; a person shipping or receiving as themselves is their own "company"
      companyName: address.contactName,
      fullName: address.contactName,
      ...(address.email && address.email.length <= EMAIL_MAX ? { email: address.email } : {}),
    },
  };
}

/** "2026-11-28T10:15:00 GMT-06:00": the local time of the shipment's origin, as MyDHL's timestamps read. */
export function dhlTimestamp(day: string, time: string): string {
  return `${day}T${time} GMT${MEXICO_CITY_OFFSET}`;
}

const nowTimestamp = () => {
  const [day, time] = mexicoCityDateTime(new Date()).split(' ');
  return dhlTimestamp(day, time);
};

/** GET /rates's query; `cities`: the origin's and destination's city names (lib/providers/dhl-express/city-names.ts). */
export function rateQuery(request: RateRequest, accountNumber: string, cities: { origin: string; destination: string }): URLSearchParams {
  return new URLSearchParams({
    accountNumber,
    originCountryCode: 'MX',
    originPostalCode: request.origin.postalCode,
    originCityName: cities.origin,
    destinationCountryCode: 'MX',
    destinationPostalCode: request.destination.postalCode,
    destinationCityName: cities.destination,
    weight: String(request.package.weight),
    length: String(request.package.length),
    width: String(request.package.width),
    height: String(request.package.height),
    plannedShippingDate: request.shipDate ?? mexicoCityDay(),
    isCustomsDeclarable: 'false',
    unitOfMeasurement: 'metric',
    nextBusinessDay: 'true',
    requestEstimatedDeliveryDate: 'true',
  });
}

/** A reference DHL prints and reports back (at most 35 characters): the merchant's own, else the order's id. */
function customerReference(request: GuideRequest, prefix = ''): string {
  return `${prefix}${request.internalReference ?? request.orderId.replaceAll('-', '')}`.slice(0, REFERENCE_MAX);
}

export function shipmentBody(request: GuideRequest & { service: string }, accountNumber: string, reference?: string) {
  return {
    plannedShippingDateAndTime: nowTimestamp(),
    pickup: { isRequested: false },
    productCode: request.service,
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    customerReferences: [{ value: reference?.slice(0, REFERENCE_MAX) ?? customerReference(request), typeCode: 'CU' }],
    outputImageProperties: {
      encodingFormat: 'pdf',
      imageOptions: [{ typeCode: 'label', templateName: 'ECOM26_84_001', isRequested: true }],
    },
    customerDetails: {
      shipperDetails: dhlParty(request.pickupAddress, 'del remitente'),
      receiverDetails: dhlParty(request.deliveryAddress, 'del destinatario'),
    },
    content: {
      packages: [
        {
          weight: request.package.weight,
          dimensions: { length: request.package.length, width: request.package.width, height: request.package.height },
        },
      ],
      isCustomsDeclarable: false,
      description: 'Paquete',
      incoterm: 'DAP',
      unitOfMeasurement: 'metric',
    },
  };
}

export function pickupBody(request: PickupRequest, accountNumber: string) {
  // MyDHL asks for each shipment's product and packages: each parcel as it was bought (its product and package); a
  // guide known only by its number goes as an EXPRESS DOMESTIC parcel of nominal size.
  const parcels = new Map((request.parcels ?? []).map((p) => [p.guideNumber, p]));
  const guides = request.guideNumbers.length ? request.guideNumbers : [undefined];
  return {
    plannedPickupDateAndTime: dhlTimestamp(request.date, `${request.windowStart}:00`),
    closeTime: request.windowEnd,
    location: 'Recepción',
    locationType: 'business',
    accounts: [{ typeCode: 'shipper', number: accountNumber }],
    customerDetails: { shipperDetails: dhlParty(request.pickupAddress, 'de la recolección') },
    shipmentDetails: guides.map((guide) => {
      const parcel = guide ? parcels.get(guide) : undefined;
      const size = parcel?.package;
      return {
        ...(guide ? { shipmentTrackingNumber: guide } : {}),
        productCode: parcel?.service ?? 'N',
        isCustomsDeclarable: false,
        unitOfMeasurement: 'metric',
        packages: [
          size
            ? {
                weight: size.weight,
                dimensions: { length: Math.ceil(size.length), width: Math.ceil(size.width), height: Math.ceil(size.height) },
              }
            : { weight: 1, dimensions: { length: 1, width: 1, height: 1 } },
        ],
      };
    }),
  };
}
