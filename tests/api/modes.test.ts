// Test and live modes (docs/modes.md) over real HTTP through the route handlers (tests/helpers/app-server.ts).
// The separation is checked for every operation of the list the OpenAPI document is built from
// (lib/http/openapi/operations), so a new endpoint is covered the day it is declared:
//   every read (GET): a live key never gets the test twin's data and a test key never gets the live organization's
//   (a detail answers 404; a list, export or search holds none of the other mode's ids), while each key reads its own;
//   every other operation with an id: the other mode's id answers 404.
// Then the key formats (flt_live_, flt_test_, the old flt_ as live), key:create --mode, the twin made once under
// concurrency and kept out of the admin list, and the sandbox's scenario values.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  apiKeys,
  autoRechargeSettings,
  bankDeposits,
  carrierAccounts,
  codCollections,
  codSettings,
  fiscalProfiles,
  ledgerEntries,
  organizations,
  orders,
} from '@/db/schema';
import { listOrganizationsForAdmin } from '@/lib/admin/list-organizations';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from '@/lib/api-keys/key-format';
import type { ApiScope } from '@/lib/api-keys/scopes';
import { applyBalanceChange } from '@/lib/billing/ledger';
import type { OperationDoc } from '@/lib/http/openapi/define';
import { operationList } from '@/lib/http/openapi/operations';
import { ensureOrganizationClabe } from '@/lib/payments/clabe';
import { ensureTestTwin, liveOrganizationOf, TEST_BALANCE_CENTAVOS, TEST_BALANCE_DESCRIPTION } from '@/lib/organizations/test-mode';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { insertEveryResource, requestLogIdOf } from '../helpers/every-resource';
import { insertStampedInvoice } from '../helpers/invoice-fixtures';
import { insertOrderRow } from '../helpers/order-rows';
import { runCli } from '../helpers/cli';
import { apiClient, createTestKey, createTestOrg, randomName } from '../helpers/fixtures';
import { validOrderBody } from '../helpers/orders';
import { mexicoCityDay } from '@/lib/platform/time/mexico-city';

const keyed = operationList.filter((op): op is OperationDoc & { scopes: readonly ApiScope[] | 'any' } => op.scopes !== null);
const reads = keyed.filter((op) => op.method === 'get' && op.path !== '/account');
/** Path parameters that name no resource but a value (a statement's month): such a read is a list of the caller's own. */
const valueParams: Record<string, string> = { month: mexicoCityDay().slice(0, 7) };
const namesResource = (op: OperationDoc) => Object.keys(op.pathParams ?? {}).some((name) => !(name in valueParams));
const lists = reads.filter((op) => !namesResource(op));
const details = reads.filter(namesResource);
const listPath = (op: OperationDoc) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => valueParams[name]);
// {carrier} names the caller's own carrier account, never an id of the other mode: a test twin holds none (the
// carrier-accounts tests: 409 there)
const writesWithIds = keyed.filter(
  (op) => op.method !== 'get' && Object.keys(op.pathParams ?? {}).length > 0 && !op.path.includes('{carrier}'),
);
const label = (op: OperationDoc) => `${op.method.toUpperCase()} ${op.path}`;

type Mode = 'live' | 'test';
const other = (mode: Mode): Mode => (mode === 'live' ? 'test' : 'live');

/** One organization's data: the id of each resource an id path parameter names, and every string that identifies it. */
type Side = { organizationId: string; key: string; resources: Record<string, string>; identifiers: string[] };

/** The resource a path parameter names: the path segment before it (/webhooks/{id}/deliveries/{deliveryId} -> deliveries). */
function resourceOf(op: OperationDoc, name: string): string {
  const segments = op.path.split('/');
  return segments[segments.indexOf(`{${name}}`) - 1];
}

/** The value of each path parameter for `side`: a UUID names its resource; a tracking number, the order's. */
function paramValue(op: OperationDoc, name: string, side: Side): string | undefined {
  const param = op.pathParams?.[name];
  if (typeof param !== 'string' && param?.format === 'uuid') return side.resources[resourceOf(op, name)];
  return side.resources[name];
}

function pathOf(op: OperationDoc, side: Side): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(paramValue(op, name, side) ?? `sin-valor-${name}`));
}

async function send(op: OperationDoc, path: string, key: string) {
  const hasBody = ['post', 'put', 'patch'].includes(op.method);
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: op.method.toUpperCase(),
    headers: { Authorization: `Bearer ${key}`, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(op.bodyExample ?? {}) : undefined,
  });
  return { status: res.status, code: res.headers.get('x-error-code'), text: await res.text() };
}

/** Every kind of data an organization holds, written for `organizationId`, with the strings that identify each. */
async function sideOf(mode: Mode, organizationId: string, key: string): Promise<Side> {
  const db = getDb();
  const marker = `${mode}-${randomUUID().slice(0, 8)}`;
  const { order, ids } = await insertEveryResource(organizationId, { internalReference: `PED-${marker}`, webhookName: `gancho ${marker}` });
  await applyBalanceChange(db, { organizationId, kind: 'manual_credit', amountCentavos: 100, description: `Abono ${marker}` });
  const resources: Record<string, string> = { ...ids, trackingNumber: order.providerTrackingNumber! };
  // A test twin holds no carrier account (lib/carriers/carrier-accounts.ts): only the live organization has one.
  if (mode === 'live') {
    const [account] = await db
      .insert(carrierAccounts)
      .values({ organizationId, carrier: 'dhl_express', credentialsCiphertext: 'sin-uso', credentialsPreview: { accountNumber: marker } })
      .returning();
    resources['carrier-accounts'] = account.id;
    resources.carrier = 'dhl_express';
  }
  // Cash on delivery (docs/cod.md): a COD order with its collection, an amount of its own (the summary shows only
  // amounts: odd centavos, so the number reads the same in JSON and CSV) and the payout account's holder.
  const codCentavos = 100_001 + 2 * Math.floor(Math.random() * 40_000);
  const codOrder = await insertOrderRow(organizationId, {
    internalReference: `COD-${marker}`,
    isCod: true,
    codAmountCentavos: codCentavos,
    status: 'delivered',
  });
  await db.insert(codCollections).values({
    orderId: codOrder.id,
    organizationId,
    status: 'collected',
    expectedCentavos: codCentavos,
    collectedCentavos: codCentavos,
    collectedAt: new Date(),
  });
  await db.insert(codSettings).values({ organizationId, payoutBeneficiary: `Titular ${marker}` });
  // the automatic recharge (docs/payments.md "Direct debit"), disabled: its payer and mandate name the mode
  await db.insert(autoRechargeSettings).values({
    organizationId,
    thresholdCentavos: 100,
    amountCentavos: 100_00,
    payerClabe: '002010077777777771',
    payerName: `Pagador ${marker}`,
    mandateReference: `MANDATO-${marker}`,
  });
  // SPEI deposits (docs/payments.md): the organization's own CLABE and one deposit to it
  const { clabe } = await ensureOrganizationClabe(db, { organizationId });
  await db.insert(bankDeposits).values({
    trackingKey: `SPEI${marker}`,
    organizationId,
    clabe,
    amountCentavos: 100,
    amountText: '1.00',
    status: 'credited',
    raw: {},
  });
  // the fiscal data (docs/payments.md "CFDI 4.0 and the PAC"): the receiver's name names the mode
  await db.insert(fiscalProfiles).values({
    organizationId,
    rfc: 'EKU9003173C9',
    legalName: `Receptor ${marker}`,
    taxRegime: '601',
    postalCode: '42501',
    cfdiUse: 'G03',
  });
  // an invoice (docs/payments.md "Invoices for the merchant"), stamped: its detail, XML and PDF are the mode's own
  const invoice = await insertStampedInvoice(organizationId);
  resources.invoices = invoice.id;
  resources['request-logs'] = await requestLogIdOf(server.url, key, organizationId);
  // the organization's id too: a statement names its organization
  const identifiers = [
    clabe,
    invoice.uuid!,
    ...Object.values(resources).filter((v) => v !== 'dhl_express'),
    order.guideNumber!,
    marker,
    organizationId,
    (codCentavos / 100).toFixed(2),
  ];
  return { organizationId, key, resources, identifiers };
}

let server: TestServer;
const sides = {} as Record<Mode, Side>;

beforeAll(async () => {
  server = await startAppServer();
  const live = await createTestOrg();
  const twin = await ensureTestTwin(getDb(), live.id);
  const liveKey = await createTestKey(live.id, ['*']);
  const testKey = await createTestKey(twin.id, ['*']);
  expect([liveKey.key.slice(0, 9), testKey.key.slice(0, 9)]).toEqual(['flt_live_', 'flt_test_']);
  sides.live = await sideOf('live', live.id, liveKey.key);
  sides.test = await sideOf('test', twin.id, testKey.key);
}, 60_000);
afterAll(() => server?.close());

it('covers every read of the operation list, and can name every path parameter of a read', () => {
  expect(reads.length).toBeGreaterThan(20);
  const unknown = reads.flatMap((op) =>
    Object.keys(op.pathParams ?? {})
      .filter((name) => !(name in valueParams) && paramValue(op, name, sides.live) === undefined)
      .map((name) => `${label(op)} {${name}}`),
  );
  expect(unknown, 'a read names a resource this test does not create: add it to sideOf').toEqual([]);
  const unknownWrites = writesWithIds.flatMap((op) =>
    Object.keys(op.pathParams ?? {}).filter((name) => paramValue(op, name, sides.test) === undefined),
  );
  expect(unknownWrites, 'an operation names a resource this test does not create: add it to sideOf').toEqual([]);
});

// The lists first: the request log of each mode then holds only its own key's requests (the detail checks below
// send ids of the other mode, which that log would rightly show in the paths it records).
describe.each(lists.map((op) => [label(op), op] as const))('%s', (_, op) => {
  for (const mode of ['live', 'test'] as const) {
    const theirs = other(mode);
    it(`a ${mode} key lists its own data and none of the ${theirs} mode's`, async () => {
      const res = await send(op, listPath(op), sides[mode].key);
      expect(res.status, res.text).toBe(200);
      for (const id of sides[theirs].identifiers) expect(res.text, `${theirs} data in a ${mode} answer`).not.toContain(id);
      // a test twin holds no carrier account, so its list has nothing of its own to show
      const hasOwn = !(mode === 'test' && op.path === '/carrier-accounts');
      if (hasOwn)
        expect(
          sides[mode].identifiers.some((id) => res.text.includes(id)),
          `${mode} data missing from its own answer`,
        ).toBe(true);
    });
  }
});

describe.each(details.map((op) => [label(op), op] as const))('%s', (_, op) => {
  for (const mode of ['live', 'test'] as const) {
    const theirs = other(mode);
    it(`a ${mode} key: the ${theirs} mode's answers as if it did not exist, its own does exist`, async () => {
      const key = sides[mode].key;
      const [own, foreign, missing] = await Promise.all([
        send(op, pathOf(op, sides[mode]), key),
        send(op, pathOf(op, sides[theirs]), key),
        send(op, pathOf(op, nowhere), key),
      ]);
      const seen = (res: Awaited<ReturnType<typeof send>>, side: Side) => ({ status: res.status, text: anonymous(op, res.text, side) });
      expect({ status: foreign.status, code: foreign.code }, foreign.text).toEqual({ status: 404, code: 'not_found' });
      expect(seen(foreign, sides[theirs])).toEqual(seen(missing, nowhere));
      for (const id of sides[theirs].identifiers) expect(foreign.text).not.toContain(id);
      // the key reaches its own (its answer is not the one of an id that does not exist)
      expect(seen(own, sides[mode])).not.toEqual(seen(missing, nowhere));
    });
  }
});

/** Ids that exist nowhere, of each kind a path parameter names. */
const nowhere: Side = {
  organizationId: randomUUID(),
  key: '',
  identifiers: [],
  resources: new Proxy({} as Record<string, string>, {
    get: (cache, name: string) => (cache[name] ??= name === 'trackingNumber' ? `MX${Date.now()}0000` : randomUUID()),
  }),
};

/** An answer with the side's path parameter values replaced, so answers about two ids compare. */
function anonymous(op: OperationDoc, text: string, side: Side): string {
  let out = text;
  for (const name of Object.keys(op.pathParams ?? {})) {
    const value = paramValue(op, name, side);
    if (value) out = out.split(value).join(`{${name}}`);
  }
  return out;
}

describe.each(writesWithIds.map((op) => [label(op), op] as const))('%s', (_, op) => {
  for (const mode of ['live', 'test'] as const) {
    const theirs = other(mode);
    it(`a ${mode} key gets 404 for the ${theirs} mode's ids`, async () => {
      const res = await send(op, pathOf(op, sides[theirs]), sides[mode].key);
      expect({ status: res.status, code: res.code }, res.text).toEqual({ status: 404, code: 'not_found' });
    });
  }
});

describe('GET /account', () => {
  it('names the mode of the key and the organization it reads', async () => {
    for (const mode of ['live', 'test'] as const) {
      const res = await apiClient(server.url, sides[mode].key)('GET', '/account');
      expect(res.status).toBe(200);
      expect(res.body.organization).toMatchObject({ id: sides[mode].organizationId, mode });
    }
  });
});

describe('key formats', () => {
  it('a key issued before the modes (flt_ without a marker) keeps working as a live key', async () => {
    const org = await createTestOrg();
    // the old format: flt_ + 43 base62 characters + the checksum of those 43 (lib/api-keys/key-format.test.ts)
    const { key: modern } = await createTestKey(org.id);
    const body = modern.slice(9, 52);
    const legacy = await legacyKey(body);
    expect(isWellFormedApiKey(legacy)).toBe(true);
    await getDb()
      .insert(apiKeys)
      .values({ organizationId: org.id, name: 'antigua', keyHash: hashApiKey(legacy), displayPrefix: legacy.slice(0, 12), scopes: ['*'] });
    const res = await apiClient(server.url, legacy)('GET', '/account');
    expect(res.status).toBe(200);
    expect(res.body.organization).toMatchObject({ id: org.id, mode: 'live' });
  });

  it('a flt_test_ key reaches the twin only; a key whose marker disagrees with its organization is refused', async () => {
    const res = await apiClient(server.url, sides.test.key)('GET', `/orders/${sides.test.resources.orders}`);
    expect(res.status).toBe(200);
    // a well-formed flt_test_ key stored for a live organization (only a hand-written row can do that): refused
    const org = await createTestOrg();
    const forged = generateApiKey('test');
    await getDb()
      .insert(apiKeys)
      .values({ organizationId: org.id, name: 'marca ajena', keyHash: forged.hash, displayPrefix: forged.displayPrefix, scopes: ['*'] });
    const refused = await apiClient(server.url, forged.key)('GET', '/account');
    expect({ status: refused.status, code: refused.headers.get('x-error-code') }).toEqual({ status: 401, code: 'invalid_api_key' });
  });
});

/** The checksum as lib/api-keys/key-format.ts computes it, over `body` alone (the format before the modes). */
async function legacyKey(body: string): Promise<string> {
  const { crc32 } = await import('node:zlib');
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let out = '';
  for (let n = crc32(body); n > 0; n = Math.floor(n / 62)) out = alphabet[n % 62] + out;
  return `flt_${body}${out.padStart(6, '0')}`;
}

describe('the test twin', () => {
  it('is made once whoever asks at the same time, with the live name, the test balance and no other organization of its own', async () => {
    const live = await createTestOrg();
    const twins = await Promise.all(Array.from({ length: 8 }, () => ensureTestTwin(getDb(), live.id)));
    expect(new Set(twins.map((t) => t.id)).size).toBe(1);
    const [twin] = twins;
    const rows = await getDb().select().from(organizations).where(eq(organizations.liveOrganizationId, live.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: twin.id, name: live.name, mode: 'test', balanceCentavos: TEST_BALANCE_CENTAVOS });
    const entries = await getDb().select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, twin.id));
    expect(entries.map((e) => [e.kind, e.amountCentavos, e.description])).toEqual([
      ['manual_credit', TEST_BALANCE_CENTAVOS, TEST_BALANCE_DESCRIPTION],
    ]);
    expect(await liveOrganizationOf(getDb(), twin.id)).toBe(live.id);
    expect(await liveOrganizationOf(getDb(), live.id)).toBe(live.id);
    // a twin has no twin
    await expect(ensureTestTwin(getDb(), twin.id)).rejects.toMatchObject({ code: 'validation_error' });
    // the platform admin's list shows the live organization, never its twin
    const listed = await listOrganizationsForAdmin(getDb(), { limit: 1000 });
    const ids = listed.data.map((o) => o.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(twin.id);
  });
});

describe('npm run cli -- key:create --mode', () => {
  it('makes a live key by default, a test key of the twin with --mode test, and refuses anything else', async () => {
    const live = await createTestOrg();
    const create = async (...extra: string[]) =>
      runCli(['key:create', '--org', live.id, '--name', randomName('cli'), '--scopes', '*', ...extra, '--json']);
    const byDefault = await create();
    expect(byDefault.code, byDefault.stderr).toBe(0);
    expect(JSON.parse(byDefault.stdout)).toMatchObject({
      key: expect.stringMatching(/^flt_live_[0-9A-Za-z]{49}$/),
      mode: 'live',
      organizationId: live.id,
    });
    const test = await create('--mode', 'test');
    expect(test.code, test.stderr).toBe(0);
    const made = JSON.parse(test.stdout);
    const [twin] = await getDb().select().from(organizations).where(eq(organizations.liveOrganizationId, live.id));
    expect(made).toMatchObject({ key: expect.stringMatching(/^flt_test_[0-9A-Za-z]{49}$/), mode: 'test', organizationId: twin.id });
    const account = await apiClient(server.url, made.key)('GET', '/account');
    expect(account.body.organization).toMatchObject({ id: twin.id, mode: 'test', balance: TEST_BALANCE_CENTAVOS / 100 });
    const wrong = await create('--mode', 'prueba');
    expect(wrong.code).toBe(2);
    expect(JSON.parse(wrong.stderr)).toEqual({ error: '--mode debe ser live o test (recibido: prueba)' });
    const ofTwin = await runCli(['key:create', '--org', twin.id, '--name', 'x', '--scopes', '*', '--json']);
    expect(ofTwin.code).toBe(2);
    expect(JSON.parse(ofTwin.stderr).error).toMatch(/^--org debe ser la organización de producción/);
  }, 120_000); // four CLI processes, each starting Node and tsx, on a shared machine
});

describe('scenario values (the sandbox, in either mode)', () => {
  const order = (internalReference: string) => validOrderBody({ internalReference });
  const advance = async (key: string, id: string) => apiClient(server.url, key)('POST', `/sandbox/orders/${id}/advance`, {});

  it('sandbox:carrier_error: 422 carrier_rejected, nothing charged, no order, in both modes', async () => {
    for (const mode of ['live', 'test'] as const) {
      const api = apiClient(server.url, sides[mode].key);
      const before = (await api('GET', '/account')).body.organization.balance;
      const res = await api('POST', '/orders', order(`sandbox:carrier_error ${mode}`));
      expect({ status: res.status, code: res.headers.get('x-error-code') }, res.text).toEqual({ status: 422, code: 'carrier_rejected' });
      expect(res.body.error).toBe(
        'La paquetería rechazó la solicitud (escenario de prueba sandbox:carrier_error). No se realizó ningún cargo.',
      );
      expect((await api('GET', '/account')).body.organization.balance).toBe(before);
      const stored = await getDb()
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.organizationId, sides[mode].organizationId), eq(orders.internalReference, `sandbox:carrier_error ${mode}`)));
      expect(stored).toEqual([]);
    }
  });

  it('sandbox:failed_delivery: the simulator goes from out_for_delivery to failed', async () => {
    const api = apiClient(server.url, sides.test.key);
    const created = await api('POST', '/orders', order('sandbox:failed_delivery-1'));
    expect(created.status, created.text).toBe(201);
    const steps: string[] = [];
    for (let i = 0; i < 4; i++) steps.push((await advance(sides.test.key, created.body.orderId)).body.status);
    expect(steps).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'failed']);
    const last = await advance(sides.test.key, created.body.orderId);
    expect(last.status).toBe(409);
  });

  it('sandbox:exception: one incidence scan while in transit (the state stays), then on to delivered', async () => {
    const api = apiClient(server.url, sides.live.key);
    const created = await api('POST', '/orders', order('sandbox:exception'));
    expect(created.status, created.text).toBe(201);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await advance(sides.live.key, created.body.orderId)).body);
    expect(answers.map((a) => [a.status, a.outcome])).toEqual([
      ['picked_up', 'applied'],
      ['in_transit', 'applied'],
      ['in_transit', 'same_status'],
      ['out_for_delivery', 'applied'],
      ['delivered', 'applied'],
    ]);
    expect(answers[2].provider_data.observations).toMatch(/^Incidencia: domicilio no localizado/);
    const tracking = await api('GET', `/orders/${created.body.orderId}/tracking`);
    expect(JSON.stringify(tracking.body)).toContain('Incidencia: domicilio no localizado');
  });

  it('a return: the merchant asks for it and approves it, the simulator brings the parcel back (no scenario value needed)', async () => {
    const api = apiClient(server.url, sides.test.key);
    const created = await api('POST', '/orders', order('devolución de prueba'));
    for (let i = 0; i < 4; i++) await advance(sides.test.key, created.body.orderId);
    expect((await api('POST', `/orders/${created.body.orderId}/return`, { reason: 'No le quedó' })).status).toBeLessThan(300);
    expect((await api('POST', `/orders/${created.body.orderId}/return/approve`, {})).status).toBeLessThan(300);
    const back = await advance(sides.test.key, created.body.orderId);
    expect(back.body).toMatchObject({ status: 'returned', outcome: 'applied' });
  });
});
