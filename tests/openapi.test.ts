// The OpenAPI document: valid 3.1, served, committed copy up to date, covering every route handler,
// and usable to generate a typed client that compiles.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_NOT_ALLOWED } from '@/lib/http/method-not-allowed';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { startAppServer, type TestServer } from './helpers/app-server';

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

  it('matches the committed copy in docs/openapi.json (run `npm run openapi` after changing a schema)', async () => {
    const committed = JSON.parse(await readFile('docs/openapi.json', 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('documents every method of every public route handler', async () => {
    const files = Object.keys(import.meta.glob('/app/api/{v1,provider,health}/**/route.ts'));
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

  it('generates TypeScript types from which a typed client compiles (openapi-typescript)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'envios-client-'));
    try {
      const { default: openapiTS, astToString } = await import('openapi-typescript');
      // Fields with a default stay optional in requests (openapi-typescript makes them required by default).
      const ast = await openapiTS(JSON.parse(JSON.stringify(doc)), { defaultNonNullable: false });
      await writeFile(path.join(dir, 'api.d.ts'), astToString(ast));
      await writeFile(
        path.join(dir, 'client.ts'),
        `import type { paths, components } from './api';
type CreateBody = paths['/orders']['post']['requestBody']['content']['application/json'];
type Created = paths['/orders']['post']['responses'][201]['content']['application/json'];
type Detail = paths['/orders/{id}']['get']['responses'][200]['content']['application/json'];
type ApiError = components['schemas']['Error'];

export async function createAndRead(baseUrl: string, key: string, body: CreateBody): Promise<Detail> {
  const headers = { Authorization: \`Bearer \${key}\`, 'Content-Type': 'application/json' };
  const res = await fetch(\`\${baseUrl}/orders\`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(((await res.json()) as ApiError).error);
  const created = (await res.json()) as Created;
  const detail = (await (await fetch(\`\${baseUrl}/orders/\${created.orderId}\`, { headers })).json()) as Detail;
  const weight: number = detail.package_weight;
  const status: Detail['status'] = detail.status;
  void weight; void status;
  return detail;
}

export const body: CreateBody = {
  pickupAddress: { contactName: 'A', contactPhone: '5512345678', street: 'S', exteriorNumber: '1', neighborhood: 'N', city: 'C', state: 'Jalisco', postalCode: '44100' },
  deliveryAddress: { contactName: 'B', contactPhone: '5512345678', street: 'S', exteriorNumber: '1', neighborhood: 'N', city: 'C', state: 'Jalisco', postalCode: '44100' },
  package: { weight: 1 },
};
// @ts-expect-error shipmentType only accepts the documented values
export const wrong: CreateBody = { ...body, shipmentType: 'overnight' };
`,
      );
      const tsc = path.join(process.cwd(), 'node_modules/typescript/bin/tsc');
      const result = await run(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom', path.join(dir, 'client.ts')]).catch((e) => e);
      expect(result.stdout ?? '', result.stderr).toBe('');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
