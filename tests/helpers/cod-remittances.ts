// Set-up of the remittance tests (issue 35): an operator key, COD orders already collected (a cod_collections row
// written as the provider's collection report leaves it), a remittance CSV, and the POST that sends it.
import { randomBytes } from 'node:crypto';
import { getDb } from '@/db/client';
import { codCollections } from '@/db/schema';
import { createOperatorKey } from '@/lib/cod/operator-keys';
import { insertOrderRow } from './order-rows';

export async function createTestOperatorKey(): Promise<string> {
  return (await createOperatorKey(getDb(), { name: `operador ${randomBytes(3).toString('hex')}` })).key;
}

export type CollectedOrder = { orderId: string; trackingNumber: string; organizationId: string; centavos: number };

/** `count` COD orders of the organization with their collection `status` (collected by default), in two statements. */
export async function insertCodOrders(
  organizationId: string,
  centavos: number,
  { count = 1, status = 'collected' as 'collected' | 'lost' | 'refused' | 'remitted', collectedCentavos = centavos } = {},
): Promise<CollectedOrder[]> {
  const made: CollectedOrder[] = [];
  for (let i = 0; i < count; i++) {
    const order = await insertOrderRow(organizationId, { isCod: true, codAmountCentavos: centavos, status: 'delivered' });
    made.push({ orderId: order.id, trackingNumber: order.providerTrackingNumber!, organizationId, centavos: collectedCentavos });
  }
  const refused = status === 'refused';
  await getDb()
    .insert(codCollections)
    .values(
      made.map((o) => ({
        orderId: o.orderId,
        organizationId,
        status,
        expectedCentavos: centavos,
        collectedCentavos: refused ? null : collectedCentavos,
        collectedAt: refused ? null : new Date(),
        refusedAt: refused ? new Date() : null,
        ...(status === 'remitted' ? { remittedCentavos: collectedCentavos, remittedAt: new Date() } : {}),
      })),
    );
  return made;
}

export const newReference = () => `REM-${randomBytes(5).toString('hex').toUpperCase()}`;

/** A remittance CSV: header guia,monto,fecha_cobro,referencia_remesa and one line per [tracking, amount text]. */
export function remittanceCsv(reference: string, lines: Array<[tracking: string, amount: string]>, separator = ','): string {
  const header = ['guia', 'monto', 'fecha_cobro', 'referencia_remesa'].join(separator);
  return [header, ...lines.map(([tracking, amount]) => [tracking, amount, '2026-11-27', reference].join(separator))].join('\n') + '\n';
}

export const pesos = (centavos: number) => (centavos / 100).toFixed(2);

/** POST /api/v1/cod/remittances with a text/csv body (or the given content type). */
export async function postRemittance(baseUrl: string, key: string | null, body: BodyInit, { contentType = 'text/csv', query = '' } = {}) {
  const res = await fetch(`${baseUrl}/api/v1/cod/remittances${query}`, {
    method: 'POST',
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, code: res.headers.get('x-error-code'), body: JSON.parse(text), text };
}
