// The overview's chart figures (shipments per Mexico City day, closing balance per day, average delivery time) and
// the low-balance threshold (validation as the form labels it, one audit entry per change in the same transaction).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDb, getSql } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { cliActor } from '@/lib/audit/record-audit';
import { getBalanceStatus, lowBalanceThresholdSchema, setLowBalanceThreshold } from '@/lib/billing/low-balance-threshold';
import { getOverviewCharts, lastDays } from '@/lib/organizations/overview-charts';
import { createTestOrg } from '../helpers/fixtures';

const address = JSON.stringify({
  contactName: 'S',
  contactPhone: '5512345678',
  street: 'C',
  exteriorNumber: '1',
  neighborhood: 'N',
  city: 'Puebla',
  state: 'Puebla',
  postalCode: '72000',
});

describe('overview charts', () => {
  it('counts shipments per Mexico City day, carries the closing balance forward, averages delivery time', async () => {
    const org = await createTestOrg({ balance: 1000 });
    const now = new Date('2026-11-24T18:00:00Z'); // 12:00 in Mexico City
    const sql = getSql();
    // two orders on Nov 24 (one at 00:30 local = 06:30Z), one on Nov 23 at 23:30 local (= Nov 24 05:30Z), one 40 days ago
    for (const [created, status, updated] of [
      ['2026-11-24T06:30:00Z', 'delivered', '2026-11-24T16:30:00Z'],
      ['2026-11-24T17:00:00Z', 'created', '2026-11-24T17:00:00Z'],
      ['2026-11-24T05:30:00Z', 'delivered', '2026-11-24T17:30:00Z'],
      ['2026-10-15T12:00:00Z', 'delivered', '2026-10-16T12:00:00Z'],
    ]) {
      await sql`insert into orders (organization_id, provider, status, pickup_address, delivery_address, package_weight, package_length,
        package_width, package_height, total_cost_centavos, created_at, status_updated_at)
        values (${org.id}, 'sandbox', ${status}, ${address}::jsonb, ${address}::jsonb, 1, 10, 10, 10, 100, ${created}, ${updated})`;
    }
    await sql`delete from ledger_entries where organization_id = ${org.id}`;
    await sql`insert into ledger_entries (organization_id, kind, amount_centavos, balance_after_centavos, description, created_at) values
      (${org.id}, 'manual_credit', 50000, 50000, 'a', '2026-10-01T12:00:00Z'),
      (${org.id}, 'label', -1000, 49000, 'b', '2026-11-20T15:00:00Z'),
      (${org.id}, 'label', -1000, 48000, 'c', '2026-11-20T20:00:00Z')`;
    await sql`update organizations set balance_centavos = 48000 where id = ${org.id}`; // the sum of these entries

    const charts = await getOverviewCharts(getDb(), { organizationId: org.id, now });
    expect(charts.days).toHaveLength(30);
    expect(charts.days[0].day).toBe('2026-10-26');
    expect(charts.days.at(-1)).toEqual({ day: '2026-11-24', shipments: 2, balanceCentavos: 48000 });
    expect(charts.days.find((d) => d.day === '2026-11-23')).toMatchObject({ shipments: 1 });
    expect(charts.days.reduce((a, d) => a + d.shipments, 0)).toBe(3);
    expect(charts.days.find((d) => d.day === '2026-11-19')?.balanceCentavos).toBe(50000);
    expect(charts.days.find((d) => d.day === '2026-11-20')?.balanceCentavos).toBe(48000);
    expect(charts.deliveredInWindow).toBe(2);
    expect(charts.averageDeliveryHours).toBeCloseTo((10 + 12) / 2, 5);
  });

  it('lists 30 Mexico City days ending today', () => {
    expect(lastDays(new Date('2026-03-01T05:00:00Z'), 3)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28']);
  });
});

describe('low-balance threshold', () => {
  it('reads pesos as the form labels them and refuses the rest in Spanish', () => {
    expect(lowBalanceThresholdSchema.parse({ thresholdPesos: '1,500.50' })).toEqual({ thresholdPesos: 150050 });
    expect(lowBalanceThresholdSchema.parse({ thresholdPesos: '  ' })).toEqual({ thresholdPesos: null });
    const bad = lowBalanceThresholdSchema.safeParse({ thresholdPesos: 'mil' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/^Escribe el umbral en pesos/);
    expect(lowBalanceThresholdSchema.safeParse({ thresholdPesos: '99999999999' }).error?.issues[0].message).toMatch(/como máximo/);
  });

  it('saves the threshold with one audit entry per change, and says when the balance is low', async () => {
    const org = await createTestOrg({ balance: 100 });
    expect(await getBalanceStatus(getDb(), { organizationId: org.id })).toEqual({
      balanceCentavos: 10000,
      thresholdCentavos: null,
      low: false,
    });
    expect(await setLowBalanceThreshold(getDb(), { organizationId: org.id, thresholdCentavos: 20000, actor: cliActor })).toEqual({
      thresholdCentavos: 20000,
      changed: true,
    });
    expect(await setLowBalanceThreshold(getDb(), { organizationId: org.id, thresholdCentavos: 20000, actor: cliActor })).toEqual({
      thresholdCentavos: 20000,
      changed: false,
    });
    expect(await getBalanceStatus(getDb(), { organizationId: org.id })).toEqual({
      balanceCentavos: 10000,
      thresholdCentavos: 20000,
      low: true,
    });
    await setLowBalanceThreshold(getDb(), { organizationId: org.id, thresholdCentavos: null, actor: cliActor });
    expect((await getBalanceStatus(getDb(), { organizationId: org.id })).low).toBe(false);
    const entries = await getDb()
      .select({ summary: auditLogs.summary, actor: auditLogs.actorLabel })
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'balance.threshold_updated')))
      .orderBy(auditLogs.createdAt);
    expect(entries).toEqual([
      { summary: { before: { thresholdCentavos: null }, after: { thresholdCentavos: 20000 } }, actor: 'CLI de administración' },
      { summary: { before: { thresholdCentavos: 20000 }, after: { thresholdCentavos: null } }, actor: 'CLI de administración' },
    ]);
  });
});
