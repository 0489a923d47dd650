// Calls to the public API from the e2e specs (with a key created in the dashboard), and a valid order body.
import { createHmac } from 'node:crypto';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '../lib/orders/sample-order';
import { serverState } from './state';

// The sample shipment, sent by the e2e organization's own warehouse (no interior number).
const { interiorNumber: _interior, ...pickup } = samplePickupAddress;

export function orderBody(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    pickupAddress: { ...pickup, contactName: 'Almacén Aurora', email: 'almacen@aurora.test' },
    deliveryAddress: sampleDeliveryAddress,
    package: { weight: samplePackage.weight, dimensions: samplePackage.dimensions, contentDescription: samplePackage.contentDescription },
    ...sampleReceiver,
    internalReference: reference,
    ...overrides,
  };
}

export async function api(
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; headers: Headers }> {
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
    headers: {
      'Content-Type': 'application/json',
      'X-Provider-Signature': createHmac('sha256', providerWebhookSecret).update(raw).digest('hex'),
    },
    body: raw,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
