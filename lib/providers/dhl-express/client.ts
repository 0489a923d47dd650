// The DHL Express client for one account (docs/carriers/dhl-express.md): MyDHL API with HTTP Basic authentication
// (API key and secret), through the one carrier HTTP client (lib/providers/carrier-http.ts). Reads are retried once
// after an outage; a shipment or a pickup is sent once (MyDHL has no idempotency key).
import { randomUUID } from 'node:crypto';
import { MEXICO_CITY_OFFSET } from '@/lib/platform/time/mexico-city';
import {
  type CarrierClient,
  type CarrierConnection,
  CarrierError,
  type CarrierRate,
  type CarrierShipment,
  type CarrierTrackingEvent,
} from '../carrier';
import { type CarrierRequest, carrierFetch } from '../carrier-http';
import type { GuideRequest } from '../types';
import { type DhlOperation, dhlError, dhlMalformed } from './errors';
import { dhlCityName } from './city-names';
import { DHL_EXPRESS, pickupBody, rateQuery, shipmentBody } from './payloads';
import { dhlExpressProduct } from './products';
import { dhlExpressEventLabels, dhlExpressStatus } from './tracking-codes';
import { carrierSurchargeDescription, dhlSurchargeCode } from '../surcharge-codes';

/** The interface version MyDHL's OpenAPI document asks every call to send in `x-version` ("do not change"). */
const DHL_INTERFACE_VERSION = '3.1.0';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

const toCentavos = (mxn: unknown) => (typeof mxn === 'number' && Number.isFinite(mxn) ? Math.round(mxn * 100) : 0);

/** A local "YYYY-MM-DDTHH:MM:SS" of DHL's as an instant (Mexico City's offset unless DHL sends one). */
function localInstant(dateTime: string, offset: string = MEXICO_CITY_OFFSET): Date | null {
  const at = new Date(`${dateTime}${/^[+-]\d{2}:\d{2}$/.test(offset) ? offset : MEXICO_CITY_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function dhlExpressClient(connection: CarrierConnection): CarrierClient {
  const { apiKey = '', apiSecret = '', accountNumber = '' } = connection.credentials;
  const authorization = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;

  async function call(operation: DhlOperation, request: CarrierRequest, context: { service?: string } = {}) {
    const response = await carrierFetch(DHL_EXPRESS, connection, {
      ...request,
      headers: {
        authorization,
        'message-reference': randomUUID(),
        'message-reference-date': new Date().toUTCString(),
        'x-version': DHL_INTERFACE_VERSION,
        ...request.headers,
      },
    });
    if (response.status >= 200 && response.status < 300) return response;
    if (operation === 'tracking' && response.status === 404) return null;
    throw dhlError(operation, response.status, response.body, context);
  }

  async function ship(
    operation: 'shipment' | 'return',
    request: GuideRequest & { service: string },
    reference?: string,
  ): Promise<CarrierShipment> {
    if (request.isCod) {
      throw new CarrierError(
        'rejected',
        'DHL Express no ofrece cobro contra entrega en esta integración; elige otra paquetería para este envío.',
        {
          carrier: DHL_EXPRESS,
        },
      );
    }
    const body = shipmentBody(request, accountNumber, reference);
    const response = await call(
      operation,
      { method: 'POST', path: '/shipments', body, createsAtCarrier: true },
      { service: request.service },
    );
    const answer = isObject(response?.body) ? response.body : {};
    const awb = typeof answer.shipmentTrackingNumber === 'string' ? answer.shipmentTrackingNumber : null;
    if (!awb) throw dhlMalformed(operation, 'número de guía');
    const label = list(answer.documents).find((doc) => doc.typeCode === 'label' && typeof doc.content === 'string');
    return {
      guideNumber: awb,
      trackingNumber: awb,
      ...(label
        ? { carrierLabel: { format: String(label.imageFormat).toUpperCase() === 'ZPL' ? 'ZPL' : 'PDF', base64: label.content as string } }
        : {}),
    };
  }

  return {
    async rate(request) {
      if (request.isCod) {
        throw new CarrierError('rejected', 'DHL Express no ofrece cobro contra entrega en esta integración.', { carrier: DHL_EXPRESS });
      }
      // A quote has postal codes only: DHL names their cities (GET /address-validate), as its rate request needs them.
      const ask = (path: string) => call('rate', { method: 'GET', path, idempotent: true });
      const [origin, destination] = await Promise.all([
        dhlCityName(ask, request.origin, 'pickup', connection.baseUrl),
        dhlCityName(ask, request.destination, 'delivery', connection.baseUrl),
      ]);
      const query = rateQuery(request, accountNumber, { origin, destination });
      const response = await call('rate', { method: 'GET', path: `/rates?${query}`, idempotent: true });
      const products = isObject(response?.body) ? response.body.products : undefined;
      if (!Array.isArray(products)) throw dhlMalformed('rate', 'productos');
      return list(products).flatMap((product): CarrierRate[] => {
        const code = String(product.productCode ?? '');
        const total = list(product.totalPrice).find((price) => price.currencyType === 'BILLC') ?? list(product.totalPrice)[0];
        // A Mexican account is billed in pesos; a price in another currency cannot be compared and is left out.
        if (!code || !total || total.priceCurrency !== 'MXN') return [];
        const breakdown = list(product.detailedPriceBreakdown).find((b) => b.currencyType === total.currencyType);
        const surcharges = list(breakdown?.breakdown).filter((item) => item.serviceTypeCode === 'SCH');
        const delivery = isObject(product.deliveryCapabilities) ? product.deliveryCapabilities : {};
        const { name, shipmentType } = dhlExpressProduct(code, typeof product.productName === 'string' ? product.productName : undefined);
        return [
          {
            service: code,
            serviceName: name,
            shipmentType,
            costCentavos: toCentavos(total.price),
            surchargesCentavos: surcharges.reduce((sum, item) => sum + toCentavos(item.price), 0),
            surchargeLines: surcharges.flatMap((item) => {
              const surcharge = dhlSurchargeCode(item.serviceCode, item.name);
              const description = surcharge && carrierSurchargeDescription(surcharge, 'DHL Express', request.destination.postalCode);
              return surcharge && description ? [{ code: surcharge, amountCentavos: toCentavos(item.price), description }] : [];
            }),
            transitDays: typeof delivery.totalTransitDays === 'number' ? delivery.totalTransitDays : null,
            estimatedDeliveryAt:
              typeof delivery.estimatedDeliveryDateAndTime === 'string' ? localInstant(delivery.estimatedDeliveryDateAndTime) : null,
          },
        ];
      });
    },

    createShipment: (request) => ship('shipment', request),

    async cancelShipment() {
      throw new CarrierError(
        'rejected',
        'DHL Express no permite cancelar una guía por su API: no entregues el paquete a DHL y, si pediste su recolección, cancélala.',
        { carrier: DHL_EXPRESS },
      );
    },

    createReturnShipment: (request) => ship('return', request, `Devolución ${request.originalGuideNumber}`),

    async track(trackingNumber) {
      const query = new URLSearchParams({ trackingView: 'all-checkpoints', levelOfDetail: 'shipment', requestGMTOffsetPerEvent: 'true' });
      const response = await call('tracking', {
        method: 'GET',
        path: `/shipments/${encodeURIComponent(trackingNumber)}/tracking?${query}`,
        idempotent: true,
      });
      if (!response) return []; // DHL has no checkpoint for it yet ("No data found")
      const shipments = isObject(response.body) ? response.body.shipments : undefined;
      if (!Array.isArray(shipments)) throw dhlMalformed('tracking', 'envíos');
      const shipment = list(shipments).find((s) => s.shipmentTrackingNumber === trackingNumber) ?? list(shipments)[0];
      const events = list(shipment?.events).flatMap((event): CarrierTrackingEvent[] => {
        const code = String(event.typeCode ?? '').toUpperCase();
        const occurredAt = localInstant(`${event.date}T${event.time}`, typeof event.GMTOffset === 'string' ? event.GMTOffset : undefined);
        if (!code || !occurredAt) return [];
        const area = list(event.serviceArea)[0];
        return [
          {
            code,
            status: dhlExpressStatus(code),
            description: dhlExpressEventLabels[code] ?? `Evento de DHL Express (${code})`,
            location: typeof area?.description === 'string' ? area.description : null,
            occurredAt,
          },
        ];
      });
      return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    },

    async requestPickup(request) {
      const response = await call('pickup', { method: 'POST', path: '/pickups', body: pickupBody(request, accountNumber) });
      const numbers = isObject(response?.body) ? response.body.dispatchConfirmationNumbers : undefined;
      const reference = Array.isArray(numbers) && typeof numbers[0] === 'string' ? numbers[0] : null;
      if (!reference) throw dhlMalformed('pickup', 'número de confirmación');
      return { reference };
    },

    async cancelPickup({ reference }) {
      // DELETE /pickups/{dispatchConfirmationNumber}: DHL asks who cancels and why (both required); 200 with no body.
      const query = new URLSearchParams({ requestorName: 'Envíos MX', reason: 'Recolección cancelada por el remitente' });
      await call('pickup_cancel', { method: 'DELETE', path: `/pickups/${encodeURIComponent(reference)}?${query}`, idempotent: true });
    },

    async validateCredentials() {
      // A one-piece rate within Mexico City: DHL checks the key and secret (401) and the account number (400).
      const probe = rateQuery(
        {
          origin: { postalCode: '06600', city: 'Ciudad de México' },
          destination: { postalCode: '06600', city: 'Ciudad de México' },
          package: { weight: 1, length: 10, width: 10, height: 10 },
          declaredValueCentavos: null,
          isCod: false,
          codAmountCentavos: null,
        },
        accountNumber,
        { origin: 'Ciudad de México', destination: 'Ciudad de México' },
      );
      try {
        await call('validate', { method: 'GET', path: `/rates?${probe}`, idempotent: true });
      } catch (error) {
        // A refusal of the route itself (no product that day) still proves the credentials work.
        if (error instanceof CarrierError && error.kind === 'rejected') return;
        throw error;
      }
    },
  };
}
