// @ts-check
// How long the HTTP server in front of Next.js (scripts/next-server.mjs) keeps an idle keep-alive connection
// open, and how long it waits for a request's headers. Behind a proxy that keeps its connections to the
// instances open (deploy/nginx.conf: `keepalive 32` and `keepalive_timeout 60s` in its upstream), the server
// must give up on an idle connection LATER than the proxy does: when the server closes first, the proxy can be
// sending a request on that connection at the same moment, gets a reset, and a POST is not retried
// (proxy_next_upstream without non_idempotent): the client gets a 502. Node's default was 5 s against nginx's
// 60 s. headersTimeout stays above keepAliveTimeout (a request's headers are never cut off before the idle
// connection they arrive on would have been) and at most Node's requestTimeout (300 s).
// HTTP_KEEP_ALIVE_TIMEOUT_MS and HTTP_HEADERS_TIMEOUT_MS are validated at start-up by lib/platform/config.ts, before the
// launcher starts this server (docs/deploy.md). Plain JavaScript because scripts/next-server.mjs runs without a
// TypeScript loader.

/** Above deploy/nginx.conf's upstream keepalive_timeout (60 s). */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Above the keep-alive timeout. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 66_000;
/** Node's requestTimeout: headersTimeout may not exceed it. */
export const MAX_HEADERS_TIMEOUT_MS = 300_000;

/**
 * The timeouts an environment asks for (defaults for unset or empty values).
 * @param {Record<string, string | undefined>} env
 * @returns {{ keepAliveTimeoutMs: number, headersTimeoutMs: number }}
 */
export function serverTimeouts(env) {
  return {
    keepAliveTimeoutMs: Number(env.HTTP_KEEP_ALIVE_TIMEOUT_MS || DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
    headersTimeoutMs: Number(env.HTTP_HEADERS_TIMEOUT_MS || DEFAULT_HEADERS_TIMEOUT_MS),
  };
}

/**
 * Sets the server's keepAliveTimeout and headersTimeout from the environment.
 * @param {import('node:http').Server} server
 * @param {Record<string, string | undefined>} env
 */
export function applyServerTimeouts(server, env) {
  const { keepAliveTimeoutMs, headersTimeoutMs } = serverTimeouts(env);
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = headersTimeoutMs;
  return { keepAliveTimeoutMs, headersTimeoutMs };
}
