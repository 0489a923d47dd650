// The FedEx client for one set of credentials (docs/carriers/fedex.md): Rate API v1 (rates/quotes), Ship API v1
// (shipments, cancel, return shipments), Track API v1 (trackingnumbers), Pickup API v1 (pickups, cancel), each call
// with a bearer token from token.ts through the one carrier HTTP client. Reads and cancels are idempotent (one
// retry after an outage); creating a shipment or a pickup is not. A 401 gets one new token and one more try.
import { mexicoCityDay, MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';
import {
  type CarrierClient,
  type CarrierConnection,
  CarrierError,
  type CarrierRate,
  type CarrierShipment,
  type CarrierTrackingEvent,
  type RateRequest,
} from '../carrier';
import { carrierFetch, type CarrierRequest } from '../carrier-http';
import type { GuideRequest, PickupConfirmation, PickupRequest } from '../types';
import { fedexParty, fedexRatingAddress } from './address';
import { fedexCredentialsRefused, fedexRejected, fedexUnexpected, inSpanish } from './errors';
import { FEDEX, fedexServices, isFedexService, transitDaysOf } from './services';
import { fedexStatus, fedexStatusCodes } from './status-codes';
import { carrierSurchargeDescription, fedexSurchargeCode } from '../surcharge-codes';
import { dropFedexToken, fedexAccessToken } from './token';

/** The FedEx client: the common interface, with cancelling a pickup (`pickup_cancel`) always present. */
export type FedexClient = CarrierClient & {
  /** cancels a pickup booked by requestPickup (`reference` as it returned it) for the day it was booked */
  cancelPickup(pickup: { reference: string; date: string }): Promise<void>;
};

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const centavos = (pesos: number) => Math.round(pesos * 100);

/** FedEx names the Mexican peso NMP (MXN only as a preferred currency): both are pesos. */
const PESOS = new Set(['NMP', 'MXN']);
/** Which of a service's rated details is the account's price, in order of preference. */
const RATE_TYPES = ['ACCOUNT', 'PREFERRED_CURRENCY', 'PREFERRED', 'LIST'];

/** FedEx's local dates ("2026-12-02T18:00:00", no offset) are Mexico City times here. */
function localDate(value: unknown): Date | null {
  const given = text(value);
  if (!given) return null;
  const at = new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(given) ? given : `${given}${MEXICO_CITY_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

function packageLine(pkg: { weight: number; length: number; width: number; height: number }) {
  return {
    weight: { units: 'KG', value: pkg.weight },
    dimensions: { length: Math.ceil(pkg.length), width: Math.ceil(pkg.width), height: Math.ceil(pkg.height), units: 'CM' },
  };
}

function refuseCod(isCod: boolean): void {
  if (isCod) {
    throw new CarrierError('rejected', 'FedEx no ofrece cobro contra entrega en envíos nacionales de México.', {
      carrier: FEDEX,
      carrierCode: 'COD',
    });
  }
}

export function fedexClient(connection: CarrierConnection): FedexClient {
  const accountNumber = connection.credentials.accountNumber ?? '';

  async function send(token: string, request: CarrierRequest) {
    try {
      return await carrierFetch(FEDEX, connection, {
        ...request,
        headers: { authorization: `Bearer ${token}`, 'x-locale': 'es_MX', ...request.headers },
      });
    } catch (error) {
      throw error instanceof CarrierError ? inSpanish(error, connection.timeoutMs) : error;
    }
  }

  /** One documented call: the token, the call, one new token and one more try on 401; `output` of a 2xx answer. */
  async function call(request: CarrierRequest): Promise<Json> {
    let token = await fedexAccessToken(connection);
    let response = await send(token, request);
    if (response.status === 401) {
      dropFedexToken(connection, token);
      token = await fedexAccessToken(connection);
      response = await send(token, request);
      if (response.status === 401) throw fedexCredentialsRefused(401, response.body, 'call');
    }
    if (response.status === 403) throw fedexCredentialsRefused(403, response.body, 'call');
    if (response.status >= 400 && response.status < 500) throw fedexRejected(response.status, response.body);
    if (response.status < 200 || response.status >= 300) throw fedexUnexpected(`HTTP ${response.status}`);
    const output = obj(response.body).output;
    if (!output || typeof output !== 'object') throw fedexUnexpected('sin output');
    return output as Json;
  }

  function parseRate(detail: Json, destinationPostalCode: string): CarrierRate | null {
    const serviceType = text(detail.serviceType);
    if (!serviceType || !isFedexService(serviceType)) return null;
    const rated = arr(detail.ratedShipmentDetails)
      .map(obj)
      .filter((d) => PESOS.has(String(d.currency ?? obj(d.shipmentRateDetail).currency)))
      .sort((a, b) => rank(a.rateType) - rank(b.rateType))[0];
    const total = rated ? amount(rated.totalNetCharge) : null;
    if (!rated || total === null) return null;
    const surcharges = amount(obj(rated.shipmentRateDetail).totalSurcharges) ?? 0;
    const surchargeLines = arr(obj(rated.shipmentRateDetail).surCharges)
      .map(obj)
      .flatMap((item) => {
        const code = fedexSurchargeCode(item.type);
        const value = amount(item.amount);
        return code && value
          ? [{ code, amountCentavos: centavos(value), description: carrierSurchargeDescription(code, 'FedEx', destinationPostalCode) }]
          : [];
      });
    const commit = obj(detail.commit);
    const transitDays = transitDaysOf(commit.daysInTransit) ?? transitDaysOf(obj(commit.transitDays).minimumTransitTime);
    const service = fedexServices[serviceType];
    return {
      service: serviceType,
      serviceName: service.name,
      shipmentType: service.shipmentType,
      costCentavos: centavos(total),
      surchargesCentavos: centavos(surcharges),
      surchargeLines,
      transitDays: transitDays ?? (serviceType === 'SAME_DAY_CITY' ? 0 : null),
      estimatedDeliveryAt: localDate(obj(commit.dateDetail).dayFormat),
    };
  }

  function rank(rateType: unknown): number {
    const index = RATE_TYPES.indexOf(String(rateType));
    return index === -1 ? RATE_TYPES.length : index;
  }

  function shipmentBody(request: GuideRequest & { service: string }, extra: Json = {}): Json {
    return {
      labelResponseOptions: 'LABEL',
      accountNumber: { value: accountNumber },
      requestedShipment: {
        shipDatestamp: mexicoCityDay(),
        serviceType: request.service,
        packagingType: 'YOUR_PACKAGING',
        pickupType: 'CONTACT_FEDEX_TO_SCHEDULE',
        shipper: fedexParty(request.pickupAddress),
        recipients: [fedexParty(request.deliveryAddress)],
        shippingChargesPayment: { paymentType: 'SENDER', payor: { responsibleParty: { accountNumber: { value: accountNumber } } } },
        labelSpecification: { imageType: 'PDF', labelStockType: 'PAPER_4X6' },
        totalPackageCount: 1,
        requestedPackageLineItems: [
          {
            sequenceNumber: 1,
            ...packageLine(request.package),
            customerReferences: [
              { customerReferenceType: 'CUSTOMER_REFERENCE', value: (request.internalReference ?? request.orderId).slice(0, 40) },
            ],
          },
        ],
        ...extra,
      },
    };
  }

  function parseShipment(output: Json): CarrierShipment {
    const shipment = obj(arr(output.transactionShipments)[0]);
    const piece = obj(arr(shipment.pieceResponses)[0]);
    const guideNumber = text(shipment.masterTrackingNumber) ?? text(piece.masterTrackingNumber) ?? text(piece.trackingNumber);
    if (!guideNumber) throw fedexUnexpected('envío sin número de guía');
    const documents = [...arr(piece.packageDocuments), ...arr(shipment.shipmentDocuments)].map(obj);
    const label = documents.find((d) => text(d.encodedLabel));
    return {
      guideNumber,
      trackingNumber: text(piece.trackingNumber) ?? guideNumber,
      ...(label
        ? { carrierLabel: { format: String(label.docType).startsWith('ZPL') ? 'ZPL' : 'PDF', base64: String(label.encodedLabel) } }
        : {}),
    };
  }

  function parseScan(scan: Json): CarrierTrackingEvent | null {
    const code = text(scan.eventType) ?? text(scan.derivedStatusCode);
    const occurredAt = localDate(scan.date);
    if (!code || !occurredAt) return null;
    const place = obj(scan.scanLocation);
    const location = [text(place.city), text(place.stateOrProvinceCode)].filter(Boolean).join(', ');
    const known = fedexStatusCodes[code];
    const exception = text(scan.exceptionDescription);
    return {
      code,
      status: fedexStatus(code),
      description: known ? `${known.description}${exception ? ` (${exception})` : ''}` : (text(scan.eventDescription) ?? code),
      location: location || null,
      occurredAt,
    };
  }

  return {
    async rate(request: RateRequest): Promise<CarrierRate[]> {
      refuseCod(request.isCod);
      const output = await call({
        method: 'POST',
        path: '/rate/v1/rates/quotes',
        idempotent: true,
        body: {
          accountNumber: { value: accountNumber },
          rateRequestControlParameters: { returnTransitTimes: true },
          requestedShipment: {
            shipper: { address: fedexRatingAddress(request.origin) },
            recipient: { address: fedexRatingAddress(request.destination) },
            shipDateStamp: request.shipDate ?? mexicoCityDay(),
            pickupType: 'CONTACT_FEDEX_TO_SCHEDULE',
            packagingType: 'YOUR_PACKAGING',
            preferredCurrency: 'MXN',
            rateRequestType: ['ACCOUNT', 'LIST'],
            totalPackageCount: 1,
            // No declaredValue: FedEx would price its own coverage into the cost we mark up, while the quote
            // already carries our insurance line and the shipment is insured by us, not by FedEx.
            requestedPackageLineItems: [packageLine(request.package)],
          },
        },
      });
      if (!Array.isArray(output.rateReplyDetails)) throw fedexUnexpected('tarifas sin rateReplyDetails');
      return output.rateReplyDetails.map(obj).flatMap((detail) => parseRate(detail, request.destination.postalCode) ?? []);
    },

    async createShipment(request) {
      refuseCod(request.isCod);
      const body = shipmentBody(request);
      return parseShipment(await call({ method: 'POST', path: '/ship/v1/shipments', body, createsAtCarrier: true }));
    },

    async createReturnShipment(request) {
      refuseCod(request.isCod);
      const body = shipmentBody(request, {
        shipmentSpecialServices: {
          specialServiceTypes: ['RETURN_SHIPMENT'],
          returnShipmentDetail: {
            returnType: 'PRINT_RETURN_LABEL',
            returnAssociationDetail: { trackingNumber: request.originalGuideNumber },
          },
        },
      });
      return parseShipment(await call({ method: 'POST', path: '/ship/v1/shipments', body, createsAtCarrier: true }));
    },

    async cancelShipment(guide) {
      const output = await call({
        method: 'PUT',
        path: '/ship/v1/shipments/cancel',
        idempotent: true,
        body: {
          accountNumber: { value: accountNumber },
          senderCountryCode: 'MX',
          deletionControl: 'DELETE_ALL_PACKAGES',
          trackingNumber: guide.guideNumber,
        },
      });
      if (output.cancelledShipment !== true) {
        throw new CarrierError('rejected', 'FedEx no confirmó la cancelación de la guía.', { carrier: FEDEX });
      }
    },

    async track(trackingNumber) {
      const output = await call({
        method: 'POST',
        path: '/track/v1/trackingnumbers',
        idempotent: true,
        body: { includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber } }] },
      });
      const result = obj(arr(obj(arr(output.completeTrackResults)[0]).trackResults)[0]);
      if (result.error) throw fedexRejected(200, { errors: [result.error] });
      // FedEx lists scans newest first; reversed before the (stable) sort, scans of the same second keep their order.
      return arr(result.scanEvents)
        .reverse()
        .map((scan) => parseScan(obj(scan)))
        .filter((event): event is CarrierTrackingEvent => event !== null)
        .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },

    async requestPickup(request: PickupRequest): Promise<PickupConfirmation> {
      const party = fedexParty(request.pickupAddress);
      const output = await call({
        method: 'POST',
        path: '/pickup/v1/pickups',
        body: {
          associatedAccountNumber: { value: accountNumber },
          originDetail: {
            pickupLocation: { ...party, accountNumber: { value: accountNumber } },
            readyDateTimestamp: `${request.date}T${request.windowStart}:00${MEXICO_CITY_OFFSET}`,
            customerCloseTime: `${request.windowEnd}:00`,
            pickupDateType: request.date === mexicoCityDay() ? 'SAME_DAY' : 'FUTURE_DAY',
            packageLocation: 'FRONT',
          },
          carrierCode: 'FDXE',
          packageCount: Math.max(1, request.guideNumbers.length),
          pickupType: 'ON_CALL',
        },
      });
      const code = text(output.pickupConfirmationCode);
      if (!code) throw fedexUnexpected('recolección sin pickupConfirmationCode');
      // FedEx Express needs the location to cancel; it leads the reference, as FedEx prints it ("NQAA97").
      return { reference: `${text(output.location) ?? ''}${code}` };
    },

    async cancelPickup({ reference, date }) {
      const parts = /^([A-Z]{4})(\w+)$/.exec(reference);
      if (!parts) throw new CarrierError('rejected', 'La referencia de la recolección de FedEx no es válida.', { carrier: FEDEX });
      await call({
        method: 'PUT',
        path: '/pickup/v1/pickups/cancel',
        idempotent: true,
        body: {
          associatedAccountNumber: { value: accountNumber },
          pickupConfirmationCode: parts[2],
          scheduledDate: date,
          location: parts[1],
          carrierCode: 'FDXE',
        },
      });
    },

    async validateCredentials() {
      await fedexAccessToken(connection, { fresh: true });
    },
  };
}
