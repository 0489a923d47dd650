// A real HTTP server in front of the real route handlers of app/api (the same modules Next.js serves),
// so integration tests send real HTTP requests with fetch while each test file keeps its own database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toWebRequest } from './web-request';
import { stampPeerAddress } from '@/lib/http/peer-address.mjs';
import { checkResponse } from './openapi-validator';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

const modules = import.meta.glob<RouteModule>('/app/api/**/route.ts');

type Route = { pattern: RegExp; names: string[]; catchAll: boolean; specificity: number[]; load: () => Promise<RouteModule> };

function compile(file: string, load: () => Promise<RouteModule>): Route {
  const segments = file
    .replace(/^\/app/, '')
    .replace(/\/route\.ts$/, '')
    .split('/')
    .filter(Boolean)
    .filter((s) => !/^\(.*\)$/.test(s)); // route groups do not appear in the URL
  const names: string[] = [];
  let catchAll = false;
  const specificity: number[] = [];
  const source = segments
    .map((segment) => {
      const rest = /^\[\.\.\.(.+)\]$/.exec(segment);
      if (rest) {
        names.push(rest[1]);
        catchAll = true;
        specificity.push(0);
        return '/(.+)';
      }
      const param = /^\[(.+)\]$/.exec(segment);
      if (param) {
        names.push(param[1]);
        specificity.push(1);
        return '/([^/]+)';
      }
      specificity.push(2);
      return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names, catchAll, specificity, load };
}

// Static segments beat dynamic ones, which beat catch-alls, as in Next.js.
const routes = Object.entries(modules)
  .map(([file, load]) => compile(file, load))
  .sort((a, b) => {
    for (let i = 0; i < Math.max(a.specificity.length, b.specificity.length); i++) {
      const d = (b.specificity[i] ?? -1) - (a.specificity[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  });

async function dispatch(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string | string[]> = {};
    route.names.forEach((name, i) => {
      const raw = match[i + 1];
      params[name] = route.catchAll && i === route.names.length - 1 ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw);
    });
    const mod = await route.load();
    const handler = mod[req.method];
    if (!handler) return new Response(null, { status: 405 });
    return handler(req, { params: Promise.resolve(params) });
  }
  return new Response('not found', { status: 404 });
}

export type TestServer = { url: string; close: () => Promise<void> };

/** Starts the app's API on 127.0.0.1 with a random port. Like scripts/next-server.mjs, it stamps the socket address. */
export async function startAppServer(): Promise<TestServer> {
  const server = http.createServer(async (incoming, outgoing) => {
    try {
      stampPeerAddress(incoming);
      const request = toWebRequest(incoming);
      const response = await dispatch(request);
      outgoing.statusCode = response.status;
      response.headers.forEach((value, name) => outgoing.setHeader(name, value));
      const body = Buffer.from(await response.arrayBuffer());
      checkResponse(request.method, new URL(request.url).pathname, response.status, response.headers.get('content-type'), body);
      outgoing.end(body);
    } catch (error) {
      outgoing.statusCode = 599;
      outgoing.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
