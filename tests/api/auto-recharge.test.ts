// GET and PUT /api/v1/billing/auto-recharge (issue 41 point 3, docs/payments.md "Direct debit") over real HTTP: the
// settings saved whole (pesos in, centavos stored), a Spanish 400 naming the field for each invalid value, the same PUT
// twice leaves the same settings, a recharge the bank suspended (real bank simulator) is resumed by a PUT with enabled
// true; owner, admin and finance from the dashboard (the rest: the Spanish 403), a read key reads but cannot save.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, autoRechargeSettings, directDebits } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { CONFIGURATION_FAILURE_REASON, runAutoRechargeOnce } from '@/lib/payments/auto-recharge/job';
import { resetConfigCache } from '@/lib/platform/config';
import type { BankSimulator } from '@/simulators/bank/server';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { bankControl, EMPTY_CLABE, FUNDED_CLABE, recharge, startTestBank } from '../helpers/auto-recharge';
import { callRoute, type RouteHandler, SESSION_ORIGIN, signedIn } from '../helpers/dashboard-session';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';

let server: TestServer;
let bank: BankSimulator;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  bank = await startTestBank();
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
  await bank.close();
});

const rowOf = async (organizationId: string) =>
  (await getDb().select().from(autoRechargeSettings).where(eq(autoRechargeSettings.organizationId, organizationId)))[0];
const auditsOf = (organizationId: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, 'auto_recharge.updated')))
    .orderBy(auditLogs.createdAt);

describe('GET and PUT /billing/auto-recharge with a key', () => {
  it('answers "not configured", saves the settings whole (the CLABE without spaces), and the same PUT twice changes nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    expect((await api('GET', '/billing/auto-recharge')).body).toEqual({
      configured: false,
      enabled: false,
      status: 'active',
      suspendedReason: null,
      suspendedAt: null,
      threshold: null,
      amount: null,
      period: 'day',
      payerClabe: null,
      payerName: null,
      mandateReference: null,
      updatedAt: null,
      lastDebit: null,
    });
    const spaced = `${FUNDED_CLABE.slice(0, 3)} ${FUNDED_CLABE.slice(3, 6)} ${FUNDED_CLABE.slice(6)}`;
    // the amount need not be more than the threshold
    const body = { ...recharge({ threshold: 5000.5, amount: 100, period: 'month' }), payerClabe: spaced };
    const res = await api('PUT', '/billing/auto-recharge', body);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      enabled: true,
      status: 'active',
      threshold: 5000.5,
      amount: 100,
      period: 'month',
      payerClabe: FUNDED_CLABE,
      payerName: 'Tienda Ejemplo SA de CV',
      mandateReference: 'MANDATO-2026-0042',
    });
    expect(await rowOf(org.id)).toMatchObject({ thresholdCentavos: 5000_50, amountCentavos: 100_00, payerClabe: FUNDED_CLABE });
    expect((await api('GET', '/billing/auto-recharge')).body).toEqual(res.body);
    const again = await api('PUT', '/billing/auto-recharge', body);
    expect(again.status).toBe(200);
    expect({ ...again.body, updatedAt: null }).toEqual({ ...res.body, updatedAt: null });
    expect(await getDb().select().from(autoRechargeSettings).where(eq(autoRechargeSettings.organizationId, org.id))).toHaveLength(1);
  });

  it('audits each change (auto_recharge.updated) in its transaction, the payer CLABE only by its last four digits', async () => {
    const { api, org } = await createTestClient(server.url);
    expect((await api('PUT', '/billing/auto-recharge', recharge())).status).toBe(200);
    expect((await api('PUT', '/billing/auto-recharge', recharge())).status).toBe(200);
    expect((await api('PUT', '/billing/auto-recharge', recharge({ amount: 3000, payerClabe: EMPTY_CLABE }))).status).toBe(200);
    expect((await api('PUT', '/billing/auto-recharge', recharge({ payerClabe: '123' }))).status).toBe(400);
    const audits = await auditsOf(org.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorType: 'api_key', targetType: 'organization', targetId: org.id });
    const first = {
      enabled: true,
      status: 'active',
      thresholdCentavos: 500_00,
      amountCentavos: 2000_00,
      period: 'day',
      payerClabe: `…${FUNDED_CLABE.slice(-4)}`,
      payerName: 'Tienda Ejemplo SA de CV',
      mandateReference: 'MANDATO-2026-0042',
    };
    expect(audits[0].summary).toEqual({ before: null, after: first });
    expect(audits[1].summary).toEqual({
      before: first,
      after: { ...first, amountCentavos: 3000_00, payerClabe: `…${EMPTY_CLABE.slice(-4)}` },
    });
    // never the whole CLABE
    for (const audit of audits) {
      const text = JSON.stringify(audit.summary);
      expect(text).not.toContain(FUNDED_CLABE);
      expect(text).not.toContain(EMPTY_CLABE);
    }
  });

  it('refuses each invalid value with a Spanish 400 naming the field, and stores nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    const badChecksum = `${FUNDED_CLABE.slice(0, 17)}${(Number(FUNDED_CLABE[17]) + 1) % 10}`;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ threshold: 0 }, 'threshold', /El campo threshold debe ser mayor que 0/],
      [{ threshold: -10 }, 'threshold', /El campo threshold debe ser mayor que 0/],
      [{ threshold: 10.001 }, 'threshold', /El campo threshold admite como máximo dos decimales/],
      // close enough to a whole centavo for a float check, not two decimals as written: refused, never rounded
      [{ threshold: 1e-9 }, 'threshold', /El campo threshold admite como máximo dos decimales/],
      [{ amount: 2000.000000001 }, 'amount', /El campo amount admite como máximo dos decimales/],
      [{ amount: 99.99 }, 'amount', /El campo amount debe ser de 100 a 100,000 pesos/],
      [{ amount: 100000.01 }, 'amount', /El campo amount debe ser de 100 a 100,000 pesos/],
      [{ amount: '2000' }, 'amount', /El campo amount debe ser un número de pesos/],
      [{ period: 'year' }, 'period', /El campo period debe ser day, week o month/],
      [
        { payerClabe: badChecksum },
        'payerClabe',
        /El campo payerClabe no es una CLABE válida: El dígito verificador de la CLABE no es correcto/,
      ],
      [
        { payerClabe: '0020100777' },
        'payerClabe',
        /El campo payerClabe no es una CLABE válida: La CLABE debe tener 18 dígitos; tiene 10\./,
      ],
      [{ payerName: '' }, 'payerName', /El campo payerName es obligatorio/],
      [
        { mandateReference: 'mandato con espacios' },
        'mandateReference',
        /El campo mandateReference solo admite letras sin acentos, dígitos y guiones/,
      ],
      [{ mandateReference: undefined }, 'mandateReference', /El campo mandateReference es obligatoria/],
    ];
    for (const [override, field, message] of cases) {
      const res = await api('PUT', '/billing/auto-recharge', { ...recharge(), ...override }, { Accept: 'application/problem+json' });
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      const problem = res.body as { errors: { field: string; message: string }[] };
      const named = problem.errors.find((e) => e.field === field);
      expect(named, `${field}: ${res.text}`).toBeDefined();
      expect(named!.message).toMatch(message);
      // the plain JSON error names the field too
      const plain = await api('PUT', '/billing/auto-recharge', { ...recharge(), ...override });
      expect(plain.body.error).toContain(field);
    }
    expect(await rowOf(org.id)).toBeUndefined();
  });

  it('a key with billing:read reads but cannot save (403 insufficient_scope); one without it cannot read', async () => {
    const { org } = await createTestClient(server.url);
    const reader = apiClient(server.url, (await createTestKey(org.id, ['billing:read'])).key);
    expect((await reader('GET', '/billing/auto-recharge')).status).toBe(200);
    const refused = await reader('PUT', '/billing/auto-recharge', recharge());
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-error-code')).toBe('insufficient_scope');
    expect(await rowOf(org.id)).toBeUndefined();
    const orders = apiClient(server.url, (await createTestKey(org.id, ['orders:read', 'orders:write'])).key);
    expect((await orders('GET', '/billing/auto-recharge')).status).toBe(403);
  });
});

describe('a recharge the bank suspended', () => {
  it('shows the reason, stays suspended when saved disabled, and is resumed by a PUT with enabled true', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 100 });
    expect((await api('PUT', '/billing/auto-recharge', recharge({ payerClabe: EMPTY_CLABE }))).status).toBe(200);
    await runAutoRechargeOnce(getDb());
    const suspended = await api('GET', '/billing/auto-recharge');
    expect(suspended.body).toMatchObject({ enabled: true, status: 'suspended', suspendedReason: 'Fondos insuficientes' });
    expect(suspended.body.suspendedAt).toEqual(expect.any(String));
    expect(suspended.body.lastDebit).toMatchObject({
      status: 'failed',
      amount: 2000,
      failureReason: 'Fondos insuficientes',
      bankReference: null,
    });
    const disabled = await api('PUT', '/billing/auto-recharge', recharge({ enabled: false, payerClabe: FUNDED_CLABE }));
    expect(disabled.body).toMatchObject({ enabled: false, status: 'suspended', suspendedReason: 'Fondos insuficientes' });
    const resumed = await api('PUT', '/billing/auto-recharge', recharge({ payerClabe: FUNDED_CLABE }));
    expect(resumed.body).toMatchObject({ enabled: true, status: 'active', suspendedReason: null, suspendedAt: null });
    await runAutoRechargeOnce(getDb());
    const debits = await getDb().select().from(directDebits).where(eq(directDebits.organizationId, org.id));
    expect(debits.map((d) => d.status).sort()).toEqual(['failed', 'succeeded']);
    expect((await api('GET', '/billing/auto-recharge')).body.lastDebit).toMatchObject({
      status: 'succeeded',
      bankReference: expect.stringMatching(/^DOM/),
    });
  });
});

describe('a recharge whose request the bank refused (401: our key)', () => {
  it('shows the configuration reason and the failed debit, and nothing stays pending', async () => {
    const control = bankControl(bank);
    const { api, org } = await createTestClient(server.url, { balance: 100 });
    await control.mode('unauthorized');
    try {
      expect((await api('PUT', '/billing/auto-recharge', recharge())).status).toBe(200);
      await runAutoRechargeOnce(getDb());
    } finally {
      await control.mode('normal');
    }
    const body = (await api('GET', '/billing/auto-recharge')).body;
    expect(body).toMatchObject({ enabled: true, status: 'suspended', suspendedReason: CONFIGURATION_FAILURE_REASON });
    expect(body.lastDebit).toMatchObject({ status: 'failed', failureReason: CONFIGURATION_FAILURE_REASON });
    const debits = await getDb().select().from(directDebits).where(eq(directDebits.organizationId, org.id));
    expect(debits.map((d) => d.status)).toEqual(['failed']);
  });
});

const route = () => import('@/app/api/v1/billing/auto-recharge/route') as unknown as Promise<{ GET: RouteHandler; PUT: RouteHandler }>;

describe('who may read and change it from the dashboard', () => {
  it('owner, admin and finance read and save; operations, viewer and developer get the Spanish 403 and change nothing', async () => {
    const { org } = await createTestClient(server.url);
    const { GET, PUT } = await route();
    const put = (cookie: string, body: unknown) =>
      callRoute(
        PUT,
        'PUT',
        '/api/v1/billing/auto-recharge',
        {},
        { cookie, origin: SESSION_ORIGIN, 'content-type': 'application/json' },
        JSON.stringify(body),
      );
    for (const role of ['operations', 'viewer', 'developer'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie, recharge());
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe(forbiddenMessage);
      expect((await callRoute(GET, 'GET', '/api/v1/billing/auto-recharge', {}, { cookie })).status, `${role} GET`).toBe(403);
    }
    expect(await rowOf(org.id)).toBeUndefined();
    for (const [role, amount] of [
      ['owner', 1000],
      ['admin', 1500],
      ['finance', 2500],
    ] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie, recharge({ amount }));
      expect(res.status, role).toBe(200);
      expect((await callRoute(GET, 'GET', '/api/v1/billing/auto-recharge', {}, { cookie })).body.amount).toBe(amount);
    }
    expect((await rowOf(org.id))?.amountCentavos).toBe(2500_00);
    // three changes, each by the signed-in member who made it
    expect((await auditsOf(org.id)).map((a) => a.actorType)).toEqual(['user', 'user', 'user']);
  });
});
