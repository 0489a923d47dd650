// Order fixtures shared by every test that needs orders: a valid POST /orders body and a create call.
import { expect } from 'vitest';
import { sampleDeliveryAddress, samplePackage, samplePickupAddress, sampleReceiver } from '@/lib/orders/sample-order';
import type { ApiResponse } from './fixtures';

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> | T[K] : T[K] };

/** A complete, valid order create request (docs/api/orders.md), Mexico City -> Guadalajara, standard, 1.5 kg. */
export function baseOrderBody() {
  return {
    pickupAddress: { ...samplePickupAddress, email: 'almacen@example.com' },
    deliveryAddress: { ...sampleDeliveryAddress },
    package: structuredClone(samplePackage),
    ...sampleReceiver,
    internalReference: 'PED-0001',
    shipmentType: 'standard' as 'standard' | 'express' | 'same_day',
    isCod: false,
  };
}

export type OrderBody = ReturnType<typeof baseOrderBody> & { codAmount?: number };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    // `undefined` removes the field, so tests can send a body without it.
    if (value === undefined) delete out[key];
    else if (isPlainObject(value) && isPlainObject(out[key])) out[key] = merge(out[key] as Record<string, unknown>, value);
    else out[key] = value;
  }
  return out;
}

/**
 * A valid POST /orders body with `overrides` deep-merged into it (objects merge, everything else
 * replaces; a key set to `undefined` is removed). The internalReference is unique per call.
 */
export function validOrderBody(overrides: DeepPartial<OrderBody> | Record<string, unknown> = {}): OrderBody {
  const base = baseOrderBody();
  base.internalReference = `PED-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  return merge(base, overrides as Record<string, unknown>) as OrderBody;
}

export type CreatedOrder = { orderId: string; guideNumber: string; trackingNumber: string };

/** POST /orders with validOrderBody(overrides); fails the test unless it answers 201. */
export async function createOrderViaApi(
  api: Api,
  overrides: DeepPartial<OrderBody> | Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CreatedOrder> {
  const res = await api('POST', '/orders', validOrderBody(overrides), headers);
  expect(res.status, `POST /orders answered ${res.status}: ${res.text}`).toBe(201);
  return res.body as CreatedOrder;
}
