// npm run cli -- provider:send, run as a real process against a real HTTP server of the app.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveProviderSecret } from '@/cli/commands/provider';
import { startAppServer, type TestServer } from '../helpers/app-server';
import { runCli } from '../helpers/cli';
import { createTestClient } from '../helpers/fixtures';
import { insertOrderRow, orderSnapshot } from '../helpers/order-rows';

let server: TestServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.close();
});

const cli = runCli;

describe('npm run cli -- provider:send', () => {
  it('signs and posts reports that drive an order to delivered, as the provider would', async () => {
    const { org, api } = await createTestClient(server.url, { scopes: ['tracking:read'] });
    const order = await insertOrderRow(org.id);
    const tn = order.providerTrackingNumber!;
    const first = await cli([
      'provider:send',
      '--tracking',
      tn,
      '--code',
      'picked_up',
      '--location',
      'Ciudad de México, CDMX',
      '--observations',
      'Guía escaneada',
      '--date',
      '2026-06-01T09:00:00-06:00',
      '--url',
      server.url,
      '--json',
    ]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const out = JSON.parse(first.stdout);
    expect(out).toMatchObject({
      status: 200,
      report: {
        value: tn,
        location: 'Ciudad de México, CDMX',
        observations: 'Guía escaneada',
        dateTimeISO: '2026-06-01T09:00:00-06:00',
        StatusObj: { code: 'picked_up', description: 'Recolectada' },
      },
      response: { received: true, orderId: order.id, status: 'picked_up', applied: true, outcome: 'applied' },
    });
    for (const code of ['in_transit', 'out_for_delivery', 'delivered']) {
      const step = await cli(['provider:send', '--tracking', tn, '--code', code, '--url', server.url]);
      expect(step.code, step.stderr).toBe(0);
      expect(step.stdout).toContain(`pedido ${order.id} en ${code} (applied)`);
    }
    const tracking = await api('GET', `/orders/${order.id}/tracking`);
    expect(tracking.body.status).toBe('delivered');
    expect(tracking.body.events[0]).toEqual({
      status: 'picked_up',
      status_label: 'Recolectada',
      description: 'Recolectada: Guía escaneada',
      occurred_at: '2026-06-01T15:00:00.000Z',
      location: 'Ciudad de México, CDMX',
    });
    expect(tracking.body.events.map((e: { status: string }) => e.status)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  }, 120_000); // CLI processes, each starting Node and tsx, on a shared machine

  it('exits non-zero with the service’s Spanish error: refused transition, wrong secret, unknown number', async () => {
    const { org } = await createTestClient(server.url);
    const order = await insertOrderRow(org.id);
    const refused = await cli([
      'provider:send',
      '--tracking',
      order.providerTrackingNumber!,
      '--code',
      'delivered',
      '--url',
      server.url,
      '--json',
    ]);
    expect(refused.code).not.toBe(0);
    expect(JSON.parse(refused.stderr).error).toMatch(
      /^El servicio respondió 409 \(invalid_transition\): El pedido no puede pasar de Creada/,
    );
    const forged = await cli(['provider:send', '--tracking', order.providerTrackingNumber!, '--code', 'picked_up', '--url', server.url], {
      ...process.env,
      PROVIDER_WEBHOOK_SECRET: 'not-the-service-secret-000000',
    });
    expect(forged.code).not.toBe(0);
    expect(forged.stderr).toContain('401 (invalid_signature)');
    const unknown = await cli(['provider:send', '--tracking', 'MX-NADA', '--code', 'picked_up', '--url', server.url]);
    expect(unknown.stderr).toContain('404 (not_found)');
    expect((await orderSnapshot(order.id)).order.status).toBe('created');
  }, 120_000); // three CLI processes on a shared machine

  it('checks its own input before sending anything', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['provider:send', '--code', 'picked_up'], /Falta --tracking/],
      [['provider:send', '--tracking', 'MX1'], /Falta --code/],
      [
        ['provider:send', '--tracking', 'MX1', '--code', 'picked_up', '--date', 'ayer', '--url', server.url],
        /El campo dateTimeISO debe ser una fecha ISO 8601 válida/,
      ],
      [['provider:send', '--tracking', 'MX1', '--code', 'picked_up', '--lugar', 'x'], /Opción desconocida: --lugar/],
      [
        ['provider:send', '--tracking', 'MX1', '--code', 'picked_up', '--url', 'http://127.0.0.1:9'],
        /No se pudo conectar con http:\/\/127.0.0.1:9/,
      ],
    ];
    for (const [args, pattern] of cases) {
      const result = await cli(args);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr).toMatch(pattern);
    }
  }, 120_000); // one CLI process per refused input, on a shared machine

  it('takes the secret from PROVIDER_WEBHOOK_SECRET, else from the launcher’s .data/secrets.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'envios-secrets-'));
    const file = path.join(dir, 'secrets.json');
    expect(resolveProviderSecret({ PROVIDER_WEBHOOK_SECRET: 'from-env-0123456789' }, file)).toBe('from-env-0123456789');
    expect(() => resolveProviderSecret({}, file)).toThrow(/PROVIDER_WEBHOOK_SECRET/);
    writeFileSync(file, JSON.stringify({ AUTH_SECRET: 'a', PROVIDER_WEBHOOK_SECRET: 'from-file-0123456789' }));
    expect(resolveProviderSecret({}, file)).toBe('from-file-0123456789');
    expect(resolveProviderSecret({ PROVIDER_WEBHOOK_SECRET: '' }, file)).toBe('from-file-0123456789');
  });
});
