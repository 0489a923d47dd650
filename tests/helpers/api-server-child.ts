// A server process for tests/processes/request-log-poison.test.ts: a few real /api/v1 route handlers (orders, batches,
// account, the unknown-path catch-all) over HTTP with the request log as the application runs it, in a process of
// its own that the test can stop with SIGTERM (a graceful stop like scripts/next-server.mjs: stop taking
// connections, run the registered shutdown steps, database last, exit 0) or kill -9.
// Prints "listening <port>" once ready. Run as: node --import tsx tests/helpers/api-server-child.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toWebRequest } from './web-request';
import * as catchAll from '@/app/api/v1/[...path]/route';
import * as accountRoute from '@/app/api/v1/account/route';
import * as batchesRoute from '@/app/api/v1/batches/route';
import * as ordersRoute from '@/app/api/v1/orders/route';
import { closeDb } from '@/db/client';
import { onShutdown, runShutdownHooks } from '@/lib/platform/lifecycle/shutdown';
import { stampPeerAddress } from '@/lib/http/peer-address.mjs';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

// Each handler typed with its own params; here they are called by method name, as the app server does.
const asRoute = (module: object) => module as unknown as RouteModule;
const routes: [string, RouteModule][] = [
  ['/api/v1/orders', asRoute(ordersRoute)],
  ['/api/v1/batches', asRoute(batchesRoute)],
  ['/api/v1/account', asRoute(accountRoute)],
];

function dispatch(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const found = routes.find(([path]) => path === pathname)?.[1];
  if (found) {
    const handler = found[request.method];
    return handler ? handler(request, { params: Promise.resolve({}) }) : Promise.resolve(new Response(null, { status: 405 }));
  }
  const rest = pathname.replace(/^\/api\/v1\//, '').split('/');
  return asRoute(catchAll)[request.method]!(request, { params: Promise.resolve({ path: rest }) });
}

const server = http.createServer(async (incoming, outgoing) => {
  stampPeerAddress(incoming);
  const request = toWebRequest(incoming);
  const response = await dispatch(request);
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

// As instrumentation.ts registers it: the pools close last.
onShutdown('database', closeDb, 100);

process.on('SIGTERM', () => {
  server.close(async () => {
    const failed = await runShutdownHooks(4_000);
    process.exit(failed.length ? 1 : 0);
  });
  server.closeIdleConnections();
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
