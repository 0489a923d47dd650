// Signed COD collection reports (POST /api/provider/events with "type": "cod_collection") and a COD order bought
// through POST /orders.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { codCollections, orders } from '@/db/schema';
import type { CodCollectionReportInput } from '@/lib/cod/schemas';
import type { ApiResponse } from './fixtures';
import { createOrderViaApi } from './orders';
import { nextReportTime, sendProviderReport } from './provider';

type Api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse>;

export const newCourierReference = () => `COB-${randomBytes(5).toString('hex').toUpperCase()}`;

/** A collection of `amount` pesos on `trackingNumber`, fields overridable. */
export function codCollectedReport(
  trackingNumber: string,
  amount: number,
  overrides: Record<string, unknown> = {},
): CodCollectionReportInput {
  return {
    type: 'cod_collection',
    trackingNumber,
    outcome: 'collected',
    amount,
    courierReference: newCourierReference(),
    dateTimeISO: nextReportTime(),
    ...overrides,
  } as CodCollectionReportInput;
}

export function codRefusedReport(trackingNumber: string, overrides: Record<string, unknown> = {}): CodCollectionReportInput {
  return {
    type: 'cod_collection',
    trackingNumber,
    outcome: 'refused',
    reason: 'El destinatario no tenía el efectivo',
    courierReference: newCourierReference(),
    dateTimeISO: nextReportTime(),
    ...overrides,
  } as CodCollectionReportInput;
}

export const sendCodReport = (baseUrl: string, body: unknown) => sendProviderReport(baseUrl, body);

/** A COD order of `codAmount` pesos bought through POST /orders, as stored. */
export async function createCodOrder(api: Api, codAmount = 1250, overrides: Record<string, unknown> = {}) {
  const created = await createOrderViaApi(api, { isCod: true, codAmount, ...overrides });
  const [order] = await getDb().select().from(orders).where(eq(orders.id, created.orderId));
  return order;
}

export async function codRowOf(orderId: string) {
  const [row] = await getDb().select().from(codCollections).where(eq(codCollections.orderId, orderId));
  return row;
}
