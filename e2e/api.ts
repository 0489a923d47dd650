// Calls to the public API from the e2e specs (with a key created in the dashboard), and a valid order body.
import { createHmac } from 'node:crypto';
import { serverState } from './state';

export function orderBody(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    pickupAddress: {
      contactName: 'Almacén Aurora',
      contactPhone: '+52 55 1234 5678',
      email: 'almacen@aurora.test',
      street: 'Av. Paseo de la Reforma',
      exteriorNumber: '222',
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
    package: { weight: 1.5, dimensions: { length: 30, width: 20, height: 15 }, contentDescription: 'Libros' },
    receiverName: 'María José Núñez',
    receiverPhone: '+52 33 9876 5432',
    internalReference: reference,
    ...overrides,
  };
}

export async function api(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${serverState().baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a PDF, for instance)
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Creates an order through the API; returns its id. */
export async function createOrder(key: string, reference: string): Promise<string> {
  const res = await api(key, 'POST', '/orders', orderBody(reference));
  if (res.status !== 201) throw new Error(`POST /orders answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.orderId as string;
}

/** A provider status report signed like the real provider does (POST /api/provider/events). */
export async function sendProviderReport(report: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const { baseUrl, providerWebhookSecret } = serverState();
  const raw = JSON.stringify(report);
  const res = await fetch(`${baseUrl}/api/provider/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Provider-Signature': createHmac('sha256', providerWebhookSecret).update(raw).digest('hex') },
    body: raw,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
