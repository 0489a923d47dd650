// The typed client of the Envíos MX API: openapi-fetch over the types openapi-typescript generates from
// docs/openapi.json with its default options (./schema.d.ts; regenerate with `npm run client:types`).
// Every path, parameter, body and answer is typed from the document; errors are typed as the { error } body
// or, when the request asks for it with `Accept: application/problem+json`, as RFC 9457 problem details.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };
export type ApiError = components['schemas']['Error'];
export type ProblemDetails = components['schemas']['ProblemDetails'];
export type EnviosClient = Client<paths>;

export type EnviosClientOptions = {
  /** scheme, host and port of the service, without /api/v1: `https://envios.mitienda.mx` or `http://localhost:3000` */
  origin: string;
  /** an API key (flt_…); sent as Authorization: Bearer */
  apiKey?: string;
  /** true: every error comes as problem details (Accept: application/problem+json) */
  problemDetails?: boolean;
  fetch?: (input: Request) => Promise<Response>;
};

/**
 * The operations that live outside /api/v1 (the document gives them the server `/`): the client sends them to
 * the origin instead of origin + /api/v1. tests/repo/typescript-client.test.ts checks this list against the document.
 */
export const ROOT_PATHS = [
  '/api/health',
  '/api/ready',
  '/api/provider/events',
  '/api/bank/deposits',
] as const satisfies readonly (keyof paths)[];

export function createEnviosClient(options: EnviosClientOptions): EnviosClient {
  const origin = options.origin.replace(/\/+$/, '');
  const headers: Record<string, string> = {};
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  if (options.problemDetails) headers.Accept = 'application/problem+json, application/json';
  const client = createClient<paths>({ baseUrl: `${origin}/api/v1`, headers, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(rootServer(origin));
  return client;
}

/** Sends the operations of ROOT_PATHS to the service's root: generators ignore a path's own `servers`. */
function rootServer(origin: string): Middleware {
  const rootPaths = new Set<string>(ROOT_PATHS);
  return {
    async onRequest({ request, schemaPath, options }) {
      if (!rootPaths.has(schemaPath)) return undefined;
      const url = origin + request.url.slice(options.baseUrl.length);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal });
    },
  };
}
