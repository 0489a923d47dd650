// Signed measurement reports (POST /api/provider/events with "type": "measurement") and the money an adjustment moves:
// the organization's balance and ledger, to check that balance == sum of entries.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adjustments, ledgerEntries, organizations } from '@/db/schema';
import type { MeasurementReportInput } from '@/lib/adjustments/schemas';
import { nextReportTime, sendProviderReport } from './provider';

export const newMeasurementReference = () => `MED-${randomBytes(6).toString('hex').toUpperCase()}`;

/** A measurement of `trackingNumber`: 30 x 20 x 15 cm (chargeable by weight up to 1.8 kg), fields overridable. */
export function measurementReport(
  trackingNumber: string,
  weightKg: number,
  overrides: Partial<MeasurementReportInput> | Record<string, unknown> = {},
): MeasurementReportInput {
  return {
    type: 'measurement',
    value: trackingNumber,
    reference: newMeasurementReference(),
    weightKg,
    dimensionsCm: { length: 30, width: 20, height: 15 },
    dateTimeISO: nextReportTime(),
    ...overrides,
  } as MeasurementReportInput;
}

export function sendMeasurement(baseUrl: string, body: unknown) {
  return sendProviderReport(baseUrl, body);
}

/** The organization's balance, the sum of its ledger entries and the number of entries (centavos). */
export async function moneyOf(organizationId: string) {
  const db = getDb();
  const [org] = await db.select({ balance: organizations.balanceCentavos }).from(organizations).where(eq(organizations.id, organizationId));
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCentavos}), 0)`, count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId));
  return { balance: org.balance, ledgerSum: Number(sum.total), entries: sum.count };
}

export async function adjustmentCount(orderId: string): Promise<number> {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(adjustments).where(eq(adjustments.orderId, orderId));
  return row.n;
}
