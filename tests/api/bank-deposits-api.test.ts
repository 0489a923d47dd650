// The merchant's side of SPEI deposits (issue 41 part A) over real HTTP: GET /api/v1/billing/clabe,
// GET /api/v1/billing/deposits (keyset pages, status filter, only the caller's), and the test-mode transfer
// POST /api/v1/sandbox/deposits, which goes through the real bank simulator and its signed callback (409 in live mode,
// idempotent by Idempotency-Key; as any change of billing: a session with billing:manage, a key with *). Then the simulator itself: it retries a callback that got no 200, and hands
// /domiciliaciones to the direct-debit API.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailOutbox } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { MODE_COOKIE } from '@/lib/auth/session';
import { createUser } from '@/lib/users/create-user';
import { ensureOrganizationClabe } from '@/lib/payments/clabe';
import { ensureTestTwin } from '@/lib/organizations/test-mode';
import { clabe as clabeValidator } from 'clabe-validator';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { abonoFor, depositCount, sendBankCallback, topupCount, withBankSimulator } from '../helpers/bank';
import { callRoute, type RouteHandler, SESSION_ORIGIN, signedIn } from '../helpers/dashboard-session';
import { apiClient, createTestKey, createTestOrg } from '../helpers/fixtures';
import { moneyOf } from '../helpers/measurements';

const bank = withBankSimulator();
let server: TestServer;

beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  server = await startAppServer();
  bank.simulator.setCallbackUrl(`${server.url}/api/bank/deposits`);
});
afterAll(async () => {
  await server?.close();
});

async function liveAndTwin() {
  const live = await createTestOrg({ balance: 0 });
  const twin = await ensureTestTwin(getDb(), live.id);
  return {
    live,
    twin,
    liveApi: apiClient(server.url, (await createTestKey(live.id, ['*'])).key),
    testApi: apiClient(server.url, (await createTestKey(twin.id, ['*'])).key),
    testReadApi: apiClient(server.url, (await createTestKey(twin.id, ['billing:read'])).key),
  };
}

describe('GET /billing/clabe', () => {
  it('assigns the CLABE on first need and shows the same one after; each mode has its own', async () => {
    const { live, liveApi, testApi } = await liveAndTwin();
    const first = await liveApi('GET', '/billing/clabe');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ beneficiaryName: 'Envios MX SA de CV', bankName: 'STP', transfersEnabled: true });
    expect(clabeValidator.validate(first.body.clabe).ok).toBe(true);
    expect((await liveApi('GET', '/billing/clabe')).body.clabe).toBe(first.body.clabe);
    expect((await ensureOrganizationClabe(getDb(), { organizationId: live.id })).clabe).toBe(first.body.clabe);
    const test = await testApi('GET', '/billing/clabe');
    expect(test.status).toBe(200);
    expect(test.body.clabe).not.toBe(first.body.clabe);
  });
});

describe('GET /billing/deposits', () => {
  it('lists the organization deposits newest first in keyset pages, filtered by status, none of another', async () => {
    const org = await createTestOrg({ balance: 0 });
    const api = apiClient(server.url, (await createTestKey(org.id, ['billing:read'])).key);
    const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: org.id });
    const keys: string[] = [];
    for (const monto of [100, 200.5, 0]) {
      const abono = abonoFor(clabe, monto);
      keys.push(abono.claveRastreo as string);
      await sendBankCallback(server.url, abono);
    }
    const stranger = await createTestOrg({ balance: 0 });
    const theirs = abonoFor((await ensureOrganizationClabe(getDb(), { organizationId: stranger.id })).clabe, 50);
    await sendBankCallback(server.url, theirs);

    const page1 = await api('GET', '/billing/deposits?limit=2');
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.data.map((d: { trackingKey: string }) => d.trackingKey)).toEqual([keys[2], keys[1]]);
    expect(page1.body.data[0]).toMatchObject({ status: 'returned', amount: null, returnReason: 'invalid_amount' });
    expect(page1.body.data[1]).toMatchObject({ status: 'credited', amount: 200.5, clabe, currency: 'MXN' });
    const page2 = await api('GET', `/billing/deposits?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`);
    expect(page2.body).toMatchObject({ data: [{ trackingKey: keys[0], amount: 100 }], nextCursor: null });
    const credited = await api('GET', '/billing/deposits?status=credited');
    expect(credited.body.data.map((d: { trackingKey: string }) => d.trackingKey)).toEqual([keys[1], keys[0]]);
    expect(page1.text + page2.text).not.toContain(theirs.claveRastreo as string);
    const bad = await api('GET', '/billing/deposits?status=otro');
    expect(bad.status).toBe(400);
  });
});

describe('POST /sandbox/deposits', () => {
  it('in test mode: the simulator sends the transfer, the real callback credits it, the answer is the deposit', async () => {
    const { live, twin, testApi } = await liveAndTwin();
    const owner = `dueno-${live.id.slice(0, 8)}@tienda.test`;
    await createUser(getDb(), { email: owner, password: 'contraseña-segura', organizationId: live.id, role: 'owner' });
    const before = await moneyOf(twin.id);
    const res = await testApi('POST', '/sandbox/deposits', { amount: 250.75, payerName: 'CLIENTE ÑANDÚ', concept: 'PRUEBA' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'credited', amount: 250.75, payerName: 'CLIENTE ÑANDÚ', concept: 'PRUEBA' });
    const sent = bank.simulator.sent().at(-1)!;
    expect(sent.abono.claveRastreo).toBe(res.body.trackingKey);
    expect(sent.answer).toEqual({ mensaje: 'confirmar' });
    const after = await moneyOf(twin.id);
    expect(after.balance - before.balance).toBe(25_075);
    expect(after.balance).toBe(after.ledgerSum);
    // the twin has no members: its receipt, marked as test, goes to the live organization's billing members
    const receipts = await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, 'deposit-receipt'));
    const mine = receipts.filter((m) => m.organizationId === twin.id);
    expect(mine.map((m) => [m.toAddress, (m.data as { testMode?: boolean }).testMode])).toEqual([[owner, true]]);
  });

  it('is idempotent by Idempotency-Key: the same answer again, one transfer', async () => {
    const { twin, testApi } = await liveAndTwin();
    const headers = { 'Idempotency-Key': `dep-${twin.id}` };
    const first = await testApi('POST', '/sandbox/deposits', { amount: 80 }, headers);
    expect(first.status, first.text).toBe(200);
    const again = await testApi('POST', '/sandbox/deposits', { amount: 80 }, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await topupCount(twin.id)).toBe(1);
  });

  it('refuses in live mode (409) and bad amounts (400), sending nothing', async () => {
    const { live, liveApi, testApi } = await liveAndTwin();
    const sentBefore = bank.simulator.sent().length;
    const refused = await liveApi('POST', '/sandbox/deposits', { amount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/modo de prueba/);
    for (const amount of [0, -1, 10.001, '100']) {
      const res = await testApi('POST', '/sandbox/deposits', { amount });
      expect(res.status, JSON.stringify(amount)).toBe(400);
    }
    expect(bank.simulator.sent().length).toBe(sentBefore);
    expect(await moneyOf(live.id)).toMatchObject({ balance: 0 });
  });

  it('is a change of billing: a billing:read key gets 403 insufficient_scope, sending nothing', async () => {
    const { twin, testReadApi } = await liveAndTwin();
    const sentBefore = bank.simulator.sent().length;
    const res = await testReadApi('POST', '/sandbox/deposits', { amount: 100 });
    expect(res.status, res.text).toBe(403);
    expect(res.headers.get('x-error-code')).toBe('insufficient_scope');
    expect(res.body.error).toMatch(/todos los permisos \(\*\)/);
    expect(bank.simulator.sent().length).toBe(sentBefore);
    expect(await topupCount(twin.id)).toBe(0);
  });

  it('from the dashboard in test mode: a viewer gets the Spanish 403, finance simulates the transfer', async () => {
    const { live, twin } = await liveAndTwin();
    const { POST } = (await import('@/app/api/v1/sandbox/deposits/route')) as unknown as { POST: RouteHandler };
    const post = (cookie: string) =>
      callRoute(
        POST,
        'POST',
        '/api/v1/sandbox/deposits',
        {},
        { cookie: `${cookie}; ${MODE_COOKIE}=test`, origin: SESSION_ORIGIN, 'content-type': 'application/json' },
        JSON.stringify({ amount: 120 }),
      );
    const viewer = await post((await signedIn(live.id, 'viewer')).cookie);
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toBe(forbiddenMessage);
    expect(await topupCount(twin.id)).toBe(0);
    const finance = await post((await signedIn(live.id, 'finance')).cookie);
    expect(finance.status, JSON.stringify(finance.body)).toBe(200);
    expect(finance.body).toMatchObject({ status: 'credited', amount: 120 });
    expect(await topupCount(twin.id)).toBe(1);
  });
});

describe('the bank simulator', () => {
  it('retries a callback that got no 200 answer, and the retry credits once', async () => {
    const org = await createTestOrg({ balance: 0 });
    const { clabe } = await ensureOrganizationClabe(getDb(), { organizationId: org.id });
    // in front of the service: the first two callbacks get a 503, the rest go through
    let calls = 0;
    const flaky = http.createServer(async (req, res) => {
      calls += 1;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (calls <= 2) {
        res.writeHead(503).end();
        return;
      }
      const headers = Object.fromEntries(
        ['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h])]),
      );
      const answer = await fetch(`${server.url}/api/bank/deposits`, { method: 'POST', headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      bank.simulator.setCallbackUrl(`http://127.0.0.1:${(flaky.address() as AddressInfo).port}/api/bank/deposits`);
      const sent = await bank.simulator.sendAbono({ clabe, monto: 42 });
      expect(sent.attempts.map((a) => a.status)).toEqual([503, 503, 200]);
      expect(sent.answer).toEqual({ mensaje: 'confirmar' });
      expect(await depositCount(sent.abono.claveRastreo as string)).toBe(1);
      expect(await moneyOf(org.id)).toMatchObject({ balance: 4_200, ledgerSum: 4_200 });
    } finally {
      bank.simulator.setCallbackUrl(`${server.url}/api/bank/deposits`);
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it('answers its control surface only with the API key, and hands /domiciliaciones to the direct-debit API', async () => {
    const { url, credentials } = bank.simulator;
    const noKey = await fetch(`${url}/simulaciones/abonos`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('simulador-banco')).toBe('envios-mx');
    const badBody = await fetch(`${url}/simulaciones/abonos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credentials.apiKey}` },
      body: JSON.stringify({ clabe: '123', monto: 1 }),
    });
    expect(badBody.status).toBe(400);
    const debit = await fetch(`${url}/domiciliaciones/__simulador`, { headers: { authorization: `Bearer ${credentials.apiKey}` } });
    expect(debit.status).toBe(200);
    expect(await debit.json()).toMatchObject({ modo: 'normal' });
  });
});
