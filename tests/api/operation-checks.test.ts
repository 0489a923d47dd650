// The shared route checks of every keyed operation, generated from the operation list the OpenAPI document is
// built from (lib/http/openapi/operations/index.ts): a new operation is covered the day it is declared, without
// anyone writing its checks. Over real HTTP against the real route handlers (tests/helpers/app-server.ts):
//   no key -> 401 with the Spanish message; a key without the declared scope -> 403;
//   a declared UUID path parameter that is not a UUID -> the declared refusal (the resource's Spanish 404);
//   another organization's id in that parameter -> 404 (tenancy).
// The finer key checks (wrong scheme, revoked, expired) stay in tests/helpers/common-route-checks.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiScopes, type ApiScope } from '@/lib/api-keys/scopes';
import { errorMessages, type ErrorCode } from '@/lib/platform/errors/codes';
import { errorStatus } from '@/lib/http/error-codes';
import type { OperationDoc, PathParam } from '@/lib/http/openapi/define';
import { operationList } from '@/lib/http/openapi/operations';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { insertEveryResource, requestLogIdOf } from '../helpers/every-resource';
import { createTestKey, createTestOrg } from '../helpers/fixtures';
import { insertStampedInvoice } from '../helpers/invoice-fixtures';

const keyed = operationList.filter((op): op is OperationDoc & { scopes: readonly ApiScope[] | 'any' } => op.scopes !== null);

/** The declared UUID path parameters of an operation, in path order. */
const uuidParams = (op: OperationDoc) =>
  Object.entries(op.pathParams ?? {}).filter(
    (entry): entry is [string, PathParam] => typeof entry[1] !== 'string' && entry[1].format === 'uuid',
  );

/** The resource a path parameter names: the path segment before it (/webhooks/{id}/deliveries/{deliveryId} -> deliveries). */
function resourceOf(op: OperationDoc, name: string): string {
  const segments = op.path.split('/');
  return segments[segments.indexOf(`{${name}}`) - 1];
}

/** One row of each resource an id path parameter names, for one organization (ids by resource). */
type Resources = Record<string, string>;

async function resourcesOf(organizationId: string, key: string): Promise<Resources> {
  const { ids } = await insertEveryResource(organizationId);
  const invoice = await insertStampedInvoice(organizationId);
  return { ...ids, 'request-logs': await requestLogIdOf(server.url, key, organizationId), invoices: invoice.id };
}

let server: TestServer;
let own: { key: string; resources: Resources };
let other: Resources;

beforeAll(async () => {
  server = await startAppServer();
  const mine = await createTestOrg();
  const { key } = await createTestKey(mine.id, ['*']);
  own = { key, resources: await resourcesOf(mine.id, key) };
  const stranger = await createTestOrg();
  other = await resourcesOf(stranger.id, (await createTestKey(stranger.id, ['*'])).key);
});
afterAll(() => server?.close());

/** The operation's path with each parameter's value (a fresh UUID, or `TEST` for a free-text one, unless given). */
function pathOf(op: OperationDoc, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = op.pathParams?.[name];
    return encodeURIComponent(values[name] ?? (typeof param !== 'string' && param?.format === 'uuid' ? randomUUID() : 'TEST'));
  });
}

async function send(op: OperationDoc, path: string, key?: string) {
  const hasBody = ['post', 'put', 'patch'].includes(op.method);
  const res = await fetch(`${server.url}${op.root ? '' : '/api/v1'}${path}`, {
    method: op.method.toUpperCase(),
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    // the declared example: a body that passes the declared schema, so only the checks under test can refuse
    body: hasBody ? JSON.stringify(op.bodyExample ?? {}) : undefined,
  });
  const text = await res.text();
  return { status: res.status, code: res.headers.get('x-error-code'), body: JSON.parse(text) as Record<string, unknown> };
}

const expectRefusal = (res: Awaited<ReturnType<typeof send>>, code: ErrorCode, message?: string) => {
  expect({ status: res.status, code: res.code }).toEqual({ status: errorStatus[code], code });
  expect(Object.keys(res.body)).toEqual(['error']);
  if (message !== undefined) expect(res.body.error).toBe(message);
  // Spanish, as every answer of the API: a sentence, not an identifier.
  expect(res.body.error).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡].* .*\.$/);
};

it('covers every keyed operation of the list, and knows every resource an id parameter names', () => {
  expect(keyed.length).toBeGreaterThan(30);
  const unknown = keyed.flatMap((op) => uuidParams(op).map(([name]) => resourceOf(op, name))).filter((resource) => !(resource in other));
  expect(unknown, 'an id path parameter names a resource this test cannot create: add it to resourcesOf').toEqual([]);
});

describe.each(keyed.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_, op) => {
  it('401 with the Spanish message without a key', async () => {
    expectRefusal(await send(op, pathOf(op)), 'missing_api_key', errorMessages.missing_api_key);
  });

  if (op.scopes !== 'any') {
    const scopes = op.scopes;
    it(`403 for a key without ${scopes.join(' or ')}`, async () => {
      const org = await createTestOrg();
      const { key } = await createTestKey(
        org.id,
        apiScopes.filter((s) => s !== '*' && !scopes.includes(s)),
      );
      expectRefusal(
        await send(op, pathOf(op), key),
        'insufficient_scope',
        `La clave de API no tiene el permiso necesario (${scopes.join(' o ')}) para esta operación.`,
      );
    });
  }

  uuidParams(op).forEach(([name, param], index) => {
    // the parameters before this one name the key's own resources (its webhook, for a delivery's id)
    const earlier = () =>
      Object.fromEntries(
        uuidParams(op)
          .slice(0, index)
          .map(([n]) => [n, own.resources[resourceOf(op, n)]]),
      );
    it(`{${name}} that is not a UUID: the declared refusal`, async () => {
      const value = 'no-es-un-id';
      const refusal = param.invalid(value);
      expectRefusal(await send(op, pathOf(op, { ...earlier(), [name]: value }), own.key), refusal.code, refusal.message);
    });

    it(`{${name}} of another organization: 404`, async () => {
      const theirs = Object.fromEntries(
        uuidParams(op)
          .slice(index)
          .map(([n]) => [n, other[resourceOf(op, n)]]),
      );
      const refusal = param.invalid(theirs[name]);
      expectRefusal(
        await send(op, pathOf(op, { ...earlier(), ...theirs }), own.key),
        'not_found',
        refusal.code === 'not_found' ? refusal.message : undefined,
      );
    });
  });
});
