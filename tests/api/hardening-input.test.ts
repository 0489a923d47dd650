// Hardening of untrusted input over real HTTP (issue 15, points 4 and 6): text with NUL, control characters or
// lone surrogates, impossible cursors, sub-centavo amounts, webhook URLs that hide a local address, and
// oversized bodies sent chunked (no Content-Length). Every one was a 500 (or a silent $0.00, or a saved
// local target, or a misleading 400); each must now be a 4xx with the API's Spanish error, decided before
// any provider call or database write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { verifyCredentials } from '@/lib/auth/credentials';
import { organizations, orders, webhooks } from '@/db/schema';
import { setBranding } from '@/lib/branding';
import { setBrandingSchema, type SetBrandingInput } from '@/lib/branding/schemas';
import { readLogoUpload } from '@/lib/http/read-logo-upload';
import { createOrganizationWithOwner } from '@/lib/admin/create-organization-with-owner';
import { listOrganizationsForAdmin } from '@/lib/admin/list-organizations';
import { createOrganizationFormSchema, creditBalanceSchema, type CreateOrganizationForm } from '@/lib/admin/schemas';
import { createApiKeyFormSchema } from '@/lib/api-keys/create-api-key-form';
import { listLedgerEntries } from '@/lib/billing/list-ledger-entries';
import { encodeCursor } from '@/lib/platform/pagination/cursor';
import { resetConfigCache } from '@/lib/platform/config';
import { DomainError } from '@/lib/platform/errors/domain-error';
import { domainErrorResponse } from '@/lib/http/respond';
import { cancelOrderSchema } from '@/lib/orders/schemas';
import { setSandboxOutage } from '@/lib/providers/sandbox';
import { createUser } from '@/lib/users/create-user';
import { createWebhookSchema } from '@/lib/webhooks/schemas';
import { BlockedTargetError, isBlockedAddress, resolveDeliveryTarget } from '@/lib/webhooks/url-safety';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { createTestClient, createTestOrg } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';
import { validOrderBody } from '../helpers/orders';
import { providerReport, sendProviderReport } from '../helpers/provider';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterEach(() => {
  setSandboxOutage(false);
  process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'true';
  resetConfigCache();
});
afterAll(async () => {
  await server.close();
});

const db = () => getDb();

/** The strings that reached PostgreSQL and answered 500: NUL, a lone surrogate (both halves), ESC, a C1 control. */
const BAD_TEXT = [
  ['NUL', 'Ana\u0000'],
  ['lone high surrogate', 'Ana\ud800'],
  ['lone low surrogate', '\udc00Ana'],
  ['ESC', 'Ana\u001b[31m'],
  ['C1 control (NEL)', 'Ana\u0085'],
] as const;

const TEXT_ERROR = /no puede contener caracteres (de control \(U\+[0-9A-F]{4}\)|Unicode inválidos)/;

function expectTextRefused(res: { status: number; headers: Headers; body: any }, field: string | RegExp, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.headers.get('x-error-code'), label).toBe('validation_error');
  expect(res.body.error, label).toMatch(TEXT_ERROR);
  if (typeof field === 'string') expect(res.body.error, label).toContain(`El campo ${field} `);
  else expect(res.body.error, label).toMatch(field);
}

async function orderCount(organizationId: string): Promise<number> {
  const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.organizationId, organizationId));
  return n;
}

describe('untrusted text: one rule for every JSON body, checked before any provider call', () => {
  it('POST /orders refuses bad text in any field (and in a property name) before asking the provider for a guide', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const [{ balance: before }] = await db()
      .select({ balance: organizations.balanceCentavos })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    // With the sandbox provider down, a request that reached it would answer 503 provider_unavailable: a 400
    // proves the provider was never asked for (nor asked to cancel) a guide.
    setSandboxOutage(true);
    for (const [label, bad] of BAD_TEXT) {
      expectTextRefused(await api('POST', '/orders', validOrderBody({ receiverName: bad })), 'receiverName', `receiverName ${label}`);
      expectTextRefused(
        await api('POST', '/orders', validOrderBody({ deliveryAddress: { street: bad } })),
        'deliveryAddress.street',
        `street ${label}`,
      );
      expectTextRefused(
        await api('POST', '/orders', validOrderBody({ internalReference: bad })),
        'internalReference',
        `internalReference ${label}`,
      );
      expectTextRefused(
        await api('POST', '/orders', validOrderBody({ package: { contentDescription: `Ropa${bad}` } })),
        'package.contentDescription',
        `contentDescription ${label}`,
      );
      const badKey = { ...validOrderBody(), [`extra${bad}`]: 'x' };
      expectTextRefused(await api('POST', '/orders', badKey), /^Un nombre de campo del cuerpo de la solicitud /, `key ${label}`);
      const nestedKey = validOrderBody({ pickupAddress: { [`x${bad}`]: 1 } });
      expectTextRefused(await api('POST', '/orders', nestedKey), /^Un nombre de campo dentro de pickupAddress /, `nested key ${label}`);
    }
    // Line breaks stay allowed where a field is long free text, and only there.
    expectTextRefused(await api('POST', '/orders', validOrderBody({ receiverName: 'Ana\nLópez' })), 'receiverName', 'newline in a name');
    setSandboxOutage(false);
    expect(
      (await api('POST', '/orders', validOrderBody({ deliveryAddress: { deliveryInstructions: 'Tocar el timbre\nSegundo piso' } }))).status,
    ).toBe(201);
    // Nothing was written for the refused ones: one order (the last), one debit.
    expect(await orderCount(org.id)).toBe(1);
    const [{ balance: after }] = await db()
      .select({ balance: organizations.balanceCentavos })
      .from(organizations)
      .where(eq(organizations.id, org.id));
    expect(after).toBeLessThan(before);
  });

  it('refuses bad text in a return reason, the sandbox simulator, webhook names and order updates; nothing changes', async () => {
    const { api, org } = await createTestClient(server.url);
    const delivered = await insertOrderRow(org.id, { status: 'delivered' });
    const created = await insertOrderRow(org.id);
    const hook = await api('POST', '/webhooks', { name: 'Tienda', url: 'https://hooks.example.com/envios', events: ['order.delivered'] });
    expect(hook.status).toBe(201);
    const snapshots = [await orderSnapshot(delivered.id), await orderSnapshot(created.id)];
    for (const [label, bad] of BAD_TEXT) {
      expectTextRefused(await api('POST', `/orders/${delivered.id}/return`, { reason: bad }), 'reason', `return ${label}`);
      expectTextRefused(
        await api('POST', `/sandbox/orders/${created.id}/advance`, { location: bad }),
        'location',
        `advance location ${label}`,
      );
      expectTextRefused(
        await api('POST', `/sandbox/orders/${created.id}/advance`, { observations: bad }),
        'observations',
        `advance observations ${label}`,
      );
      expectTextRefused(
        await api('POST', '/webhooks', { name: bad, url: 'https://hooks.example.com/x', events: ['order.delivered'] }),
        'name',
        `webhook ${label}`,
      );
      expectTextRefused(await api('PATCH', `/webhooks/${hook.body.id}`, { name: bad }), 'name', `webhook edit ${label}`);
      expectTextRefused(await api('PATCH', `/orders/${created.id}`, { receiverName: bad }), 'receiverName', `order edit ${label}`);
      expectTextRefused(await api('POST', `/orders/${created.id}/cancel`, { reason: bad }), 'reason', `cancel ${label}`);
    }
    expect([await orderSnapshot(delivered.id), await orderSnapshot(created.id)]).toEqual(snapshots);
    const names = await db().select({ name: webhooks.name }).from(webhooks).where(eq(webhooks.organizationId, org.id));
    expect(names).toEqual([{ name: 'Tienda' }]);
  });

  it('a signed provider report with bad text (a known field or an extra one) is refused with 400, the order untouched', async () => {
    const { org } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id);
    const before = await orderSnapshot(order.id);
    for (const [label, bad] of BAD_TEXT) {
      const tn = order.providerTrackingNumber!;
      const cases: [string, unknown][] = [
        ['observations', providerReport(tn, 'picked_up', { observations: bad })],
        ['location', providerReport(tn, 'picked_up', { location: bad })],
        ['StatusObj.description', providerReport(tn, 'picked_up', { StatusObj: { code: 'picked_up', description: bad } })],
        ['carrierNote', { ...providerReport(tn, 'picked_up'), carrierNote: bad }],
      ];
      for (const [field, report] of cases) {
        const res = await sendProviderReport(server.url, report);
        expectTextRefused(res, field, `provider ${field} ${label}`);
      }
    }
    expect(await orderSnapshot(order.id)).toEqual(before);
  });

  it('GET /tracking/<bad> answers 404 with the API error, not 500', async () => {
    const { api } = await createTestClient(server.url);
    for (const path of ['/tracking/%00', '/tracking/MX%00123', '/tracking/%C2%85', '/tracking/%1B', `/tracking/${'9'.repeat(300)}`]) {
      const res = await api('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('x-error-code'), path).toBe('not_found');
      expect(res.body, path).toEqual({ error: 'No existe un envío con ese número de rastreo.' });
    }
  });

  it('query strings: a NUL in a list filter or cursor is a 400, never a 500', async () => {
    const { api } = await createTestClient(server.url);
    for (const path of [
      '/orders?cursor=%00',
      '/orders?status=%00',
      '/orders?dateFrom=%00',
      '/webhooks?cursor=%00',
      '/orders?cursor=abc%C2%85',
    ]) {
      const res = await api('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('x-error-code'), path).toBe('validation_error');
      expect(res.body.error, path).toMatch(/^El parámetro (cursor|status|dateFrom) /);
    }
  });

  it('dashboard forms (server actions) use the same rule: API key, brand, organization, credit, cancel and webhook forms', async () => {
    const org = await createTestOrg();
    for (const [label, bad] of BAD_TEXT) {
      const key = createApiKeyFormSchema.safeParse({ name: bad, scopes: ['*'] });
      expect(key.success, label).toBe(false);
      expect(key.error?.issues[0].message, label).toMatch(TEXT_ERROR);

      // As the branding form's server action runs it: the wrapper parses the form, then setBranding writes it.
      const setBrandingFromForm = async (form: SetBrandingInput) =>
        setBranding(db(), { organizationId: org.id, changes: setBrandingSchema.parse(form) });
      await expect(setBrandingFromForm({ brandName: bad }), label).rejects.toBeInstanceOf(ZodError);

      const name = `Org ${randomUUID()}${bad}`;
      // As the admin's server action runs it: the wrapper (lib/http/server-action.ts) parses the form first.
      const createFromForm = async (form: CreateOrganizationForm) =>
        createOrganizationWithOwner(db(), createOrganizationFormSchema.parse(form));
      await expect(createFromForm({ name }), label).rejects.toBeInstanceOf(ZodError);
      await expect(createFromForm({ name: 'Nueva', brandName: bad }), label).rejects.toBeInstanceOf(ZodError);

      expect(creditBalanceSchema.safeParse({ organizationId: org.id, amount: 10, description: bad }).success, label).toBe(false);
      expect(cancelOrderSchema.safeParse({ reason: bad }).success, label).toBe(false);
      expect(
        createWebhookSchema.safeParse({ name: bad, url: 'https://hooks.example.com/x', events: ['order.delivered'] }).success,
        label,
      ).toBe(false);
    }
    const [row] = await db().select({ brandName: organizations.brandName }).from(organizations).where(eq(organizations.id, org.id));
    expect(row.brandName).toBeNull();
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(sql`${organizations.name} like 'Org %' and ${organizations.name} ~ '[^[:print:]]'`);
    expect(n).toBe(0);
    // Sign-in and user creation (members, platform admin, CLI): an unknown email, or a 400; never a database error.
    for (const [label, bad] of BAD_TEXT) {
      await expect(verifyCredentials(db(), { email: `ana${bad}@example.com`, password: 'contraseña-1' }), label).resolves.toBeNull();
      await expect(createUser(db(), { email: `ana${bad}@example.com`, password: 'contraseña-1' }), label).rejects.toMatchObject({
        code: 'validation_error',
      });
      await expect(
        createUser(db(), { email: `ana.${randomUUID()}@example.com`, password: 'contraseña-1', name: bad }),
        label,
      ).rejects.toMatchObject({
        code: 'validation_error',
        message: expect.stringMatching(TEXT_ERROR),
      });
    }
    // Well-formed text with accents, emoji and a line break where allowed still passes.
    expect(createApiKeyFormSchema.safeParse({ name: 'Integración tienda 🛒', scopes: ['*'] }).success).toBe(true);
    expect(cancelOrderSchema.safeParse({ reason: 'Cliente canceló\nvía telefónica' }).success).toBe(true);
  });
});

describe('cursors: anything that is not a real instant and id is a 400 with a Spanish message', () => {
  const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  const id = randomUUID();

  it('GET /orders', async () => {
    const { api } = await createTestClient(server.url);
    const cursors = [
      b64({ v: 1, t: '2026-02-30T00:00:00.000000Z', id }),
      b64({ v: 1, t: '2025-02-29T12:00:00.000000Z', id }),
      b64({ v: 1, t: '0000-01-01T00:00:00.000000Z', id }),
      b64({ v: 1, t: '2026-01-01T24:00:00.000000Z', id }),
      b64({ v: 1, t: '+275760-09-13T00:00:00.000000Z', id }),
      b64({ v: 1, t: '2026-01-01T00:00:00.000000Z', id: 'x'.repeat(36) }),
    ];
    for (const cursor of cursors) {
      const res = await api('GET', `/orders?cursor=${cursor}`);
      expect(res.status, Buffer.from(cursor, 'base64url').toString()).toBe(400);
      expect(res.headers.get('x-error-code')).toBe('validation_error');
      expect(res.body.error).toMatch(/^El parámetro cursor no es válido/);
    }
    expect((await api('GET', `/orders?cursor=${b64({ v: 1, t: '2024-02-29T12:00:00.123456Z', id })}`)).status).toBe(200);
  });

  it('GET /webhooks and GET /webhooks/:id/deliveries', async () => {
    const { api } = await createTestClient(server.url);
    const hook = (await api('POST', '/webhooks', { name: 'Tienda', url: 'https://hooks.example.com/envios', events: ['order.delivered'] }))
      .body;
    const cursors = [
      b64(['2026-02-30T00:00:00.000Z', id]),
      b64(['+275760-09-13T00:00:00.000Z', id]),
      b64(['-000001-01-01T00:00:00.000Z', id]),
      b64(['2026', id]),
      b64(['Tue, 01 Jan 2026 00:00:00 GMT', id]),
      b64({ at: '2026-01-01T00:00:00.000Z', id }),
    ];
    for (const cursor of cursors) {
      for (const path of [`/webhooks?cursor=${cursor}`, `/webhooks/${hook.id}/deliveries?cursor=${cursor}`]) {
        const res = await api('GET', path);
        expect(res.status, `${path} ${Buffer.from(cursor, 'base64url').toString()}`).toBe(400);
        expect(res.body.error).toMatch(/^El parámetro cursor no es válido/);
      }
    }
    expect((await api('GET', `/webhooks?cursor=${b64(['2026-01-01T00:00:00.000Z', id])}`)).status).toBe(200);
  });

  it('dashboard tables (billing ledger, platform admin) start from the first page instead of failing', async () => {
    const org = await createTestOrg({ balance: 50 });
    for (const t of ['2026-02-30T00:00:00.000000Z', '2026-13-01T00:00:00.000000Z', '0000-01-01T00:00:00.000000Z']) {
      const cursor = encodeCursor({ t, id });
      const ledger = await listLedgerEntries(db(), { organizationId: org.id, limit: 10, cursor });
      expect(ledger.data.length, t).toBe(1);
      const admin = await listOrganizationsForAdmin(db(), { limit: 5, cursor });
      expect(admin.data.length, t).toBeGreaterThan(0);
    }
    // A dashed-but-not-uuid id used to pass the old pattern and fail in PostgreSQL.
    const dashes = Buffer.from(`2026-01-01T00:00:00.000000Z|${'-'.repeat(36)}`).toString('base64url');
    expect((await listLedgerEntries(db(), { organizationId: org.id, limit: 10, cursor: dashes })).data.length).toBe(1);
  });
});

describe('money: positive where required, whole centavos everywhere', () => {
  it('POST /orders and POST /quotes refuse 1e-9 (it was stored as $0.00) and any third decimal', async () => {
    const { api, org } = await createTestClient(server.url, { balance: 1000 });
    const quote = { originPostalCode: '06600', destinationPostalCode: '44100', package: { weight: 1 } };
    for (const amount of [1e-9, 0.001, 10.005, 5e-324]) {
      const order = await api('POST', '/orders', validOrderBody({ isCod: true, codAmount: amount }));
      expect(order.status, String(amount)).toBe(400);
      expect(order.body.error).toMatch(/El campo codAmount debe (tener como máximo 2 decimales|ser mayor que 0)/);
      const declared = await api('POST', '/orders', validOrderBody({ package: { declaredValue: amount } }));
      expect(declared.status, String(amount)).toBe(400);
      expect(declared.body.error).toMatch(/El campo package\.declaredValue debe tener como máximo 2 decimales/);
      const quoted = await api('POST', '/quotes', { ...quote, isCod: true, codAmount: amount });
      expect(quoted.status, String(amount)).toBe(400);
    }
    expect(await orderCount(org.id)).toBe(0);
    expect((await api('POST', '/orders', validOrderBody({ isCod: true, codAmount: 0.01 }))).status).toBe(201);
  });

  it('the platform admin forms follow the same rule', () => {
    const organizationId = randomUUID();
    for (const amount of [1e-9, 0, -1, 0.001]) {
      const parsed = creditBalanceSchema.safeParse({ organizationId, amount });
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error?.issues[0].message).toMatch(/^El monto /);
    }
    expect(creditBalanceSchema.safeParse({ organizationId, amount: 0.01 }).success).toBe(true);
  });
});

describe('SSRF: the save-time check refuses every local form (ALLOW_INSECURE_WEBHOOK_URLS=false)', () => {
  const refused = [
    'https://[::ffff:0:7f00:1]/', // IPv4-translated 127.0.0.1
    'https://localhost../',
    'https://localhost./hook',
    'https://LOCALHOST.../hook',
    'https://tienda.localhost./hook',
    'https://[::ffff:127.0.0.1]/', // IPv4-mapped
    'https://[::ffff:a9fe:a9fe]/', // IPv4-mapped 169.254.169.254
    'https://[::127.0.0.1]/', // IPv4-compatible
    'https://[64:ff9b::7f00:1]/', // NAT64
    'https://[64:ff9b:1::a00:1]/', // local-use NAT64
    'https://[2002:7f00:1::1]/', // 6to4 of 127.0.0.1
    'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', // Teredo
    'https://[2001:db8::1]/', // documentation
    'https://[100::1]/', // discard
    'https://[fc00::1]/',
    'https://[fec0::1]/',
    'https://[ff02::1]/',
    'https://0177.0.0.1/', // octal
    'https://0x7f.0.0.1/', // hex
    'https://0x7f000001/',
    'https://2130706433/', // decimal
    'https://127.1/',
    'https://0/',
    'https://0.0.0.0/',
    'https://[::]/',
    'https://./',
  ];

  it('POST /webhooks and PATCH refuse them with 400 naming the field; nothing is saved', async () => {
    process.env.ALLOW_INSECURE_WEBHOOK_URLS = 'false';
    resetConfigCache();
    const { api, org } = await createTestClient(server.url);
    const body = { name: 'Tienda', events: ['order.delivered'] };
    for (const url of refused) {
      const res = await api('POST', '/webhooks', { ...body, url });
      expect(res.status, url).toBe(400);
      expect(res.headers.get('x-error-code'), url).toBe('validation_error');
      expect(res.body.error, url).toMatch(/^El campo url (no puede apuntar a|debe ser una URL válida)/);
    }
    const created = await api('POST', '/webhooks', { ...body, url: 'https://[2606:4700:4700::1111]/hooks' });
    expect(created.status).toBe(201);
    const edit = await api('PATCH', `/webhooks/${created.body.id}`, { url: 'https://[::ffff:0:7f00:1]/' });
    expect(edit.status).toBe(400);
    const saved = await db().select({ url: webhooks.url }).from(webhooks).where(eq(webhooks.organizationId, org.id));
    expect(saved).toEqual([{ url: 'https://[2606:4700:4700::1111]/hooks' }]);
  });

  it('the delivery-time check uses the same classification for every address a name resolves to', async () => {
    const local = [
      '127.0.0.1',
      '::1',
      '::ffff:0:7f00:1',
      '::ffff:127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a00:1::',
      'fd00:ec2::254',
      '0.0.0.0',
      '::',
    ];
    for (const address of local) {
      expect(isBlockedAddress(address), address).toBe(true);
      const resolve = async () => [{ address, family: address.includes(':') ? 6 : 4 }];
      await expect(resolveDeliveryTarget('https://hooks.example.com/x', { allowInsecure: false, resolve }), address).rejects.toBeInstanceOf(
        BlockedTargetError,
      );
    }
    for (const address of ['93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(isBlockedAddress(address), address).toBe(false);
    await expect(resolveDeliveryTarget('https://localhost../x', { allowInsecure: false, resolve: async () => [] })).rejects.toBeInstanceOf(
      BlockedTargetError,
    );
  });
});

/** A POST whose body is sent chunked (Transfer-Encoding: chunked, no Content-Length), `times` x `chunk`. */
function postChunked(url: string, headers: Record<string, string>, chunk: Buffer, times: number) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }),
      );
    });
    req.on('error', reject);
    let sent = 0;
    const more = () => {
      while (sent < times) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

describe('oversized bodies sent chunked: 413 while streaming, not a misleading 400', () => {
  it('a 12.5 MB JSON body without Content-Length to /api/v1/orders answers 413 payload_too_large', async () => {
    const { key, org } = await createTestClient(server.url);
    const res = await postChunked(
      `${server.url}/api/v1/orders`,
      { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      Buffer.alloc(64 * 1024, 0x20),
      // POST /orders may carry the scale photo in base64 (1 MB + 8 MB × 4/3: lib/orders/scale-photo.ts)
      200,
    );
    expect(res.headers['content-length']).toBeDefined();
    expect(res.status).toBe(413);
    expect(res.headers['x-error-code']).toBe('payload_too_large');
    expect(res.body).toEqual({
      error: 'El cuerpo de la solicitud supera el máximo: la foto del paquete en la báscula puede pesar hasta 8 MB.',
    });
    expect(await orderCount(org.id)).toBe(0);
  });

  // The logo route (app/api/dashboard/branding/logo) needs a signed-in dashboard session, which exists only
  // inside Next.js; the test puts the exact reader the route calls (readLogoUpload) behind a real HTTP server.
  it('a 3 MB chunked logo upload answers 413 with the logo limit in Spanish; a small one is read', async () => {
    const logoServer = http.createServer(async (incoming, outgoing) => {
      const { Readable } = await import('node:stream');
      const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
        method: 'POST',
        headers: incoming.headers as Record<string, string>,
        body: Readable.toWeb(incoming) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      let response: Response;
      try {
        const bytes = await readLogoUpload(request);
        response = new Response(JSON.stringify({ bytes: bytes.length }), { status: 201 });
      } catch (error) {
        response = error instanceof DomainError ? domainErrorResponse(error) : new Response(String(error), { status: 599 });
      }
      outgoing.statusCode = response.status;
      response.headers.forEach((value, name) => outgoing.setHeader(name, value));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/api/dashboard/branding/logo`;
    try {
      const boundary = '----envios' + randomUUID();
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
      const big = await postChunked(url, headers, Buffer.concat([head, Buffer.alloc(64 * 1024 - head.length, 0x89)]), 48);
      expect(big.status).toBe(413);
      expect(big.headers['x-error-code']).toBe('payload_too_large');
      expect(big.body).toEqual({ error: 'El logotipo supera el máximo de 1 MB.' });

      const small = Buffer.concat([head, Buffer.alloc(2000, 0x89), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const ok = await postChunked(url, headers, small, 1);
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ bytes: 2000 });
    } finally {
      await new Promise<void>((resolve) => logoServer.close(() => resolve()));
    }
  });
});
