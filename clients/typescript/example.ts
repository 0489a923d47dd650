// The README's whole flow with the typed client: quote, create an order with an idempotency key (and repeat it:
// same order, Idempotent-Replayed), read it, download its label PDF, track it, advance it in the sandbox, list
// orders, create a second order and cancel it, and read a validation error as problem details.
//
//   ENVIOS_URL=http://localhost:3000 ENVIOS_API_KEY=flt_... npx tsx clients/typescript/example.ts
//
// Needs a key with the scopes orders:read, orders:write and tracking:read (or '*'), and the sandbox provider.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createEnviosClient, type components } from './index';

type OrderCreateRequest = components['schemas']['OrderCreateRequest'];

/** The quote body of the README: only what is required (dimensions, shipment type and COD have defaults). */
export const quoteBody = {
  originPostalCode: '06600',
  destinationPostalCode: '44100',
  package: { weight: 1.5 },
} satisfies components['schemas']['QuoteRequest'];

/** The README's order, docs/examples/order.json. */
export const orderBody: OrderCreateRequest = {
  pickupAddress: {
    contactName: 'Almacén Central',
    contactPhone: '+52 55 1234 5678',
    email: 'almacen@ejemplo.mx',
    street: 'Av. Paseo de la Reforma',
    exteriorNumber: '222',
    interiorNumber: 'Piso 3',
    neighborhood: 'Juárez',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postalCode: '06600',
  },
  deliveryAddress: {
    contactName: 'María José Núñez',
    contactPhone: '+52 33 9876 5432',
    street: 'Av. Juárez',
    exteriorNumber: '976',
    neighborhood: 'Centro',
    city: 'Guadalajara',
    state: 'Jalisco',
    postalCode: '44100',
    deliveryInstructions: 'Tocar el timbre dos veces',
  },
  package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, contentDescription: 'Libros', declaredValue: 500 },
  receiverName: 'María José Núñez',
  receiverPhone: '+52 33 9876 5432',
  internalReference: 'PED-1001',
  shipmentType: 'standard',
  isCod: false,
};

/** Stops the flow with the API's Spanish message (and its request id) when a step fails. */
function check<T>(step: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  const requestId = result.response.headers.get('X-Request-Id');
  throw new Error(`${step}: HTTP ${result.response.status} ${JSON.stringify(result.error)} (X-Request-Id: ${requestId})`);
}

export async function runExample(origin: string, apiKey: string): Promise<void> {
  const api = createEnviosClient({ origin, apiKey });

  const ready = check('Disponibilidad del servicio', await api.GET('/api/ready'));
  console.log(`Servicio: ${ready.status}, base de datos: ${ready.checks.database}`);

  const quote = check('Cotización', await api.POST('/quotes', { body: quoteBody }));
  for (const option of quote.quotes) console.log(`Cotización ${option.shipmentType}: $${option.totalCost.toFixed(2)} ${quote.currency}`);

  const idempotencyKey = `ejemplo-${randomUUID()}`;
  const createOrder = () => api.POST('/orders', { body: orderBody, params: { header: { 'Idempotency-Key': idempotencyKey } } });
  const created = check('Crear pedido', await createOrder());
  console.log(`Pedido ${created.orderId}: guía ${created.guideNumber}, rastreo ${created.trackingNumber}`);

  const replay = await createOrder();
  const replayed = check('Repetir la creación', replay);
  if (replayed.orderId !== created.orderId || replay.response.headers.get('Idempotent-Replayed') !== 'true') {
    throw new Error('La repetición con la misma clave de idempotencia debió devolver el mismo pedido');
  }
  console.log(`Repetición con la misma Idempotency-Key: el mismo pedido (Idempotent-Replayed: true)`);

  const path = { id: created.orderId };
  const order = check('Leer pedido', await api.GET('/orders/{id}', { params: { path } }));
  console.log(`Estado: ${order.status}, costo: $${order.total_cost.toFixed(2)} MXN`);

  const label = await api.GET('/orders/{id}/label', { params: { path }, parseAs: 'arrayBuffer' });
  const pdf = Buffer.from(check('Guía PDF', label));
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('La guía no es un PDF');
  console.log(`Guía PDF: ${pdf.length} bytes`);

  const advanced = check('Avanzar en sandbox', await api.POST('/sandbox/orders/{id}/advance', { params: { path } }));
  console.log(`Sandbox: ${advanced.previous_status} → ${advanced.status} (${advanced.status_label})`);

  const tracking = check('Rastreo', await api.GET('/orders/{id}/tracking', { params: { path } }));
  console.log(`Rastreo ${tracking.tracking_number}: ${tracking.status_label}, ${tracking.events.length} eventos`);

  const page = check('Listar pedidos', await api.GET('/orders', { params: { query: { limit: 5 } } }));
  console.log(`Pedidos recientes: ${page.data.map((o) => o.id).join(', ')}`);

  const second = check(
    'Crear otro pedido',
    await api.POST('/orders', {
      body: { ...orderBody, internalReference: 'PED-1002' },
      params: { header: { 'Idempotency-Key': `ejemplo-${randomUUID()}` } },
    }),
  );
  const cancelled = check(
    'Cancelar',
    await api.POST('/orders/{id}/cancel', { params: { path: { id: second.orderId } }, body: { reason: 'El cliente canceló la compra' } }),
  );
  console.log(`Pedido ${second.orderId}: ${cancelled.message}`);

  // An invalid quote, asking for RFC 9457 problem details: the typed error lists each field.
  const invalid = await api.POST('/quotes', {
    body: { ...quoteBody, originPostalCode: '6600' },
    headers: { Accept: 'application/problem+json' },
  });
  const problem = invalid.error;
  if (!problem || !('errors' in problem) || !problem.errors?.length)
    throw new Error('Se esperaba un problema de validación con la lista de campos');
  console.log(`Error de validación (${problem.code}): ${problem.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const apiKey = process.env.ENVIOS_API_KEY;
  if (!apiKey) {
    console.error('Falta ENVIOS_API_KEY (crea una con: npm run cli -- key:create --org <ORG_ID> --name ejemplo --scopes "*")');
    process.exit(1);
  }
  runExample(process.env.ENVIOS_URL ?? 'http://localhost:3000', apiKey).then(
    () => console.log('Flujo completo: listo'),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
