// Carrier accounts (lib/carriers/carrier-accounts.ts, /api/v1/carrier-accounts) over real HTTP through the route
// handlers, against the real local DHL Express simulator (simulators/dhl-express): credentials the carrier accepts
// are stored sealed (the database holds no secret), credentials it refuses and a carrier outage save nothing, another
// organization neither sees nor changes them, a key or a role without carriers:manage is refused, and the resolver of
// quotes and orders (connectionFor, enabledCarriers) falls back to the platform's account, never in test mode.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import { inRequestScope } from '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, carrierAccounts, organizations, type MembershipRole } from '@/db/schema';
import { cliActor } from '@/lib/audit/record-audit';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { createUserSession } from '@/lib/auth/user-sessions';
import { connectionFor, connectionForAccount, enabledCarriers, saveCarrierAccount } from '@/lib/carriers/carrier-accounts';
import { openCredentials } from '@/lib/carriers/credentials-box';
import { configureRequestLogBuffer, flushRequestLog, type RequestLogEntry } from '@/lib/request-log/buffer';
import { createUser } from '@/lib/users/create-user';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { withCarrierSimulators } from '../helpers/carrier-simulators';
import { createTestClient, createTestKey, createTestOrg, apiClient } from '../helpers/fixtures';

const carriers = withCarrierSimulators({
  CARRIER_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
  // an outage must be seen quickly: the client's budget, not the 10 s default
  CARRIER_HTTP_TIMEOUT_MS: '2000',
  REQUEST_LOG: 'on',
});
let app: TestServer;

beforeAll(async () => {
  configureRequestLogBuffer({ write: async (rows) => void logged422.push(...rows) });
  app = await startAppServer();
});
afterAll(async () => {
  configureRequestLogBuffer({});
  await app?.close();
});

const good = () => ({ ...carriers.dhl.credentials });
const accountRow = (organizationId: string | null) =>
  getDb()
    .select()
    .from(carrierAccounts)
    .where(
      and(
        organizationId === null ? isNull(carrierAccounts.organizationId) : eq(carrierAccounts.organizationId, organizationId),
        eq(carrierAccounts.carrier, 'dhl_express'),
      ),
    );

const logged422: RequestLogEntry[] = [];

describe('PUT /api/v1/carrier-accounts/{carrier}', () => {
  it('saves credentials the carrier accepts, sealed: the database holds no secret, the answer only the last 4 characters', async () => {
    const { org, api } = await createTestClient(app.url);
    const credentials = good();
    const saved = await api('PUT', '/carrier-accounts/dhl_express', { credentials });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ carrier: 'dhl_express', displayName: 'DHL Express', source: 'organization', enabled: true });
    expect(saved.body.validatedAt).toEqual(expect.any(String));
    expect(saved.body.capabilities).toContain('rates');
    for (const [field, value] of Object.entries(credentials)) {
      if (field === 'accountNumber') expect(saved.body.preview[field]).toBe(value);
      else expect(saved.text).not.toContain(value);
    }

    const [row] = await accountRow(org.id);
    expect(row.credentialsCiphertext).toMatch(/^v1\./);
    for (const [field, value] of Object.entries(credentials)) {
      expect(row.credentialsCiphertext).not.toContain(value);
      if (field !== 'accountNumber') expect(JSON.stringify(row.credentialsPreview)).not.toContain(value);
    }
    expect(openCredentials(row.credentialsCiphertext, { organizationId: org.id, carrier: 'dhl_express' })).toEqual(credentials);

    const list = await api('GET', '/carrier-accounts');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([saved.body]);
    // the audit entry names the carrier and the fields, never a secret
    const [audit] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'carrier_account.saved')));
    expect(audit.summary).toMatchObject({ carrier: 'dhl_express', platform: false });
    for (const [field, value] of Object.entries(credentials)) {
      if (field !== 'accountNumber') expect(JSON.stringify(audit.summary)).not.toContain(value);
    }
  });

  it('credentials the carrier refuses are not saved: 422 carrier_credentials_invalid in Spanish', async () => {
    const { org, api } = await createTestClient(app.url);
    const refused = await api('PUT', '/carrier-accounts/dhl_express', { credentials: { ...good(), apiSecret: 'otro-secreto-equivocado' } });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.headers.get('x-error-code')).toBe('carrier_credentials_invalid');
    expect(refused.body).toEqual({ error: expect.stringMatching(/^DHL Express rechazó las credenciales; no se guardaron\./) });
    expect(await accountRow(org.id)).toEqual([]);
    // the request log keeps a failed request's body, but never the credentials it carried
    await flushRequestLog();
    const [logged] = logged422.filter((row) => row.organizationId === org.id && row.status === 422);
    expect(logged.requestBody).toContain('[REDACTADO]');
    for (const value of Object.values(good())) expect(logged.requestBody).not.toContain(value);

    // a replacement that the carrier refuses leaves the saved account as it was
    expect((await api('PUT', '/carrier-accounts/dhl_express', { credentials: good() })).status).toBe(200);
    const [before] = await accountRow(org.id);
    expect((await api('PUT', '/carrier-accounts/dhl_express', { credentials: { ...good(), apiKey: 'clave-ajena' } })).status).toBe(422);
    expect(await accountRow(org.id)).toEqual([before]);
  });

  it('a carrier that does not answer: 503 provider_unavailable, nothing saved', async () => {
    const { org, api } = await createTestClient(app.url);
    carriers.dhl.injectFault({ endpoint: '*', kind: '503', count: 10 });
    try {
      const down = await api('PUT', '/carrier-accounts/dhl_express', { credentials: good() });
      expect(down.status, down.text).toBe(503);
      expect(down.headers.get('x-error-code')).toBe('provider_unavailable');
      expect(down.body.error).toMatch(/^DHL Express no responde en este momento; las credenciales no se guardaron\./);
    } finally {
      carriers.dhl.clearFaults();
    }
    expect(await accountRow(org.id)).toEqual([]);
  });

  it('checks the fields with the carrier’s schema before calling it (400 in Spanish), and unknown carriers are 404', async () => {
    const { api } = await createTestClient(app.url);
    const before = carriers.dhl.requests().length;
    const missing = await api('PUT', '/carrier-accounts/dhl_express', { credentials: { accountNumber: '123456789' } });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-error-code')).toBe('validation_error');
    // the carrier module's own Spanish sentence for the missing fields
    expect(missing.body.error).toMatch(/^[A-ZÁÉÍÓÚ¿].*\.$/);
    expect(carriers.dhl.requests().length).toBe(before);
    const notObject = await api('PUT', '/carrier-accounts/dhl_express', { credentials: 'secreto' });
    expect(notObject.status).toBe(400);
    for (const carrier of ['ups', 'sandbox']) {
      const unknown = await api('PUT', `/carrier-accounts/${carrier}`, { credentials: good() });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: `La paquetería ${carrier} no existe.` });
    }
  });
});

describe('tenancy and permissions', () => {
  it('another organization neither sees, turns off nor deletes an account', async () => {
    const owner = await createTestClient(app.url);
    const other = await createTestClient(app.url);
    expect((await owner.api('PUT', '/carrier-accounts/dhl_express', { credentials: good() })).status).toBe(200);

    expect((await other.api('GET', '/carrier-accounts')).body).toEqual({ data: [] });
    const off = await other.api('PATCH', '/carrier-accounts/dhl_express', { enabled: false });
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ error: 'No hay una cuenta de esta paquetería.' });
    expect((await other.api('DELETE', '/carrier-accounts/dhl_express')).status).toBe(404);
    const [row] = await accountRow(owner.org.id);
    expect(row.enabled).toBe(true);

    // the owner turns it off and on, then deletes it
    expect((await owner.api('PATCH', '/carrier-accounts/dhl_express', { enabled: false })).body).toMatchObject({ enabled: false });
    expect(await connectionFor(getDb(), { organizationId: owner.org.id, carrier: 'dhl_express' })).toBeNull();
    expect((await owner.api('PATCH', '/carrier-accounts/dhl_express', { enabled: true })).body).toMatchObject({ enabled: true });
    const deleted = await owner.api('DELETE', '/carrier-accounts/dhl_express');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ carrier: 'dhl_express', deleted: true });
    expect(await accountRow(owner.org.id)).toEqual([]);
    const actions = await getDb().select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.organizationId, owner.org.id));
    expect(actions.map((a) => a.action).sort()).toEqual(
      ['carrier_account.deleted', 'carrier_account.disabled', 'carrier_account.enabled', 'carrier_account.saved'].sort(),
    );
  });

  it('a key without carriers:manage gets 403 insufficient_scope, and nothing is saved', async () => {
    const { org, api } = await createTestClient(app.url, { scopes: ['orders:write', 'webhooks:manage'] });
    const refused = await api('PUT', '/carrier-accounts/dhl_express', { credentials: good() });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-error-code')).toBe('insufficient_scope');
    expect((await api('GET', '/carrier-accounts')).status).toBe(403);
    expect(await accountRow(org.id)).toEqual([]);
    const { key } = await createTestKey(org.id, ['carriers:manage']);
    expect((await apiClient(app.url, key)('GET', '/carrier-accounts')).status).toBe(200);
  });

  it('in the dashboard, a member whose role lacks carriers:manage gets the 403 of the dashboard; an admin saves', async () => {
    const org = await createTestOrg();
    const refused = await asMember(org.id, 'developer', 'PUT', { credentials: good() });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: forbiddenMessage });
    expect((await asMember(org.id, 'operations', 'GET')).status).toBe(403);
    expect(await accountRow(org.id)).toEqual([]);
    const saved = await asMember(org.id, 'admin', 'PUT', { credentials: good() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [audit] = await getDb()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, org.id), eq(auditLogs.action, 'carrier_account.saved')));
    expect(audit.actorType).toBe('user');
  });
});

describe('the resolver of quotes and orders', () => {
  it('connectionFor: the organization’s own enabled account, else the platform’s, never for a test-mode organization', async () => {
    const db = getDb();
    const withOwn = await createTestClient(app.url);
    const withoutOwn = await createTestOrg();
    expect(await connectionFor(db, { organizationId: withoutOwn.id, carrier: 'dhl_express' })).toBeNull();
    expect(await enabledCarriers(db, withoutOwn.id)).toEqual([]);

    // the platform-wide account (the CLI and the admin page save it with organizationId null)
    const platformCredentials = good();
    await db.delete(carrierAccounts).where(isNull(carrierAccounts.organizationId));
    await saveCarrierAccount(db, { organizationId: null, carrier: 'dhl_express', credentials: platformCredentials, actor: cliActor });
    const [platformRow] = await accountRow(null);
    try {
      const fallback = await connectionFor(db, { organizationId: withoutOwn.id, carrier: 'dhl_express' });
      expect(fallback).toEqual({
        accountId: platformRow.id,
        connection: { credentials: platformCredentials, baseUrl: carriers.dhl.url, timeoutMs: 2000 },
      });
      expect(await enabledCarriers(db, withoutOwn.id)).toEqual(['dhl_express']);
      // the organization sees that the platform provides it, without the platform's account details
      const listed = await apiClient(app.url, (await createTestKey(withoutOwn.id, ['carriers:manage'])).key)('GET', '/carrier-accounts');
      expect(listed.body.data).toEqual([expect.objectContaining({ carrier: 'dhl_express', source: 'platform', preview: {} })]);

      // its own account comes first; turned off, the platform's again
      expect((await withOwn.api('PUT', '/carrier-accounts/dhl_express', { credentials: good() })).status).toBe(200);
      const [ownRow] = await accountRow(withOwn.org.id);
      expect((await connectionFor(db, { organizationId: withOwn.org.id, carrier: 'dhl_express' }))?.accountId).toBe(ownRow.id);
      await withOwn.api('PATCH', '/carrier-accounts/dhl_express', { enabled: false });
      expect((await connectionFor(db, { organizationId: withOwn.org.id, carrier: 'dhl_express' }))?.accountId).toBe(platformRow.id);
      // an order bought with the own account still reaches it through that account
      expect((await connectionForAccount(db, ownRow.id))?.credentials).toEqual(good());

      // test mode (docs/modes.md) never reaches a real carrier, whatever the platform offers
      const [twin] = await db
        .insert(organizations)
        .values({ name: 'Gemela de prueba', mode: 'test', liveOrganizationId: withoutOwn.id })
        .returning();
      expect(await connectionFor(db, { organizationId: twin.id, carrier: 'dhl_express' })).toBeNull();
      expect(await enabledCarriers(db, twin.id)).toEqual([]);
      // and holds no account of its own
      const twinApi = apiClient(app.url, (await createTestKey(twin.id, ['carriers:manage'])).key);
      const refused = await twinApi('PUT', '/carrier-accounts/dhl_express', { credentials: good() });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: 'En modo de prueba los envíos usan solo el sandbox: configura las paqueterías en vivo.' });
      expect(await accountRow(twin.id)).toEqual([]);
      expect(await connectionFor(db, { organizationId: withoutOwn.id, carrier: 'sandbox' })).toBeNull();
    } finally {
      await db.delete(carrierAccounts).where(isNull(carrierAccounts.organizationId));
    }
  });
});

const ORIGIN = 'http://127.0.0.1:3000';
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls the carrier-accounts route as a signed-in member of `organizationId` with `role` (as tests/api/api-session.test.ts does). */
async function asMember(organizationId: string, role: MembershipRole, method: 'GET' | 'PUT', body?: unknown) {
  const email = `${role}-${randomBytes(4).toString('hex')}@paqueterias.test`;
  const user = await createUser(getDb(), { email, password: 'contraseña-de-prueba-1', organizationId, role });
  const sessionId = await createUserSession(getDb(), { userId: user.id });
  const jwt = await encode({ token: { sub: user.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: 'authjs.session-token' });
  const path = method === 'GET' ? '/api/v1/carrier-accounts' : '/api/v1/carrier-accounts/dhl_express';
  const req = new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'http',
      cookie: `authjs.session-token=${jwt}`,
      origin: ORIGIN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const route = (method === 'GET'
    ? await import('@/app/api/v1/carrier-accounts/route')
    : await import('@/app/api/v1/carrier-accounts/[carrier]/route')) as unknown as Record<string, Handler>;
  const params: Record<string, string> = method === 'GET' ? {} : { carrier: 'dhl_express' };
  const { value } = await inRequestScope(req, () => route[method](req, { params: Promise.resolve(params) }));
  return { status: value.status, body: await value.json().catch(() => null) };
}
