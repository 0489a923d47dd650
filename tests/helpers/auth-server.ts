// A real HTTP server in front of the real Auth.js route handlers (app/api/auth/[...nextauth]/route.ts), for the
// sign-in tests: each request runs inside a Next.js request scope, as Next.js runs a route handler, because the
// sign-in (auth.ts) reads and sets cookies through `next/headers`. Like scripts/next-server.mjs it stamps the
// socket address (x-envios-peer-address), so a request sent from another loopback address (127.0.0.2) is another client.
// `inRequestScope` runs a server action of the sign-in pages the same way, for a request with the given headers.
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { toWebRequest } from './web-request';
import { stampPeerAddress } from '@/lib/http/peer-address.mjs';

type Handler = (req: Request) => Promise<Response>;
const ROUTE = '/api/auth/[...nextauth]';

export type AuthServer = { url: string; close: () => Promise<void> };

// What Next.js's server sets up before loading its request storage (next/dist/server/node-environment); Next.js
// creates its storage from this global when first loaded, so nothing of Next.js may be loaded before this module.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
// Next.js's own modules, from Node's module cache: the very instances `next/headers` reads.
const load = createRequire(import.meta.url);
const { createRequestStoreForAPI } = load('next/dist/server/async-storage/request-store');
const { workUnitAsyncStorage } = load('next/dist/server/app-render/work-unit-async-storage.external');
const { workAsyncStorage } = load('next/dist/server/app-render/work-async-storage.external');

/** Runs `fn` as Next.js runs a route handler or server action for `request`; `cookies` are those it set. */
export async function inRequestScope<T>(request: Request, fn: () => Promise<T>): Promise<{ value: T; cookies: string[] }> {
  let cookies: string[] = [];
  const store = createRequestStoreForAPI(request, new URL(request.url), undefined, (set: string[]) => (cookies = set), undefined);
  // `cookies()` needs both: the route's work store (only its name is read) and the request's store.
  const work = { route: ROUTE, page: `${ROUTE}/route` };
  const value: T = await workAsyncStorage.run(work, () => workUnitAsyncStorage.run(store, fn));
  return { value, cookies };
}

export async function startAuthServer(): Promise<AuthServer> {
  const { GET, POST } = (await import('@/app/api/auth/[...nextauth]/route')) as unknown as { GET: Handler; POST: Handler };
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      stampPeerAddress(incoming);
      const request = toWebRequest(incoming);
      // Cookies set through next/headers during the handler (the device cookie, the 2FA challenge) join the answer.
      const { value: response, cookies: setByHandler } = await inRequestScope(request, () =>
        (incoming.method === 'POST' ? POST : GET)(request),
      );
      outgoing.statusCode = response.status;
      const cookies = [...response.headers.getSetCookie(), ...setByHandler];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') outgoing.setHeader(name, value);
      });
      if (cookies.length) outgoing.setHeader('set-cookie', cookies);
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.statusCode = 599;
      outgoing.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
