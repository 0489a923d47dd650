// A local FedEx: the documented REST endpoints (OAuth, Rate, Ship, Track, Pickup) with FedEx's bearer tokens, request
// checks and error shape ({ transactionId, errors: [{ code, message }] }), priced for Mexican domestic routes
// (rates.ts), shipments kept in memory and tracked through FedEx scan codes, and a control surface outside the
// documented API (/__simulator/...) that tests and `npm run dev` use to slow, break or advance it
// (docs/carriers/fedex.md, "Simulator"). It plays the carrier, so it imports nothing from lib/.
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { labelPdf, labelZpl } from './label-pdf';
import {
  daysInTransit,
  FUEL_SURCHARGE_PERCENT,
  isMexicanPostalCode,
  MAX_PACKAGE_KG,
  type Quote,
  quote,
  type ServiceType,
  servicesFor,
  stateOf,
  tariffs,
} from './rates';

export type FedexSimulatorCredentials = { clientId: string; clientSecret: string; accountNumber: string };

/** The credentials the simulator accepts unless told otherwise (npm run dev's FedEx account). */
export const FEDEX_SIMULATOR_CREDENTIALS: FedexSimulatorCredentials = {
  clientId: 'envios-fedex-demo',
  clientSecret: 'secreto-fedex-demo',
  accountNumber: '740561073',
};

/** The documented endpoints, by the names faults and counters use. */
export const fedexEndpoints = ['token', 'rate', 'ship', 'ship_cancel', 'track', 'pickup', 'pickup_cancel'] as const;
export type FedexEndpoint = (typeof fedexEndpoints)[number];

/**
 * What the next `count` calls of an endpoint (or every endpoint, '*') do instead of answering normally:
 * - `slow`: wait `delayMs` (default 5 s) first, then answer normally;
 * - `error_500`, `error_503`: FedEx's documented 500 / 503 bodies;
 * - `rate_limited`: 429 with `Retry-After: retryAfterSeconds` (default 0);
 * - `malformed`: 200 with a body that is not JSON;
 * - `expire_token`: the bearer token of the call expires just before it is checked (401, then a refresh works);
 * - `reply`: answer `status` with `body` as given (a documentation example, fixtures/);
 * - `drop`: close the connection without an answer.
 */
export type FedexFault = {
  endpoint: FedexEndpoint | '*';
  mode: 'slow' | 'error_500' | 'error_503' | 'rate_limited' | 'malformed' | 'expire_token' | 'reply' | 'drop';
  count?: number;
  delayMs?: number;
  retryAfterSeconds?: number;
  status?: number;
  body?: unknown;
};

export type FedexSimulatorOptions = {
  /** 0 (default): a free port */
  port?: number;
  host?: string;
  /** added to every documented call (the benchmark's simulated carrier latency) */
  latencyMs?: number;
  /** accepted client credentials and the account each may use; default FEDEX_SIMULATOR_CREDENTIALS */
  credentials?: FedexSimulatorCredentials | FedexSimulatorCredentials[];
  /** expires_in of the tokens it issues; default 3600 (FedEx: one hour) */
  tokenTtlSeconds?: number;
  /** when set, every shipment takes its next happy-path scan each interval by itself (npm run dev) */
  eventIntervalMs?: number;
};

export type SimulatedScan = {
  eventType: string;
  eventDescription: string;
  derivedStatusCode: string;
  derivedStatus: string;
  exceptionCode: string;
  exceptionDescription: string;
  /** FedEx's timestamp (local time to the second, with the offset) */
  date: string;
  /** the same instant in epoch milliseconds (the simulator's own clock) */
  at: number;
  city: string;
  postalCode: string;
  stateOrProvinceCode: string;
  locationType: string;
};

export type SimulatedShipment = {
  trackingNumber: string;
  accountNumber: string;
  serviceType: ServiceType;
  shipper: { city: string; postalCode: string; stateOrProvinceCode: string };
  recipient: { city: string; postalCode: string; stateOrProvinceCode: string };
  isReturn: boolean;
  cancelled: boolean;
  scans: SimulatedScan[];
};

export type FedexSimulator = {
  url: string;
  port: number;
  /** the first accepted credentials (the banner's) */
  credentials: FedexSimulatorCredentials;
  accounts: FedexSimulatorCredentials[];
  close(): Promise<void>;
  fault(fault: FedexFault): void;
  clearFaults(): void;
  /** every issued token expires now (the next call answers 401 NOT.AUTHORIZED.ERROR) */
  expireTokens(): void;
  /** the next scan of a shipment: the happy path by default, or the FedEx event code given (DE, RS, ...) */
  advance(trackingNumber: string, eventType?: string): SimulatedScan;
  shipment(trackingNumber: string): SimulatedShipment | undefined;
  /** calls received per endpoint (faulted ones included) and tokens issued */
  stats(): { requests: Record<FedexEndpoint, number>; tokensIssued: number };
  /** the last call an endpoint received: its headers and body (JSON parsed, a form as an object) */
  lastRequest(endpoint: FedexEndpoint): { headers: Record<string, string | string[] | undefined>; body: unknown } | undefined;
  /** forget counters and faults (shipments, pickups and tokens stay) */
  reset(): void;
};

const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));
const documented = {
  expired: fixture('error-401.json').errors[0],
  forbidden: fixture('error-403.json').errors[0],
  notFound: fixture('error-404.json').errors[0],
  internal: fixture('error-500.json').errors[0],
  unavailable: fixture('error-503.json').errors[0],
  badCredentials: fixture('oauth-token-401.json').errors[0],
} as Record<string, FedexErrorItem>;

type FedexErrorItem = { code: string; message: string };

/** The scan events of the happy path after "OC" (label created), and where each happens. */
const happyPath: ReadonlyArray<{ eventType: string; at: 'origin' | 'destination' }> = [
  { eventType: 'PU', at: 'origin' },
  { eventType: 'AR', at: 'origin' },
  { eventType: 'DP', at: 'origin' },
  { eventType: 'AR', at: 'destination' },
  { eventType: 'OD', at: 'destination' },
  { eventType: 'DL', at: 'destination' },
];

// FedEx's descriptions of the scan codes the simulator emits (API Reference, "Tracking status codes").
const scanTexts: Record<string, { description: string; derivedCode: string; derived: string; locationType: string }> = {
  OC: { description: 'Shipment information sent to FedEx', derivedCode: 'IN', derived: 'Label created', locationType: 'CUSTOMER' },
  PU: { description: 'Picked up', derivedCode: 'PU', derived: 'Picked up', locationType: 'PICKUP_LOCATION' },
  AR: { description: 'Arrived at FedEx location', derivedCode: 'IT', derived: 'In transit', locationType: 'FEDEX_FACILITY' },
  DP: { description: 'Departed FedEx location', derivedCode: 'IT', derived: 'In transit', locationType: 'FEDEX_FACILITY' },
  IT: { description: 'In transit', derivedCode: 'IT', derived: 'In transit', locationType: 'FEDEX_FACILITY' },
  AF: { description: 'At local FedEx facility', derivedCode: 'IT', derived: 'In transit', locationType: 'DESTINATION_FEDEX_FACILITY' },
  OD: { description: 'On FedEx vehicle for delivery', derivedCode: 'OD', derived: 'Out for delivery', locationType: 'VEHICLE' },
  DL: { description: 'Delivered', derivedCode: 'DL', derived: 'Delivered', locationType: 'DELIVERY_LOCATION' },
  DE: { description: 'Delivery exception', derivedCode: 'DE', derived: 'Delivery exception', locationType: 'DELIVERY_LOCATION' },
  DY: { description: 'Delay', derivedCode: 'DY', derived: 'Delay', locationType: 'FEDEX_FACILITY' },
  SE: { description: 'Shipment exception', derivedCode: 'SE', derived: 'Shipment exception', locationType: 'FEDEX_FACILITY' },
  HP: {
    description: 'Ready for recipient pickup',
    derivedCode: 'HP',
    derived: 'Ready for pickup',
    locationType: 'DESTINATION_FEDEX_FACILITY',
  },
  RS: { description: 'Return to shipper', derivedCode: 'RS', derived: 'Return to shipper', locationType: 'FEDEX_FACILITY' },
  CA: { description: 'Shipment cancelled by sender', derivedCode: 'CA', derived: 'Cancelled', locationType: 'CUSTOMER' },
};

const pickupLocations: Record<string, string> = {
  DF: 'MEXA',
  EM: 'TLCA',
  JA: 'GDLA',
  NL: 'MTYA',
  PU: 'PBCA',
  QE: 'QROA',
  GT: 'BJXA',
  YU: 'MIDA',
};

/** Mexico City's calendar day (the simulator keeps its own clock: it imports nothing from lib/). */
function mexicoCityToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
}

/** FedEx's timestamps: local time with the offset (Mexico City is UTC-6 all year since 2022). */
function fedexTimestamp(at: Date): string {
  return `${new Date(at.getTime() - 6 * 3_600_000).toISOString().slice(0, 19)}-06:00`;
}

class FedexRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FedexErrorItem[],
  ) {
    super(errors.map((e) => e.code).join(', '));
  }
}

const invalid = (field: string): FedexErrorItem => ({
  code: 'INVALID.INPUT.EXCEPTION',
  message: `Invalid field value in the input: ${field}.`,
});

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export async function startFedexSimulator(options: FedexSimulatorOptions = {}): Promise<FedexSimulator> {
  const credentials = options.credentials
    ? Array.isArray(options.credentials)
      ? options.credentials
      : [options.credentials]
    : [FEDEX_SIMULATOR_CREDENTIALS];
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const latencyMs = options.latencyMs ?? 0;
  const eventIntervalMs = options.eventIntervalMs ?? 0;

  const tokens = new Map<string, { credentials: FedexSimulatorCredentials; expiresAt: number }>();
  const shipments = new Map<string, SimulatedShipment>();
  const pickups = new Map<string, { code: string; location: string; accountNumber: string; date: string; cancelled: boolean }>();
  let faults: (FedexFault & { left: number })[] = [];
  const zeroCounts = () => Object.fromEntries(fedexEndpoints.map((e) => [e, 0])) as Record<FedexEndpoint, number>;
  let requests = zeroCounts();
  let tokensIssued = 0;
  const lastRequests = new Map<FedexEndpoint, { headers: Record<string, string | string[] | undefined>; body: unknown }>();
  let baseUrl = '';

  function takeFault(endpoint: FedexEndpoint): FedexFault | null {
    const fault = faults.find((f) => (f.endpoint === endpoint || f.endpoint === '*') && f.left > 0);
    if (!fault) return null;
    fault.left--;
    faults = faults.filter((f) => f.left > 0);
    return fault;
  }

  function newTrackingNumber(): string {
    for (;;) {
      const candidate = `79${String(randomInt(10_000_000_000)).padStart(10, '0')}`;
      if (!shipments.has(candidate)) return candidate;
    }
  }

  function scanAt(shipment: SimulatedShipment, eventType: string, at: 'origin' | 'destination', time?: number): SimulatedScan {
    const text = scanTexts[eventType] ?? {
      description: eventType,
      derivedCode: eventType,
      derived: eventType,
      locationType: 'FEDEX_FACILITY',
    };
    const place = at === 'origin' ? shipment.shipper : shipment.recipient;
    // Each scan at least a second after the previous one (FedEx's timestamps count seconds), never minutes ahead.
    const last = shipment.scans.at(-1);
    const when = time ?? Math.max(Date.now(), last ? last.at + 1_000 : 0);
    return {
      eventType,
      eventDescription: text.description,
      derivedStatusCode: text.derivedCode,
      derivedStatus: text.derived,
      exceptionCode: eventType === 'DE' ? '08' : '',
      exceptionDescription: eventType === 'DE' ? 'Customer not available or business closed' : '',
      date: fedexTimestamp(new Date(when)),
      at: when,
      city: place.city,
      postalCode: place.postalCode,
      stateOrProvinceCode: place.stateOrProvinceCode,
      locationType: text.locationType,
    };
  }

  /** The next scan of the happy path (after a delivery exception, a new delivery attempt), or null once delivered. */
  function nextHappyScan(shipment: SimulatedShipment): { eventType: string; at: 'origin' | 'destination' } | null {
    const lastType = shipment.scans.at(-1)?.eventType;
    if (lastType === 'DL' || shipment.cancelled) return null;
    if (lastType === 'DE') return { eventType: 'OD', at: 'destination' };
    const taken = shipment.scans.filter((s) => s.eventType !== 'OC').length;
    return happyPath[Math.min(taken, happyPath.length - 1)] ?? null;
  }

  /** With eventIntervalMs, the scans a shipment would have taken by now, each one interval after the previous. */
  function catchUp(shipment: SimulatedShipment): void {
    if (eventIntervalMs <= 0) return;
    for (;;) {
      const next = nextHappyScan(shipment);
      const lastAt = shipment.scans.at(-1)?.at;
      if (!next || lastAt === undefined || lastAt + eventIntervalMs > Date.now()) return;
      shipment.scans.push(scanAt(shipment, next.eventType, next.at, lastAt + eventIntervalMs));
    }
  }

  function advance(trackingNumber: string, eventType?: string): SimulatedScan {
    const shipment = shipments.get(trackingNumber);
    if (!shipment) throw new Error(`unknown tracking number ${trackingNumber}`);
    if (shipment.cancelled) throw new Error(`shipment ${trackingNumber} is cancelled`);
    catchUp(shipment);
    let next: { eventType: string; at: 'origin' | 'destination' } | null;
    if (eventType) {
      const pickedUp = shipment.scans.some((s) => s.eventType === 'PU');
      next = { eventType, at: pickedUp && eventType !== 'PU' ? 'destination' : 'origin' };
    } else {
      next = nextHappyScan(shipment);
      if (!next) throw new Error(`shipment ${trackingNumber} is already delivered`);
    }
    const scan = scanAt(shipment, next.eventType, next.at);
    shipment.scans.push(scan);
    return scan;
  }

  // --- authentication -------------------------------------------------------------------------------------------

  function issueToken(body: URLSearchParams): Json {
    const grantType = body.get('grant_type');
    const clientId = body.get('client_id');
    const clientSecret = body.get('client_secret');
    if (!grantType || !clientId || !clientSecret) {
      const missing = [!grantType && 'grant_type', !clientId && 'client_id', !clientSecret && 'client_secret'].filter(Boolean);
      throw new FedexRequestError(
        400,
        missing.map((field) => invalid(String(field))),
      );
    }
    if (!['client_credentials', 'csp_credentials', 'client_pc_credentials'].includes(grantType)) {
      throw new FedexRequestError(400, [invalid('grant_type')]);
    }
    const match = credentials.find((c) => c.clientId === clientId && c.clientSecret === clientSecret);
    if (!match || grantType !== 'client_credentials') throw new FedexRequestError(401, [documented.badCredentials]);
    const accessToken = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${randomUUID().replace(/-/g, '')}`;
    tokens.set(accessToken, { credentials: match, expiresAt: Date.now() + tokenTtlSeconds * 1000 });
    tokensIssued++;
    return { access_token: accessToken, token_type: 'bearer', expires_in: tokenTtlSeconds, scope: 'CXS' };
  }

  function authenticate(request: IncomingMessage, expireFirst: boolean): FedexSimulatorCredentials {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match ? tokens.get(match[1]) : undefined;
    if (!token) {
      throw new FedexRequestError(401, [{ code: 'AUTHENTICATION.TOKEN.INVALID', message: 'Invalid token passed in the request' }]);
    }
    if (expireFirst) token.expiresAt = 0;
    if (token.expiresAt <= Date.now()) throw new FedexRequestError(401, [documented.expired]);
    return token.credentials;
  }

  function requireAccount(value: unknown, field: string, account: FedexSimulatorCredentials): void {
    const given = str(obj(value).value);
    if (!given) throw new FedexRequestError(400, [invalid(`${field}.value`)]);
    if (given !== account.accountNumber) throw new FedexRequestError(403, [documented.forbidden]);
  }

  // --- request checks ---------------------------------------------------------------------------------------------

  function checkMexicanAddress(value: unknown, field: string, errors: FedexErrorItem[], party: 'SHIPPER' | 'RECIPIENT', full: boolean) {
    const address = obj(value);
    const postalCode = address.postalCode === undefined ? null : String(address.postalCode);
    const countryCode = str(address.countryCode);
    if (!countryCode) errors.push(invalid(`${field}.countryCode`));
    else if (countryCode !== 'MX')
      errors.push({ code: 'COUNTRY.NOT.SERVED', message: `${field}.countryCode ${countryCode}: this simulator serves Mexico (MX) only.` });
    if (!postalCode) errors.push(invalid(`${field}.postalCode`));
    else if (!isMexicanPostalCode(postalCode)) {
      errors.push({
        code: `${party}.POSTALCODE.INVALID`,
        message: `The ${party.toLowerCase()} postal code ${postalCode} is not valid for MX.`,
      });
    }
    if (!full) return;
    const lines = arr(address.streetLines);
    if (lines.length === 0 || lines.some((line) => typeof line !== 'string' || line.trim() === ''))
      errors.push(invalid(`${field}.streetLines`));
    else if (lines.some((line) => (line as string).length > 35))
      errors.push(invalid(`${field}.streetLines (maximum length per line is 35)`));
    if (!str(address.city)) errors.push(invalid(`${field}.city`));
    const state = str(address.stateOrProvinceCode);
    if (!state) errors.push(invalid(`${field}.stateOrProvinceCode`));
    else if (postalCode && isMexicanPostalCode(postalCode) && stateOf(postalCode)?.state !== state) {
      errors.push({ code: `${party}.POSTALSTATE.MISMATCH`, message: `The ${party.toLowerCase()} postal code and state do not match.` });
    }
  }

  function checkContact(value: unknown, field: string, errors: FedexErrorItem[], party: 'SHIPPER' | 'RECIPIENT') {
    const contact = obj(value);
    if (!str(contact.personName) && !str(contact.companyName)) errors.push(invalid(`${field}.personName`));
    const phone = str(contact.phoneNumber);
    if (!phone) errors.push(invalid(`${field}.phoneNumber`));
    else if (!/^\d{10,15}$/.test(phone)) errors.push({ code: `${party}CONTACT.PHONENUMBER.INVALID`, message: 'Phone number is invalid.' });
  }

  function packageLine(requested: Json, errors: FedexErrorItem[]) {
    const lines = arr(requested.requestedPackageLineItems);
    if (lines.length === 0) {
      errors.push(invalid('requestedShipment.requestedPackageLineItems'));
      return null;
    }
    if (lines.length > 1)
      errors.push({ code: 'PACKAGES.COUNT.NOTSUPPORTED', message: 'This simulator rates and ships one package per shipment.' });
    const line = obj(lines[0]);
    const weight = obj(line.weight);
    const value = num(weight.value);
    const units = str(weight.units);
    if (value === null || value <= 0 || (units !== 'KG' && units !== 'LB')) {
      errors.push(invalid('requestedShipment.requestedPackageLineItems[0].weight'));
      return null;
    }
    const weightKg = units === 'LB' ? value * 0.45359237 : value;
    if (weightKg > MAX_PACKAGE_KG) {
      errors.push({
        code: 'PACKAGE.WEIGHT.EXCEEDED',
        message: `The package weight exceeds the maximum of ${MAX_PACKAGE_KG} KG per package.`,
      });
    }
    const dims = obj(line.dimensions);
    const factor = dims.units === 'IN' ? 2.54 : 1;
    const [length, width, height] = [num(dims.length), num(dims.width), num(dims.height)];
    const dimensionsCm = length && width && height ? { length: length * factor, width: width * factor, height: height * factor } : null;
    const declared =
      num(obj(line.declaredValue).amount) ??
      (typeof obj(line.declaredValue).amount === 'string' ? Number(obj(line.declaredValue).amount) : null);
    return { weightKg, dimensionsCm, declaredValue: declared && Number.isFinite(declared) ? declared : null };
  }

  function shipDateOf(value: unknown): string {
    const given = str(value);
    if (given && !/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new FedexRequestError(400, [invalid('requestedShipment.shipDateStamp')]);
    return given ?? mexicoCityToday();
  }

  // --- the documented endpoints -------------------------------------------------------------------------------

  function rateReply(q: Quote, rateTypes: string[], preferredCurrency: string | null): Json {
    const detail = (rateType: string, factor: number, currency: string) => {
      const scale = (n: number) => Math.round(n * factor * 100) / 100;
      return {
        rateType,
        ratedWeightMethod: 'ACTUAL',
        totalDiscounts: 0,
        totalBaseCharge: scale(q.baseCharge),
        totalNetCharge: scale(q.totalNetCharge),
        totalNetFedExCharge: scale(q.totalNetFedExCharge),
        shipmentRateDetail: {
          rateZone: String(q.zone),
          dimDivisor: 5000,
          fuelSurchargePercent: FUEL_SURCHARGE_PERCENT,
          totalSurcharges: scale(q.totalSurcharges),
          totalFreightDiscount: 0,
          surCharges: q.surcharges.map((s) => ({ type: s.type, description: s.description, level: 'PACKAGE', amount: scale(s.amount) })),
          taxes: [{ type: 'VAT', description: 'IVA', amount: scale(q.totalTaxes) }],
          totalBillingWeight: { units: 'KG', value: q.billingWeightKg },
          dimDivisorType: 'COUNTRY',
          currency,
        },
        ratedPackages: [
          {
            groupNumber: 0,
            effectiveNetDiscount: 0,
            packageRateDetail: {
              rateType: `PAYOR_${rateType === 'LIST' ? 'LIST' : 'ACCOUNT'}_PACKAGE`,
              ratedWeightMethod: 'ACTUAL',
              baseCharge: scale(q.baseCharge),
              netFreight: scale(q.baseCharge),
              totalSurcharges: scale(q.totalSurcharges),
              netFedExCharge: scale(q.totalNetFedExCharge),
              totalTaxes: scale(q.totalTaxes),
              netCharge: scale(q.totalNetCharge),
              billingWeight: { units: 'KG', value: q.billingWeightKg },
              currency,
            },
            sequenceNumber: 1,
          },
        ],
        currency,
      };
    };
    const details: Json[] = [];
    if (rateTypes.length === 0 || rateTypes.includes('ACCOUNT')) details.push(detail('ACCOUNT', 1, 'NMP'));
    if (rateTypes.includes('LIST')) details.push(detail('LIST', 1.3, 'NMP'));
    if (preferredCurrency === 'MXN' || preferredCurrency === 'NMP') details.push(detail('PREFERRED_CURRENCY', 1, preferredCurrency));
    const weekday = new Date(`${q.deliveryAt.slice(0, 10)}T12:00:00Z`).toUTCString().slice(0, 3).toUpperCase();
    return {
      serviceType: q.serviceType,
      serviceName: q.serviceName,
      packagingType: 'YOUR_PACKAGING',
      commit: {
        daysInTransit: daysInTransit(q.transitDays),
        dateDetail: { dayOfWeek: weekday, dayFormat: q.deliveryAt },
        saturdayDelivery: false,
      },
      ratedShipmentDetails: details,
      operationalDetail: { ineligibleForMoneyBackGuarantee: false, serviceCode: q.serviceType },
      signatureOptionType: 'SERVICE_DEFAULT',
      serviceDescription: { serviceType: q.serviceType, description: q.serviceName, serviceCategory: 'parcel' },
    };
  }

  function rate(body: Json, account: FedexSimulatorCredentials): Json {
    requireAccount(body.accountNumber, 'accountNumber', account);
    const requested = obj(body.requestedShipment);
    const errors: FedexErrorItem[] = [];
    checkMexicanAddress(obj(requested.shipper).address, 'requestedShipment.shipper.address', errors, 'SHIPPER', false);
    checkMexicanAddress(obj(requested.recipient).address, 'requestedShipment.recipient.address', errors, 'RECIPIENT', false);
    if (!str(requested.pickupType)) errors.push(invalid('requestedShipment.pickupType'));
    const line = packageLine(requested, errors);
    const serviceType = str(requested.serviceType);
    if (serviceType && !(serviceType in tariffs))
      errors.push({ code: 'SERVICE.TYPE.INVALID', message: `Service type ${serviceType} is not offered in MX.` });
    const shipDate = shipDateOf(requested.shipDateStamp);
    if (errors.length > 0 || !line) throw new FedexRequestError(400, errors);
    const origin = String(obj(obj(requested.shipper).address).postalCode);
    const destination = String(obj(obj(requested.recipient).address).postalCode);
    const offered = servicesFor(origin, destination).filter((s) => !serviceType || s === serviceType);
    if (offered.length === 0) {
      throw new FedexRequestError(400, [
        { code: 'SERVICE.UNAVAILABLE.FOR.ROUTE', message: `${serviceType} is not available between ${origin} and ${destination}.` },
      ]);
    }
    const rateTypes = arr(requested.rateRequestType).filter((t): t is string => typeof t === 'string');
    return {
      alerts: [],
      rateReplyDetails: offered.map((s) =>
        rateReply(quote(s, { origin, destination, shipDate }, line, line.declaredValue), rateTypes, str(requested.preferredCurrency)),
      ),
      quoteDate: mexicoCityToday(),
      encoded: false,
    };
  }

  function ship(body: Json, account: FedexSimulatorCredentials): Json {
    requireAccount(body.accountNumber, 'accountNumber', account);
    const requested = obj(body.requestedShipment);
    const errors: FedexErrorItem[] = [];
    const shipper = obj(requested.shipper);
    const recipient = obj(arr(requested.recipients)[0]);
    checkMexicanAddress(shipper.address, 'requestedShipment.shipper.address', errors, 'SHIPPER', true);
    checkContact(shipper.contact, 'requestedShipment.shipper.contact', errors, 'SHIPPER');
    if (arr(requested.recipients).length === 0) errors.push(invalid('requestedShipment.recipients'));
    else {
      checkMexicanAddress(recipient.address, 'requestedShipment.recipients[0].address', errors, 'RECIPIENT', true);
      checkContact(recipient.contact, 'requestedShipment.recipients[0].contact', errors, 'RECIPIENT');
    }
    const pickupType = str(requested.pickupType);
    if (!pickupType || !['CONTACT_FEDEX_TO_SCHEDULE', 'DROPOFF_AT_FEDEX_LOCATION', 'USE_SCHEDULED_PICKUP'].includes(pickupType)) {
      errors.push(invalid('requestedShipment.pickupType'));
    }
    const serviceType = str(requested.serviceType);
    if (!serviceType) errors.push(invalid('requestedShipment.serviceType'));
    else if (!(serviceType in tariffs))
      errors.push({ code: 'SERVICE.TYPE.INVALID', message: `Service type ${serviceType} is not offered in MX.` });
    if (str(requested.packagingType) !== 'YOUR_PACKAGING') errors.push(invalid('requestedShipment.packagingType'));
    const payment = obj(requested.shippingChargesPayment);
    if (!str(payment.paymentType)) errors.push(invalid('requestedShipment.shippingChargesPayment.paymentType'));
    const payor = str(obj(obj(obj(payment.payor).responsibleParty).accountNumber).value);
    if (payment.paymentType === 'SENDER' && payor && payor !== account.accountNumber) {
      errors.push(fixture('error-400.json').errors[0] as FedexErrorItem);
    }
    const labelSpec = obj(requested.labelSpecification);
    const imageType = str(labelSpec.imageType);
    if (!imageType || !['PDF', 'ZPLII', 'PNG', 'EPL2'].includes(imageType))
      errors.push(invalid('requestedShipment.labelSpecification.imageType'));
    if (!str(labelSpec.labelStockType)) errors.push(invalid('requestedShipment.labelSpecification.labelStockType'));
    const labelResponse = str(body.labelResponseOptions);
    if (labelResponse !== 'LABEL' && labelResponse !== 'URL_ONLY') errors.push(invalid('labelResponseOptions'));
    const special = obj(requested.shipmentSpecialServices);
    const isReturn = arr(special.specialServiceTypes).includes('RETURN_SHIPMENT');
    if (isReturn && str(obj(special.returnShipmentDetail).returnType) !== 'PRINT_RETURN_LABEL') {
      errors.push(invalid('requestedShipment.shipmentSpecialServices.returnShipmentDetail.returnType'));
    }
    const packageServices = arr(obj(obj(arr(requested.requestedPackageLineItems)[0]).packageSpecialServices).specialServiceTypes);
    if (arr(special.specialServiceTypes).includes('COD') || packageServices.includes('COD')) {
      errors.push({ code: 'SPECIALSERVICE.COD.NOTALLOWED', message: 'COD is not available for intra-Mexico shipments.' });
    }
    const line = packageLine(requested, errors);
    const shipDate = shipDateOf(requested.shipDatestamp);
    if (errors.length > 0 || !line || !serviceType) throw new FedexRequestError(400, errors);
    const shipperAddress = obj(shipper.address);
    const recipientAddress = obj(recipient.address);
    const origin = String(shipperAddress.postalCode);
    const destination = String(recipientAddress.postalCode);
    if (!servicesFor(origin, destination).includes(serviceType as ServiceType)) {
      throw new FedexRequestError(400, [
        { code: 'SERVICE.UNAVAILABLE.FOR.ROUTE', message: `${serviceType} is not available between ${origin} and ${destination}.` },
      ]);
    }
    const q = quote(serviceType as ServiceType, { origin, destination, shipDate }, line, line.declaredValue);
    const trackingNumber = newTrackingNumber();
    const place = (address: Json) => ({
      city: String(address.city),
      postalCode: String(address.postalCode),
      stateOrProvinceCode: String(address.stateOrProvinceCode),
    });
    const shipment: SimulatedShipment = {
      trackingNumber,
      accountNumber: account.accountNumber,
      serviceType: serviceType as ServiceType,
      shipper: place(shipperAddress),
      recipient: place(recipientAddress),
      isReturn,
      cancelled: false,
      scans: [],
    };
    shipment.scans.push(scanAt(shipment, 'OC', 'origin'));
    shipments.set(trackingNumber, shipment);
    const content = {
      trackingNumber,
      serviceName: q.serviceName,
      from: `${shipment.shipper.city} ${origin}`,
      to: `${shipment.recipient.city} ${destination}`,
    };
    const label = imageType === 'ZPLII' ? labelZpl(content) : labelPdf(content);
    const document = {
      contentType: isReturn ? 'RETURN_LABEL' : 'LABEL',
      copiesToPrint: 1,
      trackingNumber,
      docType: imageType === 'ZPLII' ? 'ZPLII' : 'PDF',
      ...(labelResponse === 'LABEL'
        ? { encodedLabel: label.toString('base64') }
        : { url: `${baseUrl}/__simulator/labels/${trackingNumber}` }),
    };
    labels.set(trackingNumber, { body: label, type: imageType === 'ZPLII' ? 'text/plain' : 'application/pdf' });
    return {
      transactionShipments: [
        {
          serviceType,
          shipDatestamp: shipDate,
          serviceCategory: 'EXPRESS',
          shipmentDocuments: [],
          pieceResponses: [
            {
              netChargeAmount: q.totalNetCharge,
              packageDocuments: [document],
              acceptanceTrackingNumber: trackingNumber,
              serviceCategory: 'EXPRESS',
              deliveryTimestamp: q.deliveryAt.slice(0, 10),
              trackingIdType: 'FEDEX',
              baseRateAmount: q.baseCharge,
              packageSequenceNumber: 1,
              masterTrackingNumber: trackingNumber,
              trackingNumber,
              successful: true,
              customerReferences: arr(obj(arr(requested.requestedPackageLineItems)[0]).customerReferences),
            },
          ],
          serviceName: q.serviceName,
          alerts: [],
          completedShipmentDetail: {
            usDomestic: false,
            carrierCode: 'FDXE',
            masterTrackingId: { trackingIdType: 'FEDEX', formId: '0201', trackingNumber },
            serviceDescription: { serviceType, code: serviceType, description: q.serviceName },
            packagingDescription: 'Customer Packaging',
            shipmentRating: {
              actualRateType: 'PAYOR_ACCOUNT_PACKAGE',
              shipmentRateDetails: [
                {
                  rateType: 'PAYOR_ACCOUNT_PACKAGE',
                  rateZone: String(q.zone),
                  totalBillingWeight: { units: 'KG', value: q.billingWeightKg },
                  totalBaseCharge: q.baseCharge,
                  totalSurcharges: q.totalSurcharges,
                  surcharges: q.surcharges.map((s) => ({
                    surchargeType: s.type,
                    level: 'PACKAGE',
                    description: s.description,
                    amount: s.amount,
                  })),
                  totalTaxes: q.totalTaxes,
                  totalNetFedExCharge: q.totalNetFedExCharge,
                  totalNetCharge: q.totalNetCharge,
                  currency: 'NMP',
                },
              ],
            },
          },
          masterTrackingNumber: trackingNumber,
        },
      ],
      alerts: [],
    };
  }

  function cancelShipment(body: Json, account: FedexSimulatorCredentials): Json {
    requireAccount(body.accountNumber, 'accountNumber', account);
    const trackingNumber = str(body.trackingNumber);
    if (!trackingNumber) throw new FedexRequestError(400, [invalid('trackingNumber')]);
    const shipment = shipments.get(trackingNumber);
    if (!shipment || shipment.accountNumber !== account.accountNumber) {
      throw new FedexRequestError(400, [
        {
          code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
          message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
        },
      ]);
    }
    catchUp(shipment);
    // A cancel sent twice (the client's one retry after an outage) finds it cancelled and answers the same.
    if (!shipment.cancelled) {
      if (shipment.scans.some((s) => s.eventType !== 'OC')) {
        throw new FedexRequestError(400, [
          { code: 'SHIPMENT.CANCEL.NOTALLOWED', message: 'The shipment has been tendered to FedEx and can no longer be cancelled.' },
        ]);
      }
      shipment.cancelled = true;
      shipment.scans.push(scanAt(shipment, 'CA', 'origin'));
    }
    return { cancelledShipment: true, cancelledHistory: true, successMessage: 'Success', alerts: [] };
  }

  function track(body: Json): Json {
    const infos = arr(body.trackingInfo);
    const numbers = infos.map((info) => str(obj(obj(info).trackingNumberInfo).trackingNumber));
    if (numbers.length === 0 || numbers.some((n) => !n)) {
      throw new FedexRequestError(400, [fixture('track-error-response.json').errors[0] as FedexErrorItem]);
    }
    if (numbers.length > 30) throw new FedexRequestError(400, [invalid('trackingInfo (at most 30 tracking numbers)')]);
    const detailed = body.includeDetailedScans === true;
    return {
      completeTrackResults: numbers.map((trackingNumber) => {
        const shipment = shipments.get(trackingNumber as string);
        if (!shipment) {
          return {
            trackingNumber,
            trackResults: [
              {
                trackingNumberInfo: { trackingNumber, carrierCode: '', trackingNumberUniqueId: '' },
                error: {
                  code: 'TRACKING.TRACKINGNUMBER.NOTFOUND',
                  message: 'Tracking number cannot be found. Please correct the tracking number and try again.',
                },
              },
            ],
          };
        }
        const location = (s: SimulatedScan) => ({
          streetLines: [''],
          city: s.city,
          stateOrProvinceCode: s.stateOrProvinceCode,
          postalCode: s.postalCode,
          countryCode: 'MX',
          residential: false,
          countryName: 'Mexico',
        });
        catchUp(shipment);
        const latest = shipment.scans.at(-1) as SimulatedScan;
        const scans = [...shipment.scans].reverse().map((s) => ({
          date: s.date,
          eventType: s.eventType,
          eventDescription: s.eventDescription,
          exceptionCode: s.exceptionCode,
          exceptionDescription: s.exceptionDescription,
          scanLocation: location(s),
          locationType: s.locationType,
          derivedStatusCode: s.derivedStatusCode,
          derivedStatus: s.derivedStatus,
        }));
        return {
          trackingNumber,
          trackResults: [
            {
              trackingNumberInfo: { trackingNumber, carrierCode: 'FDXE', trackingNumberUniqueId: `12029~${trackingNumber}~FDEG` },
              latestStatusDetail: {
                code: latest.eventType,
                derivedCode: latest.derivedStatusCode,
                statusByLocale: latest.derivedStatus,
                description: latest.eventDescription,
                scanLocation: location(latest),
              },
              dateAndTimes: [{ type: 'SHIP', dateTime: shipment.scans[0]?.date }],
              serviceDetail: { type: shipment.serviceType, description: tariffs[shipment.serviceType].name },
              scanEvents: detailed ? scans : scans.slice(0, 1),
            },
          ],
        };
      }),
    };
  }

  function pickup(body: Json, account: FedexSimulatorCredentials): Json {
    requireAccount(body.associatedAccountNumber, 'associatedAccountNumber', account);
    const origin = obj(body.originDetail);
    const location = obj(origin.pickupLocation);
    const address = obj(location.address);
    if (!str(address.postalCode === undefined ? undefined : String(address.postalCode))) {
      throw new FedexRequestError(400, [{ code: 'PICKUP.POSTALCODE.MISSING', message: 'PostalCode is missing.' }]);
    }
    const errors: FedexErrorItem[] = [];
    checkMexicanAddress(address, 'originDetail.pickupLocation.address', errors, 'SHIPPER', true);
    checkContact(location.contact, 'originDetail.pickupLocation.contact', errors, 'SHIPPER');
    const carrierCode = str(body.carrierCode);
    if (carrierCode !== 'FDXE') errors.push(invalid('carrierCode (FDXE: FedEx Express serves Mexico)'));
    const ready = str(origin.readyDateTimestamp);
    const readyAt = ready ? Date.parse(ready) : Number.NaN;
    if (!ready || Number.isNaN(readyAt)) errors.push(invalid('originDetail.readyDateTimestamp'));
    const close = str(origin.customerCloseTime);
    if (!close || !/^\d{2}:\d{2}:\d{2}$/.test(close)) errors.push(invalid('originDetail.customerCloseTime'));
    if (errors.length > 0 || !ready) throw new FedexRequestError(400, errors);
    const date = ready.slice(0, 10);
    if (date < mexicoCityToday()) {
      throw new FedexRequestError(400, [
        { code: 'PICKUP.REQUESTED.PREVIOUS.DAY', message: 'Cannot schedule a pickup requested for a previous day.' },
      ]);
    }
    const state = stateOf(String(address.postalCode))?.state ?? 'DF';
    const pickupLocation = pickupLocations[state] ?? `${state}XA`;
    let code: string;
    do code = String(1000 + randomInt(9000));
    while (pickups.has(`${pickupLocation}${code}`));
    pickups.set(`${pickupLocation}${code}`, {
      code,
      location: pickupLocation,
      accountNumber: account.accountNumber,
      date,
      cancelled: false,
    });
    return { pickupConfirmationCode: code, message: 'Courier on the way', location: pickupLocation, alerts: [] };
  }

  function cancelPickup(body: Json, account: FedexSimulatorCredentials): Json {
    requireAccount(body.associatedAccountNumber, 'associatedAccountNumber', account);
    const code = str(body.pickupConfirmationCode);
    const scheduledDate = str(body.scheduledDate);
    const errors: FedexErrorItem[] = [];
    if (!code) errors.push(invalid('pickupConfirmationCode'));
    if (!scheduledDate || !/^\d{4}-\d{2}-\d{2}$/.test(scheduledDate)) errors.push(invalid('scheduledDate'));
    const location = str(body.location);
    if (!location) errors.push(invalid('location (required to cancel a FedEx Express pickup)'));
    if (errors.length > 0) throw new FedexRequestError(400, errors);
    const found = pickups.get(`${location}${code}`);
    if (!found || found.accountNumber !== account.accountNumber || found.date !== scheduledDate)
      throw new FedexRequestError(404, [documented.notFound]);
    found.cancelled = true;
    return {
      pickupConfirmationCode: `${found.location}${found.code}`,
      cancelConfirmationMessage: 'Requested pickup has been cancelled Successfully.',
      alerts: [],
    };
  }

  // --- HTTP ---------------------------------------------------------------------------------------------------

  const labels = new Map<string, { body: Buffer; type: string }>();
  const routes: Record<string, FedexEndpoint> = {
    'POST /oauth/token': 'token',
    'POST /rate/v1/rates/quotes': 'rate',
    'POST /ship/v1/shipments': 'ship',
    'PUT /ship/v1/shipments/cancel': 'ship_cancel',
    'POST /track/v1/trackingnumbers': 'track',
    'POST /pickup/v1/pickups': 'pickup',
    'PUT /pickup/v1/pickups/cancel': 'pickup_cancel',
  };

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json', ...headers });
    response.end(text);
  }

  function fedexError(
    response: ServerResponse,
    transactionId: string,
    customerTransactionId: string | undefined,
    status: number,
    errors: FedexErrorItem[],
    headers?: Record<string, string>,
  ) {
    send(response, status, { transactionId, ...(customerTransactionId ? { customerTransactionId } : {}), errors }, headers);
  }

  function parseLoosely(raw: string, endpoint: FedexEndpoint): unknown {
    if (endpoint === 'token') return Object.fromEntries(new URLSearchParams(raw));
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function documentedCall(request: IncomingMessage, response: ServerResponse, endpoint: FedexEndpoint, raw: string): Promise<void> {
    requests[endpoint]++;
    lastRequests.set(endpoint, { headers: { ...request.headers }, body: parseLoosely(raw, endpoint) });
    const transactionId = randomUUID();
    const customerTransactionId =
      typeof request.headers['x-customer-transaction-id'] === 'string' ? request.headers['x-customer-transaction-id'] : undefined;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const fault = takeFault(endpoint);
    if (fault?.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5_000));
    if (response.destroyed) return;
    switch (fault?.mode) {
      case 'error_500':
        return fedexError(response, transactionId, customerTransactionId, 500, [documented.internal]);
      case 'error_503':
        return fedexError(response, transactionId, customerTransactionId, 503, [documented.unavailable]);
      case 'rate_limited':
        return fedexError(
          response,
          transactionId,
          customerTransactionId,
          429,
          [{ code: 'TOO.MANY.REQUESTS', message: 'Too many requests. Please try again later.' }],
          {
            'retry-after': String(fault.retryAfterSeconds ?? 0),
          },
        );
      case 'malformed':
        return send(response, 200, '<html><body>Gateway Timeout</body></html>');
      case 'reply':
        return send(response, fault.status ?? 200, fault.body ?? {});
      case 'drop':
        response.socket?.destroy();
        return;
    }
    try {
      if (endpoint === 'token') {
        if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
          throw new FedexRequestError(400, [invalid('content-type (application/x-www-form-urlencoded)')]);
        }
        return send(response, 200, issueToken(new URLSearchParams(raw)));
      }
      const account = authenticate(request, fault?.mode === 'expire_token');
      let body: Json;
      try {
        body = obj(JSON.parse(raw));
      } catch {
        throw new FedexRequestError(400, [invalid('request body (JSON)')]);
      }
      const handlers: Record<Exclude<FedexEndpoint, 'token'>, () => Json> = {
        rate: () => rate(body, account),
        ship: () => ship(body, account),
        ship_cancel: () => cancelShipment(body, account),
        track: () => track(body),
        pickup: () => pickup(body, account),
        pickup_cancel: () => cancelPickup(body, account),
      };
      const output = handlers[endpoint]();
      send(response, 200, { transactionId, ...(customerTransactionId ? { customerTransactionId } : {}), output });
    } catch (error) {
      if (error instanceof FedexRequestError) return fedexError(response, transactionId, customerTransactionId, error.status, error.errors);
      fedexError(response, transactionId, customerTransactionId, 500, [documented.internal]);
    }
  }

  function control(request: IncomingMessage, response: ServerResponse, pathname: string, raw: string) {
    const body = (() => {
      try {
        return obj(raw ? JSON.parse(raw) : {});
      } catch {
        return {};
      }
    })();
    const route = `${request.method} ${pathname}`;
    try {
      if (route === 'POST /__simulator/faults') {
        const endpoint = body.endpoint as FedexFault['endpoint'];
        if (endpoint !== '*' && !fedexEndpoints.includes(endpoint))
          return send(response, 400, { error: `endpoint must be * or one of ${fedexEndpoints.join(', ')}` });
        handle.fault(body as unknown as FedexFault);
        return send(response, 204, '');
      }
      if (route === 'DELETE /__simulator/faults') {
        handle.clearFaults();
        return send(response, 204, '');
      }
      if (route === 'POST /__simulator/expire-tokens') {
        handle.expireTokens();
        return send(response, 204, '');
      }
      if (route === 'POST /__simulator/advance') {
        const scan = handle.advance(String(body.trackingNumber), typeof body.eventType === 'string' ? body.eventType : undefined);
        return send(response, 200, scan);
      }
      if (route === 'GET /__simulator/stats') return send(response, 200, handle.stats());
      const lastMatch = /^\/__simulator\/last-request\/([a-z_]+)$/.exec(pathname);
      if (request.method === 'GET' && lastMatch) {
        const last = handle.lastRequest(lastMatch[1] as FedexEndpoint);
        return last ? send(response, 200, last) : send(response, 404, { error: 'no request yet' });
      }
      if (route === 'POST /__simulator/reset') {
        handle.reset();
        return send(response, 204, '');
      }
      const shipmentMatch = /^\/__simulator\/shipments\/(\d+)$/.exec(pathname);
      if (request.method === 'GET' && shipmentMatch) {
        const shipment = handle.shipment(shipmentMatch[1]);
        return shipment ? send(response, 200, shipment) : send(response, 404, { error: 'unknown tracking number' });
      }
      const labelMatch = /^\/__simulator\/labels\/(\d+)$/.exec(pathname);
      if (request.method === 'GET' && labelMatch) {
        const label = labels.get(labelMatch[1]);
        if (!label) return send(response, 404, { error: 'unknown tracking number' });
        response.writeHead(200, { 'content-type': label.type });
        response.end(label.body);
        return;
      }
      send(response, 404, { error: 'unknown simulator route' });
    } catch (error) {
      send(response, 400, { error: (error as Error).message });
    }
  }

  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://simulator').pathname;
    const raw = await readBody(request);
    if (pathname.startsWith('/__simulator/')) return control(request, response, pathname, raw);
    const endpoint = routes[`${request.method} ${pathname}`];
    if (!endpoint) return fedexError(response, randomUUID(), undefined, 404, [documented.notFound]);
    await documentedCall(request, response, endpoint, raw);
  });

  const handle: FedexSimulator = {
    url: '',
    port: 0,
    credentials: credentials[0],
    accounts: credentials,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    fault(fault) {
      faults.push({ ...fault, left: fault.count ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = 0;
    },
    advance,
    shipment: (trackingNumber) => shipments.get(trackingNumber),
    stats: () => ({ requests: { ...requests }, tokensIssued }),
    lastRequest: (endpoint) => lastRequests.get(endpoint),
    reset() {
      requests = zeroCounts();
      tokensIssued = 0;
      faults = [];
    },
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  handle.url = baseUrl;
  handle.port = address.port;
  return handle;
}
