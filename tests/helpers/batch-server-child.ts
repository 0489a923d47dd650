// A server process for tests/processes/batches-crash.test.ts: the real batch route handlers (app/api/v1/batches/...) over
// HTTP and the batch purchase job's runner started as instrumentation.ts starts it (lib/platform/jobs/start-jobs.ts), in a
// process of its own that the test can kill -9. Prints "listening <port>" once ready. Run as: node --import tsx tests/helpers/batch-server-child.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toWebRequest } from './web-request';
import * as purchaseRoute from '@/app/api/v1/batches/[id]/purchase/route';
import * as batchRoute from '@/app/api/v1/batches/[id]/route';
import { batchPurchaseJob } from '@/lib/batches/purchase-job';
import { startJob } from '@/lib/platform/jobs/start-jobs';
import { stampPeerAddress } from '@/lib/http/peer-address.mjs';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

function route(method: string, pathname: string): { handler: Handler; id: string } | null {
  const purchase = /^\/api\/v1\/batches\/([^/]+)\/purchase$/.exec(pathname);
  if (purchase && method === 'POST') return { handler: purchaseRoute.POST as Handler, id: purchase[1] };
  const batch = /^\/api\/v1\/batches\/([^/]+)$/.exec(pathname);
  if (batch && method === 'GET') return { handler: batchRoute.GET as Handler, id: batch[1] };
  return null;
}

const server = http.createServer(async (incoming, outgoing) => {
  stampPeerAddress(incoming);
  const request = toWebRequest(incoming);
  const found = route(request.method, new URL(request.url).pathname);
  const response = found
    ? await found.handler(request, { params: Promise.resolve({ id: found.id }) })
    : new Response('no encontrado', { status: 404 });
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

await startJob(batchPurchaseJob);
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
