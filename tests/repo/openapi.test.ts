// The OpenAPI document: valid 3.1, served, committed copy up to date, covering every route handler,
// and usable to generate a typed client that compiles.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NOT_ALLOWED } from '@/lib/http/method-not-allowed';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { operationList } from '@/lib/http/openapi/operations';
import { OPENAPI_FILE, serializeOpenApi } from '@/scripts/openapi-files';
import { startAppServer, type TestServer } from '../helpers/app-server';

const run = promisify(execFile);
const doc = getOpenApiDocument() as { paths: Record<string, Record<string, unknown> & { servers?: unknown }> };

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect('errors' in result ? result.errors : [], JSON.stringify(result)).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('is served at GET /api/v1/openapi.json without a key', async () => {
    const res = await fetch(`${server.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('is exactly the committed docs/openapi.json (run `npm run openapi` after changing a declaration or a schema)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8');
    expect(committed === serializeOpenApi(doc as never), `${OPENAPI_FILE} is out of date: run npm run openapi`).toBe(true);
  });

  it('stays small: schemas, headers and error responses are reused by $ref', () => {
    // The document grows with every endpoint, so the budget is per operation: with schemas, headers and errors
    // reused it was about 7,600 bytes each (46 operations, 349 KB) and is about 9,100 with the money and COD
    // operations' richer bodies and examples (issues 34 and 35); inlining them (reused: 'inline') once gave 402 KB for
    // far fewer operations, well over this budget.
    const operations = Object.values(doc.paths).flatMap((item) =>
      Object.keys(item).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)),
    );
    expect(serializeOpenApi(doc as never).length / operations.length).toBeLessThan(10_000);
    // Every error answer of /api/v1 points at the shared responses (components.ts) instead of repeating them.
    const inlineErrors = Object.entries(doc.paths)
      .filter(([route]) => route.startsWith('/api/v1'))
      .flatMap(([route, item]) =>
        Object.entries(item).flatMap(([method, op]) =>
          Object.entries((op as { responses?: Record<string, { $ref?: string }> }).responses ?? {})
            .filter(([status, response]) => Number(status) >= 400 && !response.$ref)
            .map(([status]) => `${method.toUpperCase()} ${route} ${status}`),
        ),
      );
    expect(inlineErrors).toEqual([]);
  });

  it('documents every method of every public route handler', async () => {
    const files = Object.keys(import.meta.glob('/app/api/{v1,provider,health,ready}/**/route.ts'));
    const missing: string[] = [];
    for (const file of files) {
      if (file.includes('[...path]')) continue; // the JSON 404 of unknown paths
      const mod = (await import(/* @vite-ignore */ path.join(process.cwd(), file))) as Record<string, unknown>;
      const route = file
        .replace(/^\/app\/api/, '')
        .replace(/\/route\.ts$/, '')
        .replace(/\[([^\]]+)\]/g, '{$1}');
      const key = route.startsWith('/v1') ? route.slice(3) : `/api${route}`;
      for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
        if (typeof mod[method] !== 'function') continue;
        if ((mod[method] as unknown as Record<symbol, unknown>)[METHOD_NOT_ALLOWED]) continue; // the JSON 405 of the methods a route lacks
        if (!doc.paths[key]?.[method.toLowerCase()]) missing.push(`${method} ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(files.length).toBeGreaterThan(15);
  });

  it('generates, with openapi-typescript DEFAULT options, types under which the README bodies compile', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'envios-client-'));
    try {
      const { default: openapiTS, astToString } = await import('openapi-typescript');
      // No options: an integrator's `npx openapi-typescript`. Fields with a server default must stay optional.
      const ast = await openapiTS(JSON.parse(JSON.stringify(doc)));
      await writeFile(path.join(dir, 'api.d.ts'), astToString(ast));
      const order = await readFile('docs/examples/order.json', 'utf8');
      await writeFile(
        path.join(dir, 'client.ts'),
        `import type { paths, components } from './api';
type Body<P extends keyof paths, M extends 'post'> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Detail = paths['/orders/{id}']['get']['responses'][200]['content']['application/json'];
type ApiError = components['schemas']['Error'];
type Problem = paths['/orders']['post']['responses'][400]['content']['application/problem+json'];

// README: the quote of the curl example and docs/examples/order.json, exactly.
export const quote: Body<'/quotes', 'post'> = { originPostalCode: '06600', destinationPostalCode: '44100', package: { weight: 1.5 } };
export const order: Body<'/orders', 'post'> = ${order.trim()};
export const minimal: Body<'/orders', 'post'> = {
  pickupAddress: { contactName: 'A', contactPhone: '5512345678', street: 'S', exteriorNumber: '1', neighborhood: 'N', city: 'C', state: 'Jalisco', postalCode: '44100' },
  deliveryAddress: { contactName: 'B', contactPhone: '5512345678', street: 'S', exteriorNumber: '1', neighborhood: 'N', city: 'C', state: 'Jalisco', postalCode: '44100' },
  package: { weight: 1 },
};
// @ts-expect-error shipmentType only accepts the documented values
export const wrong: Body<'/orders', 'post'> = { ...minimal, shipmentType: 'overnight' };
// @ts-expect-error the package weight is required
export const noWeight: Body<'/quotes', 'post'> = { originPostalCode: '06600', destinationPostalCode: '44100', package: {} };
export const limit: paths['/orders']['get']['parameters']['query'] = { limit: 50 };

export function read(detail: Detail, error: ApiError, problem: Problem): string {
  const weight: number = detail.package_weight;
  const status: Detail['status'] = detail.status;
  const fields = (problem.errors ?? []).map((e) => e.field + e.message);
  return [weight, status, error.error, problem.code, problem.request_id, ...fields].join();
}
`,
      );
      const tsc = path.join(process.cwd(), 'node_modules/typescript/bin/tsc');
      const result = await run(process.execPath, [
        tsc,
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        path.join(dir, 'client.ts'),
      ]).catch((e) => e);
      expect(result.stdout ?? '', result.stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

type Json = Record<string, any>;
const full = doc as unknown as Json;
const resolve = (node: Json): Json =>
  node?.$ref
    ? node.$ref
        .split('/')
        .slice(1)
        .reduce((at: Json, key: string) => at[key], full)
    : node;
const operationsOf = (): Array<[string, string, Json]> =>
  Object.entries(full.paths as Json).flatMap(([key, item]) =>
    Object.entries(item as Json)
      .filter(([m]) => m !== 'servers')
      .map(([m, op]) => [key, m, op as Json] as [string, string, Json]),
  );

describe('OpenAPI document: what generators and integrators rely on', () => {
  it('names every operation and every webhook with a unique operationId', () => {
    const ids = [
      ...operationsOf().map(([, , op]) => op.operationId),
      ...Object.values(full.webhooks as Json).map((hook) => hook.post.operationId),
    ];
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(full.webhooks).length).toBeGreaterThan(0);
  });

  it('has an example for every JSON success response and every JSON request body', () => {
    const missing: string[] = [];
    for (const [key, method, op] of operationsOf()) {
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const json = resolve(response).content?.['application/json'];
        if (Number(status) < 400 && json && json.example === undefined) missing.push(`${method} ${key} ${status}`);
      }
      const body = op.requestBody?.content?.['application/json'];
      if (body && body.example === undefined) missing.push(`${method} ${key} body`);
    }
    expect(missing).toEqual([]);
  });

  it('has examples that match their schemas (bodies, parameters, error responses, webhooks)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: full.components });
    const rebase = (node: unknown): unknown =>
      Array.isArray(node)
        ? node.map(rebase)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `openapi${v}` : rebase(v)]))
          : node;
    const wrong: string[] = [];
    let checked = 0;
    const check = (where: string, schema: unknown, value: unknown) => {
      checked++;
      const valid = ajv.validate(rebase(schema) as object, value);
      if (!valid) wrong.push(`${where}: ${ajv.errorsText()}`);
    };
    const media = (where: string, content: Json | undefined) => {
      for (const [type, m] of Object.entries(content ?? {})) {
        if (!m.schema) continue;
        if (m.example !== undefined) check(`${where} ${type}`, m.schema, m.example);
        for (const [name, ex] of Object.entries((m.examples ?? {}) as Json)) check(`${where} ${type} ${name}`, m.schema, ex.value);
      }
    };
    for (const [key, method, op] of operationsOf()) {
      media(`${method} ${key} body`, op.requestBody?.content);
      for (const [status, response] of Object.entries(op.responses as Json))
        if (!response.$ref) media(`${method} ${key} ${status}`, response.content);
      for (const param of (op.parameters as Json[]).map(resolve))
        if (param.example !== undefined) check(`${method} ${key} ${param.name}`, param.schema, param.example);
    }
    for (const [name, response] of Object.entries(full.components.responses as Json)) media(name, response.content);
    for (const [name, hook] of Object.entries(full.webhooks as Json)) media(name, hook.post.requestBody.content);
    for (const [name, header] of Object.entries(full.components.headers as Json)) check(name, header.schema, header.example);
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('types ids as uuid and integer query parameters as integers', () => {
    const wrong: string[] = [];
    for (const [key, method, op] of operationsOf()) {
      for (const param of (op.parameters as Json[]).map(resolve)) {
        if (param.in === 'path' && /^(id|.+Id)$/.test(param.name) && param.schema.format !== 'uuid')
          wrong.push(`${method} ${key} ${param.name}`);
        if (param.in === 'query' && param.name === 'limit' && param.schema.type !== 'integer') wrong.push(`${method} ${key} limit`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the request id, the rate-limit fields and both error bodies on every response', () => {
    const problems: string[] = [];
    for (const [key, method, op] of operationsOf()) {
      const where = `${method} ${key}`;
      if (!(op.parameters as Json[]).some((p) => p.$ref === '#/components/parameters/RequestId'))
        problems.push(`${where}: X-Request-Id parameter`);
      for (const [status, declared] of Object.entries(op.responses as Json)) {
        const response = resolve(declared);
        for (const header of [
          'X-Request-Id',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
          'RateLimit-Policy',
          'RateLimit',
        ]) {
          if (!response.headers?.[header]) problems.push(`${where} ${status}: ${header}`);
        }
        if (Number(status) < 400) continue;
        if (!declared.$ref?.startsWith('#/components/responses/') && !(key === '/api/ready' && status === '503'))
          problems.push(`${where} ${status}: not a shared response`);
        if (declared.$ref && !response.headers?.['X-Error-Code']) problems.push(`${where} ${status}: X-Error-Code`);
        if (status === '401' && !response.headers?.['WWW-Authenticate']) problems.push(`${where} 401: WWW-Authenticate`);
        if (status === '429' && !response.headers?.['Retry-After']) problems.push(`${where} 429: Retry-After`);
        if (declared.$ref) {
          expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
          expect(response.content['application/problem+json'].schema).toEqual({ $ref: '#/components/schemas/ProblemDetails' });
        }
      }
    }
    expect(problems).toEqual([]);
    expect(full.components.schemas.ProblemDetails.required).toEqual(['type', 'title', 'status', 'detail', 'code', 'request_id']);
  });

  it('documents both idempotency headers and Idempotent-Replayed on exactly the idempotent operations', () => {
    for (const declared of operationList) {
      const op = full.paths[declared.path][declared.method];
      const names = (op.parameters as Json[]).map((p) => p.$ref);
      const success = Object.entries(op.responses as Json).filter(([status]) => Number(status) < 300);
      const idempotent = declared.idempotent === true;
      expect(names.includes('#/components/parameters/IdempotencyKey'), declared.operationId).toBe(idempotent);
      expect(names.includes('#/components/parameters/XIdempotencyKey'), declared.operationId).toBe(idempotent);
      for (const [, response] of success) expect(Boolean(response.headers['Idempotent-Replayed']), declared.operationId).toBe(idempotent);
    }
    expect(operationList.filter((o) => o.idempotent).map((o) => o.operationId)).toContain('createOrder');
  });

  it('puts the operations outside /api/v1 on their own server and signs the provider report with a security scheme', () => {
    for (const declared of operationList)
      expect(Boolean(full.paths[declared.path].servers), declared.operationId).toBe(declared.root === true);
    expect(full.paths['/api/provider/events'].post.security).toEqual([{ ProviderSignature: [] }]);
    expect(full.components.securitySchemes.ProviderSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Provider-Signature' });
  });

  it('writes no `default` keyword on request shapes (generators would make those fields required)', () => {
    const withDefault: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((item, i) => walk(item, `${at}/${i}`));
        return;
      }
      for (const [k, v] of Object.entries(node)) {
        if (k === 'example' || k === 'examples') continue;
        if (k === 'default' && (node as Json).type !== undefined) withDefault.push(at);
        walk(v, `${at}/${k}`);
      }
    };
    const requestSchemas = new Set<string>();
    for (const [, , op] of operationsOf()) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      walk(body, 'requestBody');
      if (body?.$ref) requestSchemas.add(body.$ref.split('/').pop());
    }
    for (const name of requestSchemas) walk(full.components.schemas[name], name);
    for (const name of ['Address', 'DeliveryAddress', 'Package', 'Dimensions']) walk(full.components.schemas[name], name);
    expect(requestSchemas.has('OrderCreateRequest')).toBe(true);
    expect(withDefault).toEqual([]);
  });
});
