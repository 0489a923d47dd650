// The COD settings (GET/PUT /api/v1/cod/settings and the page's updateCodSettingsAction, docs/cod.md "Payout"): the
// CLABE is checked (length, bank code, check digit) with a Spanish 400 invalid_clabe, a beneficiary is required with
// it, the change is audited with the CLABE masked; who may change it: owner, admin and finance from the dashboard
// (operations, viewer, developer: the Spanish 403), and only a key with every permission (*), never a read key.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, codSettings } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { TEST_BENEFICIARY, TEST_CLABE } from '../helpers/cod-payout';
import { callRoute, type RouteHandler, SESSION_ORIGIN, signedIn } from '../helpers/dashboard-session';
import { apiClient, createTestClient, createTestKey } from '../helpers/fixtures';

let server: TestServer;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const bankAccount = { feeMode: 'purchase', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY };
const rowOf = async (organizationId: string) =>
  (await getDb().select().from(codSettings).where(eq(codSettings.organizationId, organizationId)))[0];

describe('GET and PUT /cod/settings with a key', () => {
  it('answers the defaults, saves a valid CLABE (spaces removed), audits the change with the CLABE masked', async () => {
    const { api, org } = await createTestClient(server.url);
    expect((await api('GET', '/cod/settings')).body).toEqual({
      feeMode: 'purchase',
      payoutClabe: null,
      payoutBeneficiary: null,
      updatedAt: null,
    });
    const res = await api('PUT', '/cod/settings', { ...bankAccount, feeMode: 'deduct', payoutClabe: '002 010 07777777777 1' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ feeMode: 'deduct', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY });
    expect((await api('GET', '/cod/settings')).body).toEqual(res.body);
    const [audit] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'cod.settings_updated')));
    expect(audit.summary).toEqual({
      before: { feeMode: 'purchase', payoutClabe: null, payoutBeneficiary: null },
      after: { feeMode: 'deduct', payoutClabe: '…7771', payoutBeneficiary: TEST_BENEFICIARY },
    });
    // back to the balance: an empty CLABE clears the account
    const cleared = await api('PUT', '/cod/settings', { feeMode: 'deduct', payoutClabe: '' });
    expect(cleared.body).toMatchObject({ payoutClabe: null, payoutBeneficiary: null });
  });

  it('a changed fee mode holds for the very next quote (the cached tariffs are dropped at commit)', async () => {
    const { api } = await createTestClient(server.url);
    const quote = { originPostalCode: '06600', destinationPostalCode: '06610', package: { weight: 1 }, isCod: true, codAmount: 850 };
    const before = await api('POST', '/quotes', quote);
    expect(before.status, before.text).toBe(200);
    expect(before.body.codFeeDeducted ?? false).toBe(false);
    expect((await api('PUT', '/cod/settings', { feeMode: 'deduct', payoutClabe: null })).status).toBe(200);
    const after = await api('POST', '/quotes', quote);
    expect(after.body.codFeeDeducted).toBe(true);
    const total = (res: typeof before) => (res.body.quotes as { totalCost: number }[])[0]?.totalCost ?? 0;
    expect(total(after)).toBeLessThan(total(before));
  });

  it('refuses an invalid CLABE with the Spanish reason (400 invalid_clabe) and stores nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    const cases: [string, string][] = [
      ['0020100777777777', 'La CLABE debe tener 18 dígitos; tiene 16.'],
      ['00201007777777777A', 'La CLABE solo puede tener dígitos.'],
      ['999010077777777774', 'El código de banco 999 de la CLABE no corresponde a ningún banco.'],
      ['002010077777777772', 'El dígito verificador de la CLABE no es correcto; revisa que la hayas copiado completa.'],
    ];
    for (const [clabe, message] of cases) {
      const res = await api('PUT', '/cod/settings', { ...bankAccount, payoutClabe: clabe });
      expect(res.status, clabe).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('invalid_clabe');
      expect(res.body.error).toBe(message);
    }
    const noBeneficiary = await api('PUT', '/cod/settings', { feeMode: 'purchase', payoutClabe: TEST_CLABE });
    expect(noBeneficiary.status).toBe(400);
    expect(noBeneficiary.body.error).toBe('Escribe el titular de la cuenta de la CLABE.');
    const badMode = await api('PUT', '/cod/settings', { ...bankAccount, feeMode: 'later' });
    expect(badMode.status).toBe(400);
    expect(await rowOf(org.id)).toBeUndefined();
  });

  it('a billing:read key reads but cannot change where the money goes (403); a * key can', async () => {
    const { org } = await createTestClient(server.url);
    const reader = apiClient(server.url, (await createTestKey(org.id, ['billing:read'])).key);
    expect((await reader('GET', '/cod/settings')).status).toBe(200);
    const refused = await reader('PUT', '/cod/settings', bankAccount);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-error-code')).toBe('insufficient_scope');
    expect(await rowOf(org.id)).toBeUndefined();
    const orders = apiClient(server.url, (await createTestKey(org.id, ['orders:read', 'orders:write'])).key);
    expect((await orders('GET', '/cod/settings')).status).toBe(403);
  });
});

const settingsRoute = () => import('@/app/api/v1/cod/settings/route') as unknown as Promise<{ GET: RouteHandler; PUT: RouteHandler }>;

async function saveAs(cookie: string, input: unknown) {
  const { updateCodSettingsAction } = await import('@/app/(dashboard)/dashboard/contra-entrega/settings-actions');
  const req = new Request(`${SESSION_ORIGIN}/dashboard/contra-entrega`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', cookie, origin: SESSION_ORIGIN },
  });
  return (await inRequestScope(req, () => updateCodSettingsAction(input as never))).value;
}

describe('who may change them from the dashboard', () => {
  it('owner, admin and finance save (API and action); operations, viewer and developer get the Spanish 403 and change nothing', async () => {
    const { org } = await createTestClient(server.url);
    const route = await settingsRoute();
    const put = (cookie: string, body: unknown) =>
      callRoute(
        route.PUT,
        'PUT',
        '/api/v1/cod/settings',
        {},
        { cookie, origin: SESSION_ORIGIN, 'content-type': 'application/json' },
        JSON.stringify(body),
      );
    for (const role of ['operations', 'viewer', 'developer'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie, bankAccount);
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe(forbiddenMessage);
      expect((await callRoute(route.GET, 'GET', '/api/v1/cod/settings', {}, { cookie })).status, `${role} GET`).toBe(403);
      expect(await saveAs(cookie, bankAccount)).toMatchObject({ ok: false, code: 'forbidden' });
    }
    expect(await rowOf(org.id)).toBeUndefined();

    for (const role of ['owner', 'admin'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie, { ...bankAccount, feeMode: role === 'owner' ? 'deduct' : 'purchase' });
      expect(res.status, role).toBe(200);
    }
    const finance = await signedIn(org.id, 'finance');
    expect(await saveAs(finance.cookie, { ...bankAccount, payoutClabe: '002010077777777772' })).toMatchObject({
      ok: false,
      code: 'invalid_clabe',
    });
    expect(await saveAs(finance.cookie, { ...bankAccount, feeMode: 'deduct' })).toEqual({
      ok: true,
      data: { feeMode: 'deduct', payoutClabe: TEST_CLABE, payoutBeneficiary: TEST_BENEFICIARY, changed: true },
    });
    const audits = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'cod.settings_updated')));
    expect(audits.map((a) => a.actorType)).toEqual(['user', 'user', 'user']);
    expect(audits.some((a) => a.actorId === finance.userId)).toBe(true);
  });
});
