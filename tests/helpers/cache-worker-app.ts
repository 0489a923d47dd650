// One server process of tests/processes/cache-revocation.test.ts, under scripts/serve.ts: the real API route handlers
// (GET /api/v1/account, GET /api/v1/orders), which authenticate through the real key cache (lib/api-keys,
// lib/platform/cache), and the two dashboard acts that change a key, as their server actions call them (revokeApiKey,
// updateApiKey: app/(dashboard)/dashboard/api-keys/actions.ts), answering once the act answers. It listens on
// the port all workers share (-p, node:cluster) and on a port of its own, printed, so a test can reach each
// worker. GET /__cached/<hash> says whether this process holds the key in its cache.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as accountRoute from '@/app/api/v1/account/route';
import * as ordersRoute from '@/app/api/v1/orders/route';
import { getDb } from '@/lib/platform/db';
import { apiKeyCache } from '@/lib/api-keys/authenticate';
import { revokeApiKey } from '@/lib/api-keys/revoke-api-key';
import { updateApiKey } from '@/lib/api-keys/update-api-key';
import { stampPeerAddress } from '@/lib/http/peer-address.mjs';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const routes: Record<string, Handler> = { '/api/v1/account': accountRoute.GET as Handler, '/api/v1/orders': ordersRoute.GET as Handler };

async function readJson(incoming: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of incoming) text += chunk;
  return JSON.parse(text);
}

async function answer(incoming: http.IncomingMessage): Promise<Response> {
  const url = new URL(`http://${incoming.headers.host}${incoming.url}`);
  if (incoming.method === 'POST' && url.pathname === '/revoke') {
    const { id, organizationId } = (await readJson(incoming)) as { id: string; organizationId: string };
    await revokeApiKey(getDb(), { id, organizationId });
    return Response.json({ ok: true });
  }
  if (incoming.method === 'POST' && url.pathname === '/scopes') {
    const { id, organizationId, scopes } = (await readJson(incoming)) as { id: string; organizationId: string; scopes: string[] };
    await updateApiKey(getDb(), { id, organizationId, scopes });
    return Response.json({ ok: true });
  }
  const cached = /^\/__cached\/([0-9a-f]+)$/.exec(url.pathname);
  if (cached) return Response.json({ cached: apiKeyCache.has(cached[1]) });
  const handler = routes[url.pathname];
  if (!handler || incoming.method !== 'GET') return new Response('no encontrado', { status: 404 });
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
  return handler(new Request(url, { headers }), { params: Promise.resolve({}) });
}

const server = http.createServer(async (incoming, outgoing) => {
  stampPeerAddress(incoming);
  let response: Response;
  try {
    response = await answer(incoming);
  } catch (error) {
    response = new Response(String(error), { status: 599 });
  }
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.setHeader('x-worker-pid', String(process.pid));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
// the port every worker shares (node:cluster), then one of this worker's own
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
const own = http.createServer((req, res) => server.emit('request', req, res));
own.keepAliveTimeout = 30_000;
await new Promise<void>((resolve) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
console.log(`cache-worker ${process.pid} listening ${(server.address() as AddressInfo).port} own ${(own.address() as AddressInfo).port}`);
process.on('SIGTERM', () => {
  server.closeAllConnections();
  own.closeAllConnections();
  server.close();
  own.close(() => process.exit(0));
});
