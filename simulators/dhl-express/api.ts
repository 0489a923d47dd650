// The documented MyDHL API endpoints the adapter uses (OpenAPI "DHL Express APIs (MyDHL API)" 3.1.1; examples in
// fixtures/): GET /rates, POST /shipments, GET /shipments/{shipmentTrackingNumber}/tracking, POST /pickups,
// DELETE /pickups/{dispatchConfirmationNumber} and GET /address-validate, over an in-memory state.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { badRequest, invalidAccount, missingParameters, notFound, productNotAvailable, validationError, wrongFormat } from './errors';
import { labelPdf } from './label-pdf';
import { addBusinessDays, dayOfWeek, priceProducts, type ServiceArea, serviceArea } from './network';
import { SchemaCheck } from './schema-check';
import { describeEvent, mexicoLocal, Timeline } from './tracking';

export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

type StoredShipment = {
  shipmentTrackingNumber: string;
  pieceTrackingNumber: string;
  productCode: string;
  createdAt: Date;
  weightKg: number;
  shipper: { cityName: string; postalCode: string; area: ServiceArea };
  receiver: { cityName: string; postalCode: string; area: ServiceArea };
  estimatedDeliveryDate: string;
  timeline: Timeline;
};

export type SimulatorState = {
  accountNumbers: ReadonlySet<string>;
  eventIntervalMs: number | null;
  shipments: Map<string, StoredShipment>;
  pickups: Map<string, { cancelled: boolean }>;
};

const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'));

/** The documentation's tracking example answers for its own waybill, so the adapter is tested on DHL's payload. */
const DOCUMENTED_TRACKING = fixture('tracking-response.json') as { shipments: Array<{ shipmentTrackingNumber: string }> };
export const DOCUMENTED_TRACKING_NUMBER = DOCUMENTED_TRACKING.shipments[0].shipmentTrackingNumber;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "2022-10-19T19:19:40 GMT+00:00" (the documented request examples; the space is optional in them). */
const DHL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}) ?GMT([+-]\d{2}:\d{2})$/;

const mexicoToday = () => mexicoLocal(new Date()).date;

// ---- GET /rates -------------------------------------------------------------------------------------------------

const RATE_PARAMETERS = [
  'accountNumber',
  'originCountryCode',
  'originCityName',
  'destinationCountryCode',
  'destinationCityName',
  'weight',
  'length',
  'width',
  'height',
  'plannedShippingDate',
  'isCustomsDeclarable',
  'unitOfMeasurement',
];

function areaOrRefuse(countryCode: string, postalCode: string, which: 'origin' | 'destination'): ServiceArea {
  if (countryCode !== 'MX') throw productNotAvailable('ALL');
  const area = serviceArea(countryCode, postalCode);
  if (!area)
    throw badRequest(`The ${which} postal code ${postalCode || '(empty)'} is not valid for country ${countryCode}.`, 'Invalid postal code');
  return area;
}

export function getRates(state: SimulatorState, query: URLSearchParams): ApiAnswer {
  const missing = RATE_PARAMETERS.filter((name) => !query.get(name));
  if (missing.length) throw missingParameters(missing);
  const numbers = Object.fromEntries(['weight', 'length', 'width', 'height'].map((name) => [name, Number(query.get(name))]));
  const malformed = [
    ...Object.entries(numbers)
      .filter(([name, value]) => !Number.isFinite(value) || value < (name === 'weight' ? 0.001 : 1))
      .map(([name]) => name),
    ...(DATE.test(query.get('plannedShippingDate') ?? '') ? [] : ['plannedShippingDate']),
    ...(['metric', 'imperial'].includes(query.get('unitOfMeasurement') ?? '') ? [] : ['unitOfMeasurement']),
    ...(['true', 'false'].includes(query.get('isCustomsDeclarable') ?? '') ? [] : ['isCustomsDeclarable']),
  ];
  if (malformed.length) throw wrongFormat(malformed);
  if (!state.accountNumbers.has(query.get('accountNumber') ?? '')) throw invalidAccount();
  // A city is a name: a postal code sent as the city does not match the postal code's city (GET /address-validate
  // names it).
  for (const which of ['origin', 'destination'] as const) {
    const city = query.get(`${which}CityName`) ?? '';
    if (/^\d+$/.test(city.trim()))
      throw badRequest(
        `The ${which} city name ${city} does not match postal code ${query.get(`${which}PostalCode`)}.`,
        'Invalid city name',
      );
  }
  const from = areaOrRefuse(query.get('originCountryCode') ?? '', query.get('originPostalCode') ?? '', 'origin');
  const to = areaOrRefuse(query.get('destinationCountryCode') ?? '', query.get('destinationPostalCode') ?? '', 'destination');
  const date = query.get('plannedShippingDate') as string;
  if (date < mexicoToday()) throw badRequest('The planned shipping date cannot be in the past.', 'Invalid shipping date');
  const priced = priceProducts({
    from,
    to,
    destinationPostalCode: query.get('destinationPostalCode') ?? '',
    weightKg: numbers.weight,
    dimensionsCm: { length: numbers.length, width: numbers.width, height: numbers.height },
  });
  if (!priced.length) throw productNotAvailable('ALL');
  const products = priced.map((p) => {
    const deliveryDate = addBusinessDays(date, p.transitDays);
    const breakdown = [
      { name: p.product.name, price: p.baseMxn },
      {
        name: 'FUEL SURCHARGE',
        serviceCode: 'FF',
        localServiceCode: 'FF',
        serviceTypeCode: 'SCH',
        price: p.fuelMxn,
        isCustomerAgreement: false,
        isMarketedService: false,
      },
      ...(p.remoteMxn
        ? [
            {
              name: 'REMOTE AREA DELIVERY',
              serviceCode: 'OO',
              localServiceCode: 'OO',
              serviceTypeCode: 'SCH',
              price: p.remoteMxn,
              isCustomerAgreement: false,
              isMarketedService: false,
            },
          ]
        : []),
    ];
    return {
      productName: p.product.name,
      productCode: p.product.code,
      localProductCode: p.product.code,
      localProductCountryCode: 'MX',
      networkTypeCode: 'TD',
      isCustomerAgreement: false,
      weight: { volumetric: p.volumetricKg, provided: numbers.weight, unitOfMeasurement: 'metric' },
      totalPrice: [{ currencyType: 'BILLC', priceCurrency: 'MXN', price: p.totalMxn }],
      totalPriceBreakdown: [
        {
          currencyType: 'BILLC',
          priceCurrency: 'MXN',
          priceBreakdown: [
            { typeCode: 'STTXA', price: 0 },
            { typeCode: 'SPRQT', price: p.baseMxn },
          ],
        },
      ],
      detailedPriceBreakdown: [{ currencyType: 'BILLC', priceCurrency: 'MXN', breakdown }],
      pickupCapabilities: {
        nextBusinessDay: false,
        localCutoffDateAndTime: `${date}T18:00:00`,
        pickupEarliest: '09:00:00',
        pickupLatest: '18:00:00',
        originServiceAreaCode: from.code,
        originFacilityAreaCode: from.code,
        pickupAdditionalDays: 0,
        pickupDayOfWeek: dayOfWeek(date),
      },
      deliveryCapabilities: {
        deliveryTypeCode: 'QDDC',
        estimatedDeliveryDateAndTime: `${deliveryDate}T${p.product.code === '1' ? '12:00:00' : '23:59:00'}`,
        destinationServiceAreaCode: to.code,
        destinationFacilityAreaCode: to.code,
        deliveryAdditionalDays: 0,
        deliveryDayOfWeek: dayOfWeek(deliveryDate),
        totalTransitDays: p.transitDays,
      },
      pricingDate: date,
    };
  });
  return { status: 200, body: { products, exchangeRates: [] } };
}

// ---- POST /shipments --------------------------------------------------------------------------------------------

/** A DHL waybill: ten digits, the last the first nine modulo 7. */
function newWaybill(): string {
  const nine = String(randomInt(100_000_000, 1_000_000_000));
  return `${nine}${Number(nine) % 7}`;
}

const shipperAccount = (body: Record<string, unknown>) =>
  (body.accounts as Array<{ typeCode?: string; number?: string }> | undefined)?.find((a) => a?.typeCode === 'shipper')?.number;

function checkAccounts(check: SchemaCheck, body: Record<string, unknown>): void {
  for (const [i, account] of check.array(body, '#', 'accounts').entries()) {
    const item = check.object(account, `#/accounts/${i}`);
    if (!item) continue;
    check.required(item, `#/accounts/${i}`, ['typeCode', 'number']);
    check.string(item, `#/accounts/${i}`, 'number', { max: 12 });
  }
}

export function createShipment(state: SimulatorState, body: unknown, origin: string): ApiAnswer {
  const check = new SchemaCheck();
  const request = check.object(body, '#');
  if (!request) throw validationError(check.problems);
  check.required(request, '#', ['plannedShippingDateAndTime', 'pickup', 'productCode', 'accounts', 'customerDetails', 'content']);
  check.string(request, '#', 'productCode', { max: 6 });
  checkAccounts(check, request);
  const customer = request.customerDetails === undefined ? null : check.object(request.customerDetails, '#/customerDetails');
  if (customer) {
    check.required(customer, '#/customerDetails', ['shipperDetails', 'receiverDetails']);
    if (customer.shipperDetails !== undefined) check.party(customer.shipperDetails, '#/customerDetails/shipperDetails');
    if (customer.receiverDetails !== undefined) check.party(customer.receiverDetails, '#/customerDetails/receiverDetails');
  }
  const content = request.content === undefined ? null : check.object(request.content, '#/content');
  if (content) {
    check.required(content, '#/content', ['packages', 'isCustomsDeclarable', 'description', 'incoterm', 'unitOfMeasurement']);
    check.boolean(content, '#/content', 'isCustomsDeclarable');
    check.string(content, '#/content', 'description', { max: 70 });
    for (const [i, pkg] of check.array(content, '#/content', 'packages').entries()) check.pkg(pkg, `#/content/packages/${i}`);
  }
  if (check.problems.length) throw validationError(check.problems);

  const timestamp = DHL_TIMESTAMP.exec(String(request.plannedShippingDateAndTime));
  if (!timestamp) {
    throw badRequest("998: ShipTimeStamp is not well formatted.(Expected Sample Format : '2010-02-11T17:10:09 GMT+01:00')");
  }
  if (!state.accountNumbers.has(shipperAccount(request) ?? '')) throw invalidAccount();
  const shipper = (customer as { shipperDetails: { postalAddress: Record<string, string> } }).shipperDetails.postalAddress;
  const receiver = (customer as { receiverDetails: { postalAddress: Record<string, string> } }).receiverDetails.postalAddress;
  const from = areaOrRefuse(shipper.countryCode, shipper.postalCode, 'origin');
  const to = areaOrRefuse(receiver.countryCode, receiver.postalCode, 'destination');
  const pkg = (content as { packages: Array<{ weight: number; dimensions: { length: number; width: number; height: number } }> })
    .packages[0];
  const productCode = String(request.productCode);
  const priced = priceProducts({
    from,
    to,
    destinationPostalCode: receiver.postalCode,
    weightKg: pkg.weight,
    dimensionsCm: pkg.dimensions,
  });
  const chosen = priced.find((p) => p.product.code === productCode);
  if (!chosen) throw productNotAvailable(productCode);

  const shipmentTrackingNumber = newWaybill();
  const pieceTrackingNumber = `JD0146${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e5)).padStart(5, '0')}`;
  const createdAt = new Date();
  const estimatedDeliveryDate = addBusinessDays(timestamp[1], chosen.transitDays);
  state.shipments.set(shipmentTrackingNumber, {
    shipmentTrackingNumber,
    pieceTrackingNumber,
    productCode,
    createdAt,
    weightKg: pkg.weight,
    shipper: { cityName: shipper.cityName, postalCode: shipper.postalCode, area: from },
    receiver: { cityName: receiver.cityName, postalCode: receiver.postalCode, area: to },
    estimatedDeliveryDate,
    timeline: new Timeline(createdAt, from, to, state.eventIntervalMs),
  });
  const label = labelPdf([
    `DHL Express ${chosen.product.name}`,
    `AWB ${shipmentTrackingNumber}`,
    `Pieza ${pieceTrackingNumber}`,
    `De: ${shipper.postalCode} ${shipper.cityName} (${from.code})`,
    `Para: ${receiver.postalCode} ${receiver.cityName} (${to.code})`,
    `Peso: ${pkg.weight} kg`,
    'Etiqueta de simulador: no vale para enviar',
  ]);
  const trackingUrl = `${origin}/shipments/${shipmentTrackingNumber}/tracking`;
  return {
    status: 201,
    headers: { location: `/shipments/${shipmentTrackingNumber}` },
    body: {
      shipmentTrackingNumber,
      trackingUrl,
      packages: [
        {
          referenceNumber: 1,
          trackingNumber: pieceTrackingNumber,
          trackingUrl: `${trackingUrl}?pieceTrackingNumber=${pieceTrackingNumber}`,
        },
      ],
      documents: [{ imageFormat: 'PDF', content: label.toString('base64'), typeCode: 'label' }],
      shipmentDetails: [
        {
          pickupDetails: {
            localCutoffDateAndTime: `${timestamp[1]}T18:00:00`,
            pickupEarliest: '09:00:00',
            pickupLatest: '18:00:00',
            totalTransitDays: String(chosen.transitDays),
            pickupAdditionalDays: '0',
            deliveryAdditionalDays: '0',
            pickupDayOfWeek: String(dayOfWeek(timestamp[1])),
            deliveryDayOfWeek: String(dayOfWeek(estimatedDeliveryDate)),
          },
        },
      ],
      estimatedDeliveryDate: { estimatedDeliveryDate: estimatedDeliveryDate, estimatedDeliveryType: 'QDDC' },
    },
  };
}

// ---- GET /shipments/{shipmentTrackingNumber}/tracking ------------------------------------------------------------

const TRACKING_VIEWS = [
  'all-checkpoints',
  'all-checkpoints-with-remarks',
  'last-checkpoint',
  'shipment-details-only',
  'advance-shipment',
  'bbx-children',
];

export function trackShipment(state: SimulatorState, trackingNumber: string, query: URLSearchParams, language: string | null): ApiAnswer {
  const view = query.get('trackingView') ?? 'all-checkpoints';
  const level = query.get('levelOfDetail') ?? 'shipment';
  if (!TRACKING_VIEWS.includes(view)) {
    throw wrongFormat([`trackingView (valid parameters for trackingView are [${TRACKING_VIEWS.join(', ')}]`]);
  }
  if (!['shipment', 'piece', 'all'].includes(level)) throw wrongFormat(['levelOfDetail']);
  if (trackingNumber === DOCUMENTED_TRACKING_NUMBER) return { status: 200, body: DOCUMENTED_TRACKING };
  const shipment = state.shipments.get(trackingNumber);
  if (!shipment) throw notFound('No data found', 'Not data found');
  const withOffset = query.get('requestGMTOffsetPerEvent') === 'true';
  const lang = language?.toLowerCase().startsWith('spa') ? 'spa' : 'eng';
  let events = shipment.timeline.events().map((event) => {
    const local = mexicoLocal(event.occurredAt);
    return {
      date: local.date,
      time: local.time,
      ...(withOffset ? { GMTOffset: local.offset } : {}),
      typeCode: event.typeCode,
      description: describeEvent(event, lang),
      serviceArea: [{ code: event.area.code, description: event.area.description }],
      ...(event.typeCode === 'OK' ? { signedBy: '' } : {}),
    };
  });
  if (view === 'last-checkpoint') events = events.slice(-1);
  if (view === 'shipment-details-only') events = [];
  const party = (p: StoredShipment['shipper']) => ({
    name: '',
    postalAddress: { cityName: p.cityName, postalCode: p.postalCode, countryCode: 'MX' },
    serviceArea: [{ code: p.area.code, description: p.area.description }],
  });
  const created = mexicoLocal(shipment.createdAt);
  return {
    status: 200,
    body: {
      shipments: [
        {
          shipmentTrackingNumber: shipment.shipmentTrackingNumber,
          status: 'Success',
          shipmentTimestamp: `${created.date}T${created.time}`,
          productCode: shipment.productCode,
          description: '',
          shipperDetails: party(shipment.shipper),
          receiverDetails: party(shipment.receiver),
          totalWeight: shipment.weightKg,
          unitOfMeasurements: 'metric',
          events,
          numberOfPieces: 1,
          ...(level === 'shipment'
            ? {}
            : {
                pieces: [
                  {
                    number: 1,
                    shipmentTrackingNumber: shipment.shipmentTrackingNumber,
                    trackingNumber: shipment.pieceTrackingNumber,
                    events,
                  },
                ],
              }),
          estimatedDeliveryDate: `${shipment.estimatedDeliveryDate}T23:59:00`,
        },
      ],
    },
  };
}

// ---- POST /pickups, DELETE /pickups/{dispatchConfirmationNumber} -----------------------------------------------

let pickupSequence = 0;

export function createPickup(state: SimulatorState, body: unknown): ApiAnswer {
  const check = new SchemaCheck();
  const request = check.object(body, '#');
  if (!request) throw validationError(check.problems);
  check.required(request, '#', ['plannedPickupDateAndTime', 'accounts', 'customerDetails', 'shipmentDetails']);
  check.string(request, '#', 'closeTime', { max: 5, pattern: /^([0-1][0-9]|2[0-3]):([0-5][0-9])$/ });
  check.string(request, '#', 'location', { max: 80 });
  checkAccounts(check, request);
  const customer = request.customerDetails === undefined ? null : check.object(request.customerDetails, '#/customerDetails');
  if (customer) {
    check.required(customer, '#/customerDetails', ['shipperDetails']);
    if (customer.shipperDetails !== undefined) check.party(customer.shipperDetails, '#/customerDetails/shipperDetails');
  }
  for (const [i, item] of check.array(request, '#', 'shipmentDetails').entries()) {
    const at = `#/shipmentDetails/${i}`;
    const details = check.object(item, at);
    if (!details) continue;
    check.required(details, at, ['productCode', 'isCustomsDeclarable', 'unitOfMeasurement', 'packages']);
    for (const [j, pkg] of check.array(details, at, 'packages').entries()) check.pkg(pkg, `${at}/packages/${j}`);
  }
  if (check.problems.length) throw validationError(check.problems);
  const timestamp = DHL_TIMESTAMP.exec(String(request.plannedPickupDateAndTime));
  if (!timestamp)
    throw badRequest("998: PlannedPickupDateAndTime is not well formatted.(Expected Sample Format : '2010-02-11T17:10:09 GMT+01:00')");
  if (!state.accountNumbers.has(shipperAccount(request) ?? '')) throw invalidAccount();
  const today = mexicoToday();
  if (timestamp[1] < today || timestamp[1] > addBusinessDays(today, 10)) {
    throw badRequest('The planned pickup date must be between today and 10 days ahead.', 'Invalid pickup date');
  }
  const address = (customer as { shipperDetails: { postalAddress: Record<string, string> } }).shipperDetails.postalAddress;
  const area = areaOrRefuse(address.countryCode, address.postalCode, 'origin');
  pickupSequence++;
  const number = `${area.code}${timestamp[1].slice(2).replaceAll('-', '')}${String(pickupSequence).padStart(6, '0')}`;
  state.pickups.set(number, { cancelled: false });
  return {
    status: 201,
    body: { dispatchConfirmationNumbers: [number], readyByTime: timestamp[2].slice(0, 5), nextPickupDate: timestamp[1] },
  };
}

export function cancelPickup(state: SimulatorState, number: string, query: URLSearchParams): ApiAnswer {
  const missing = ['requestorName', 'reason'].filter((name) => !query.get(name));
  if (missing.length) throw missingParameters(missing);
  const pickup = state.pickups.get(number);
  if (!pickup) throw notFound('Cancellation of booking was not successful. Requested Pickup was not found', 'Pickup not found');
  if (pickup.cancelled) throw badRequest('Pickup already cancelled or completed.');
  pickup.cancelled = true;
  return { status: 200 };
}

// ---- GET /address-validate --------------------------------------------------------------------------------------

export function validateAddress(query: URLSearchParams): ApiAnswer {
  const missing = ['type', 'countryCode'].filter((name) => !query.get(name));
  if (missing.length) throw missingParameters(missing);
  const malformed = [
    ...(['pickup', 'delivery'].includes(query.get('type') ?? '') ? [] : ['type']),
    ...((query.get('cityName') ?? '').length > 45 ? ['cityName (maxLength=45)'] : []),
  ];
  if (malformed.length) throw wrongFormat(malformed);
  const postalCode = query.get('postalCode') ?? '';
  const area = serviceArea(query.get('countryCode') ?? '', postalCode);
  if (!area) return { status: 200, body: { warnings: ['No matching address found'], address: [] } };
  return {
    status: 200,
    body: {
      address: [
        {
          countryCode: 'MX',
          postalCode,
          cityName: (query.get('cityName') ?? area.description.replace(/-MX$/, '')).toUpperCase(),
          serviceArea: { code: area.code, description: area.description, GMTOffset: '-06:00' },
        },
      ],
    },
  };
}
