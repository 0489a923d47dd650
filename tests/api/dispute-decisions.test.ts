// A dispute's decision over real HTTP: the provider's signed dispute_decision report (accepted credits the charge back
// exactly once, even repeated or sent in parallel; rejected moves no money; a decision on an adjustment not disputed is
// a 409), and the sandbox's own rule for its orders (docs/billing.md "Disputes").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import type { DisputeDecisionReportInput } from '@/lib/disputes/schemas';
import { processEvidencePhoto } from '@/lib/evidence/process-photo';
import { insertEvidencePhotos } from '@/lib/evidence/evidence-photos';
import { DHL_EXPRESS } from '@/lib/providers/dhl-express/payloads';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient } from '../helpers/fixtures';
import {
  balanceOf,
  base64Photo,
  cameraJpeg,
  declaredFigures,
  disputeRefunds,
  disputeSnapshot,
  insertChargedAdjustment,
} from '../helpers/disputes';
import { nextReportTime, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

let references = 0;
const decision = (overrides: Partial<DisputeDecisionReportInput>): DisputeDecisionReportInput => ({
  type: 'dispute_decision',
  decision: 'accepted',
  reason: 'Las fotos confirman el peso declarado.',
  reference: `DEC-${Date.now()}-${++references}`,
  dateTimeISO: nextReportTime(),
  ...overrides,
});

/** A DHL adjustment of 35 pesos, disputed through the API: it waits for the provider. */
async function disputedCharge() {
  const client = await createTestClient(server.url);
  const charged = await insertChargedAdjustment(client.org.id, { provider: DHL_EXPRESS });
  const res = await client.api('POST', `/adjustments/${charged.adjustment.id}/dispute`, {
    ...declaredFigures,
    photos: [base64Photo(await cameraJpeg())],
  });
  expect(res.status, res.text).toBe(200);
  return { ...client, ...charged, balance: await balanceOf(client.org.id) };
}

describe('the provider decides', () => {
  it('accepted: the charge comes back as one dispute_refund, however often the report is repeated', async () => {
    const { org, adjustment, balance } = await disputedCharge();
    const report = decision({ adjustmentId: adjustment.id });
    const first = await sendProviderReport(server.url, report);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ received: true, type: 'dispute_decision', outcome: 'accepted', adjustment: { status: 'accepted' } });
    const repeated = await sendProviderReport(server.url, report);
    expect(repeated.status).toBe(200);
    expect(repeated.body.outcome).toBe('duplicate');
    expect(await balanceOf(org.id)).toBe(balance + 3_500);
    expect(await disputeRefunds(org.id, adjustment.id)).toEqual([{ amount: 3_500 }]);
    const { row } = await disputeSnapshot(adjustment.id);
    expect(row).toMatchObject({ status: 'accepted', decisionReason: report.reason, decisionReference: report.reference });
  });

  it('accepted, sent five times at once and by the measurement reference: still one credit', async () => {
    const { org, adjustment, balance } = await disputedCharge();
    const report = decision({ measurementReference: adjustment.providerReference });
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendProviderReport(server.url, report)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['accepted', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await balanceOf(org.id)).toBe(balance + 3_500);
    expect(await disputeRefunds(org.id, adjustment.id)).toHaveLength(1);
  });

  it('rejected: the status and reason change, no money moves; a later, different decision is a 409', async () => {
    const { org, adjustment, balance } = await disputedCharge();
    const res = await sendProviderReport(
      server.url,
      decision({ adjustmentId: adjustment.id, decision: 'rejected', reason: 'La báscula del centro marcó 4 kg.' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.adjustment).toMatchObject({ status: 'rejected', decisionReason: 'La báscula del centro marcó 4 kg.' });
    expect(await balanceOf(org.id)).toBe(balance);
    expect((await disputeSnapshot(adjustment.id)).entries.map((e) => e.kind)).toEqual(['adjustment']);
    const overturn = await sendProviderReport(server.url, decision({ adjustmentId: adjustment.id }));
    expect(overturn.status).toBe(409);
    expect(overturn.headers.get('x-error-code')).toBe('adjustment_not_disputed');
    expect(overturn.body.error).toMatch(/no tiene una disputa pendiente de decisión \(está rechazado\)/);
    expect(await balanceOf(org.id)).toBe(balance);
  });

  it('a decision on an adjustment nobody disputed: 409 in Spanish, nothing changes; an unknown one: 404', async () => {
    const client = await createTestClient(server.url);
    const { adjustment } = await insertChargedAdjustment(client.org.id, { provider: DHL_EXPRESS });
    const balance = await balanceOf(client.org.id);
    const res = await sendProviderReport(server.url, decision({ adjustmentId: adjustment.id }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: `El ajuste ${adjustment.id} no tiene una disputa pendiente de decisión (está abierto).` });
    expect((await disputeSnapshot(adjustment.id)).row.status).toBe('open');
    expect(await balanceOf(client.org.id)).toBe(balance);
    const unknown = await sendProviderReport(server.url, decision({ measurementReference: 'MED-QUE-NO-EXISTE' }));
    expect(unknown.status).toBe(404);
    const neither = await sendProviderReport(server.url, decision({}));
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatch(/adjustmentId o measurementReference/);
  });
});

describe('the sandbox decides its own orders at once', () => {
  it('accepted: the declared figures match the purchase and a photo backs them', async () => {
    const { api, org } = await createTestClient(server.url);
    const { adjustment } = await insertChargedAdjustment(org.id);
    const balance = await balanceOf(org.id);
    const res = await api('POST', `/adjustments/${adjustment.id}/dispute`, {
      ...declaredFigures,
      photos: [base64Photo(await cameraJpeg())],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'accepted', decisionReference: expect.stringMatching(/^SBX-DISPUTA-/) });
    expect(res.body.decisionReason).toMatch(/confirman los 2 kg cobrables declarados/);
    expect(await balanceOf(org.id)).toBe(balance + 3_500);
  });

  it('accepted with no photo sent when the order has a scale photo', async () => {
    const { api, org } = await createTestClient(server.url);
    const { adjustment, order } = await insertChargedAdjustment(org.id);
    const scale = await processEvidencePhoto(await cameraJpeg(), 'La foto del paquete en la báscula');
    await insertEvidencePhotos(getDb(), { organizationId: org.id, kind: 'scale', orderId: order.id }, [scale]);
    const res = await api('POST', `/adjustments/${adjustment.id}/dispute`, declaredFigures);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('accepted');
    expect(res.body.evidence.map((p: { kind: string }) => p.kind)).toEqual(['scale']);
  });

  it('rejected: figures heavier than declared, or no photo at all; no money moves', async () => {
    const { api, org } = await createTestClient(server.url);
    const heavier = await insertChargedAdjustment(org.id);
    const noPhoto = await insertChargedAdjustment(org.id);
    const balance = await balanceOf(org.id);
    const res = await api('POST', `/adjustments/${heavier.adjustment.id}/dispute`, {
      ...declaredFigures,
      weightKg: 3.2,
      photos: [base64Photo(await cameraJpeg())],
    });
    expect(res.body).toMatchObject({ status: 'rejected' });
    expect(res.body.decisionReason).toMatch(/dan 4 kg cobrables, más que los 2 kg declarados/);
    const bare = await api('POST', `/adjustments/${noPhoto.adjustment.id}/dispute`, declaredFigures);
    expect(bare.body).toMatchObject({ status: 'rejected', decisionReason: 'La disputa no tiene fotos del paquete pesado y medido.' });
    expect(await balanceOf(org.id)).toBe(balance);
  });
});
