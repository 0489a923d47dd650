// The typed client the project ships (clients/typescript): its types are what openapi-typescript generates from
// the current document with its default options, the client and the example type-check on their own (strict),
// and the example runs the README's whole flow against the real server. A change to the document that breaks
// generated clients fails here.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOpenApiDocument } from '@/lib/http/openapi';
import { ROOT_PATHS } from '@/clients/typescript/index';
import { orderBody, quoteBody } from '@/clients/typescript/example';
import { CLIENT_TYPES_FILE, generateClientTypes } from '@/scripts/openapi-files';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { apiClient, createTestKey, createTestOrg } from '../helpers/fixtures';

const run = promisify(execFile);
const doc = getOpenApiDocument() as { paths: Record<string, { servers?: unknown }> };

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

describe('the shipped TypeScript client', () => {
  it('has the types openapi-typescript generates from the current document with default options (run `npm run openapi`)', async () => {
    const committed = await readFile(CLIENT_TYPES_FILE, 'utf8');
    expect(committed === (await generateClientTypes(doc)), `${CLIENT_TYPES_FILE} is out of date: run npm run openapi`).toBe(true);
  });

  it('sends exactly the operations the document puts on the root server to the origin', () => {
    const rooted = Object.entries(doc.paths)
      .filter(([, item]) => item.servers)
      .map(([key]) => key);
    expect([...ROOT_PATHS].sort()).toEqual(rooted.sort());
  });

  it("uses the README's bodies: the quote of the curl example and docs/examples/order.json", async () => {
    const readme = await readFile('README.md', 'utf8');
    const curlQuote = /\/quotes .*\\\n\s+-d '(\{.*\})'/.exec(readme)?.[1];
    expect(curlQuote, 'the quote example of README.md').toBeDefined();
    expect(quoteBody).toEqual(JSON.parse(curlQuote!));
    expect(orderBody).toEqual(JSON.parse(await readFile('docs/examples/order.json', 'utf8')));
  });

  it('type-checks on its own (tsc --strict, without the repository tsconfig)', async () => {
    const tsc = path.join(process.cwd(), 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'clients/typescript/tsconfig.json']).catch((e) => e);
    expect(result.stdout ?? '', result.stderr).toBe('');
  }, 240_000);

  it("runs the README's whole flow against the real server", async () => {
    const org = await createTestOrg({ balance: 5_000 });
    const { key } = await createTestKey(org.id, ['orders:read', 'orders:write', 'tracking:read']);
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'clients/typescript/example.ts'], {
      env: { ...process.env, ENVIOS_URL: server.url, ENVIOS_API_KEY: key },
    }).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: `exit: ${error.stderr}` }));
    expect(stderr, stdout).toBe('');
    expect(stdout).toContain('Repetición con la misma Idempotency-Key: el mismo pedido');
    expect(stdout).toMatch(/Guía PDF: \d+ bytes/);
    expect(stdout).toContain('Error de validación (validation_error): originPostalCode:');
    expect(stdout).toContain('Flujo completo: listo');

    // What the flow left behind, read through the API: two orders (the repeated create made none), one cancelled.
    const api = apiClient(server.url, key);
    const list = await api('GET', '/orders');
    expect(list.status).toBe(200);
    const statuses = (list.body.data as { status: string; internal_reference: string }[])
      .map((o) => `${o.internal_reference}:${o.status}`)
      .sort();
    expect(statuses).toEqual(['PED-1001:picked_up', 'PED-1002:cancelled']);
  }, 120_000);
});
