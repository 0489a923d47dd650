// The organization's fiscal data (GET/PUT /api/v1/billing/fiscal-data, docs/payments.md): every field checked by the
// CFDI 4.0 rules with a Spanish 400 naming it (RFC by @nodecfdi/rfc, régimen and uso de CFDI by the SAT catalogues and
// the person type the RFC says, código postal, email, mode); the razón social stored trimmed; roles owner, admin and
// finance from the dashboard, the others the Spanish 403.
// first: it sets up what Next.js's request storage needs before anything loads Next.js
import '../helpers/auth-server';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLogs, fiscalProfiles } from '@/db/schema';
import { forbiddenMessage } from '@/lib/auth/permissions';
import { resetConfigCache } from '@/lib/platform/config';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { callRoute, type RouteHandler, SESSION_ORIGIN, signedIn } from '../helpers/dashboard-session';
import { createTestClient } from '../helpers/fixtures';

let server: TestServer;
beforeAll(async () => {
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  resetConfigCache();
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

// a persona moral (the SAT's test RFC) and a persona física
const moral = {
  rfc: 'EKU9003173C9',
  legalName: '  Escuela Kemper Urgate  ',
  taxRegime: '601',
  postalCode: '42501',
  cfdiUse: 'G03',
  email: 'facturas@kemper.example',
  invoiceMode: 'monthly',
};
const fisica = { ...moral, rfc: 'CACX7605101P8', legalName: 'Xochilt Casas Chavez', taxRegime: '612', cfdiUse: 'D01' };
const rowOf = async (organizationId: string) =>
  (await getDb().select().from(fiscalProfiles).where(eq(fiscalProfiles.organizationId, organizationId)))[0];
const auditsOf = (organizationId: string) =>
  getDb()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.organizationId, organizationId), eq(auditLogs.action, 'fiscal_data.updated')))
    .orderBy(auditLogs.createdAt);

describe('GET and PUT /billing/fiscal-data', () => {
  it('answers empty data first, then stores valid data trimmed and answers it', async () => {
    const { api, org } = await createTestClient(server.url);
    const empty = await api('GET', '/billing/fiscal-data');
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toMatchObject({ complete: false, rfc: '', updatedAt: null });
    const saved = await api('PUT', '/billing/fiscal-data', { ...moral, rfc: 'eku9003173c9' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ rfc: 'EKU9003173C9', legalName: 'Escuela Kemper Urgate', invoiceMode: 'monthly', complete: true });
    expect((await api('GET', '/billing/fiscal-data')).body).toEqual(saved.body);
    expect(await rowOf(org.id)).toMatchObject({
      rfc: 'EKU9003173C9',
      legalName: 'Escuela Kemper Urgate',
      taxRegime: '601',
      cfdiUse: 'G03',
    });
    // a persona física with its own régimen and uso, and no email
    const person = await api('PUT', '/billing/fiscal-data', { ...fisica, email: null, invoiceMode: undefined });
    expect(person.status, person.text).toBe(200);
    expect(person.body).toMatchObject({ rfc: 'CACX7605101P8', taxRegime: '612', cfdiUse: 'D01', email: null, invoiceMode: 'per_topup' });
  });

  it('audits each change (fiscal_data.updated, before and after, by the key that made it) in its transaction; the same data again records nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    expect((await api('PUT', '/billing/fiscal-data', moral)).status).toBe(200);
    expect((await api('PUT', '/billing/fiscal-data', moral)).status).toBe(200);
    expect((await api('PUT', '/billing/fiscal-data', { ...moral, cfdiUse: 'G01' })).status).toBe(200);
    // refused: no change, no entry
    expect((await api('PUT', '/billing/fiscal-data', { ...moral, rfc: 'EKU9003173C0' })).status).toBe(400);
    const audits = await auditsOf(org.id);
    expect(audits).toHaveLength(2);
    const saved = { ...moral, legalName: 'Escuela Kemper Urgate' };
    expect(audits[0]).toMatchObject({ actorType: 'api_key', targetType: 'organization', targetId: org.id });
    expect(audits[0].summary).toEqual({ before: null, after: saved });
    expect(audits[1].summary).toEqual({ before: saved, after: { ...saved, cfdiUse: 'G01' } });
  });

  it('refuses each bad field with a Spanish 400 naming it, and stores nothing', async () => {
    const { api, org } = await createTestClient(server.url);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rfc: 'EKU9003173C8' }, 'rfc', 'El campo rfc no es un RFC válido: el dígito verificador no corresponde, revisa la homoclave'],
      [{ rfc: 'EKU9013173C9' }, 'rfc', 'El campo rfc no es un RFC válido: revisa las letras, la fecha y la homoclave'],
      [{ rfc: 'ABC' }, 'rfc', 'El campo rfc no es un RFC válido'],
      [{ rfc: 'XAXX010101000' }, 'rfc', 'El campo rfc no puede ser el RFC genérico de público en general ni el de extranjeros'],
      [{ legalName: '   ' }, 'legalName', 'El campo legalName es obligatorio'],
      [{ legalName: 'Kemper | Urgate' }, 'legalName', 'El campo legalName no puede contener el carácter |'],
      [{ taxRegime: '999' }, 'taxRegime', 'El campo taxRegime no es una clave de régimen fiscal del SAT'],
      [
        { taxRegime: '612' },
        'taxRegime',
        'El campo taxRegime no corresponde a una persona moral, que es lo que indica el RFC: 612 es «Personas Físicas con Actividades Empresariales y Profesionales»',
      ],
      [{ ...fisica, taxRegime: '601' }, 'taxRegime', 'no corresponde a una persona física'],
      [{ postalCode: '4250' }, 'postalCode', 'El campo postalCode debe tener 5 dígitos'],
      [{ postalCode: '4250A' }, 'postalCode', 'El campo postalCode debe tener 5 dígitos'],
      [{ cfdiUse: 'Z99' }, 'cfdiUse', 'El campo cfdiUse no es una clave de uso de CFDI del SAT'],
      [
        { cfdiUse: 'D01' },
        'cfdiUse',
        'El campo cfdiUse no se permite con el régimen fiscal 601: D01 es «Honorarios médicos, dentales y gastos hospitalarios»',
      ],
      [{ email: 'no-es-correo' }, 'email', 'El campo email no es un correo electrónico válido'],
      [{ invoiceMode: 'weekly' }, 'invoiceMode', 'El campo invoiceMode debe ser per_topup o monthly'],
    ];
    for (const [change, field, message] of cases) {
      const res = await api('PUT', '/billing/fiscal-data', { ...moral, ...change });
      expect(res.status, `${field} ${JSON.stringify(change)}`).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error, field).toContain(message);
    }
    const missing = await api('PUT', '/billing/fiscal-data', { rfc: moral.rfc });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('El campo legalName es obligatorio');
    expect(await rowOf(org.id)).toBeUndefined();
  });
});

describe('with a key that only reads billing', () => {
  it('reads them but cannot change them: 403 insufficient_scope in Spanish, nothing saved (the email decides who gets the invoices)', async () => {
    const { api, org } = await createTestClient(server.url, { scopes: ['billing:read'] });
    expect((await api('GET', '/billing/fiscal-data')).status).toBe(200);
    const res = await api('PUT', '/billing/fiscal-data', { ...moral, email: 'otra@persona.example' });
    expect(res.status, res.text).toBe(403);
    expect(res.body.error).toContain('requiere una clave con todos los permisos (*)');
    expect(await rowOf(org.id)).toBeUndefined();
    expect(await auditsOf(org.id)).toEqual([]);
  });
});

const route = () => import('@/app/api/v1/billing/fiscal-data/route') as unknown as Promise<{ GET: RouteHandler; PUT: RouteHandler }>;

describe('who may read and change them from the dashboard', () => {
  it('owner, admin and finance save; operations, viewer and developer get the Spanish 403', async () => {
    const { org } = await createTestClient(server.url);
    const { GET, PUT } = await route();
    const put = (cookie: string) =>
      callRoute(
        PUT,
        'PUT',
        '/api/v1/billing/fiscal-data',
        {},
        { cookie, origin: SESSION_ORIGIN, 'content-type': 'application/json' },
        JSON.stringify(moral),
      );
    for (const role of ['operations', 'viewer', 'developer'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie);
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe(forbiddenMessage);
      expect((await callRoute(GET, 'GET', '/api/v1/billing/fiscal-data', {}, { cookie })).status, `${role} GET`).toBe(403);
    }
    expect(await rowOf(org.id)).toBeUndefined();
    for (const role of ['owner', 'admin', 'finance'] as const) {
      const { cookie } = await signedIn(org.id, role);
      const res = await put(cookie);
      expect(res.status, `${role} ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(await rowOf(org.id)).toMatchObject({ rfc: 'EKU9003173C9' });
    // the first save is the change; the same data saved again by the others records nothing
    expect((await auditsOf(org.id)).map((a) => [a.actorType, a.actorLabel.endsWith('@sesion-api.test')])).toEqual([['user', true]]);
  });
});
