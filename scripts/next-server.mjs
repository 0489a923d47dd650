// @ts-check
// The HTTP server in front of Next.js, for `npm run dev` (--dev) and for each worker of `npm start`
// (scripts/serve.ts). It exists for four things `next start` / `next dev` cannot do:
// 1. Tell the application the socket address: it stamps it into every request (lib/http/peer-address.mjs),
//    overwriting any client value, and lib/http/client-ip.ts applies the client-address rule to it.
// 2. Answer an /api address whose percent-encoding does not decode with the API's Spanish 404
//    (lib/http/malformed-path.mjs): Next.js itself would answer 500 in English.
// 3. Keep idle keep-alive connections open longer than the load balancer in front does, so it never sends a
//    request on a connection this server is closing (lib/platform/server-timeouts.mjs: HTTP_KEEP_ALIVE_TIMEOUT_MS,
//    HTTP_HEADERS_TIMEOUT_MS; Node's default of 5 s made nginx answer POSTs with 502 after idle gaps).
// 4. Stop gracefully on SIGTERM/SIGINT: keep serving (with `Connection: close`) until nothing has been in
//    flight for QUIET_MS, so requests already on their way (a connection waiting in the accept queue, a load
//    balancer that has not yet taken this instance out) are answered rather than reset; then stop taking
//    connections, let the last requests finish (all within DRAIN_MS), run the shutdown steps the application
//    registered (lib/platform/lifecycle/shutdown.ts: webhook runner, API-key usage counts, database pools), exit 0.
//    The same when the process that started it is gone without a word (the launcher of `npm run dev` or the
//    primary of scripts/serve.ts killed with SIGKILL): nothing else would ever stop this server.
//   node scripts/next-server.mjs [--dev] [-p PORT] [-H HOST]
// Plain JavaScript, so workers run without a TypeScript loader.
import { createServer } from 'node:http';
import next from 'next';
import { answerMalformedApiPath } from '../lib/http/malformed-path.mjs';
import { stampPeerAddress } from '../lib/http/peer-address.mjs';
import { applyServerTimeouts } from '../lib/platform/server-timeouts.mjs';
import { stopWhenOrphaned } from './parent-watch.mjs';

const DRAIN_MS = 8_000;
const QUIET_MS = 500;
const SHUTDOWN_STEP_MS = 4_000;

/** @param {string} flag */
function option(flag) {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

const dev = process.argv.includes('--dev');
const port = Number(option('-p') ?? process.env.PORT ?? 3000);
// Development: loopback only. Production: every interface, IPv6 and IPv4 (Node's default for no host).
const hostname = option('-H') ?? process.env.HOST ?? (dev ? '127.0.0.1' : undefined);

const app = next({ dev, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
let stopping = false;
let inFlight = 0;
let lastActivity = Date.now();

const server = createServer((req, res) => {
  stampPeerAddress(req);
  inFlight++;
  lastActivity = Date.now();
  res.once('close', () => {
    inFlight--;
    lastActivity = Date.now();
  });
  if (stopping) res.setHeader('Connection', 'close');
  if (answerMalformedApiPath(req, res)) return;
  handle(req, res).catch((error) => {
    console.error('[server] request failed', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
applyServerTimeouts(server, process.env);

await app.prepare();
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen({ port, host: hostname }, () => resolve(undefined));
});
const address = server.address();
const shown =
  address && typeof address === 'object'
    ? `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`
    : String(port);
console.log(`[server] ${dev ? 'desarrollo' : 'producción'}: escuchando en ${shown} (pid ${process.pid})`);

/** @param {string} reason a signal's name, or why else */
async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${reason}: termino lo que está en curso y me detengo (pid ${process.pid})`);
  const deadline = Date.now() + DRAIN_MS;
  lastActivity = Date.now();
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const forced = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - Date.now()));
  await closed;
  clearInterval(idleSweep);
  clearTimeout(forced);
  /** @type {{ run: (timeoutMs?: number) => Promise<string[]> } | undefined} */
  const registry = /** @type {any} */ (globalThis)[Symbol.for('envios.shutdown')];
  const failed = registry ? await registry.run(SHUTDOWN_STEP_MS) : [];
  await app.close().catch(() => {});
  console.log(`[server] detenido${failed.length ? ` (fallaron: ${failed.join(', ')})` : ''} (pid ${process.pid})`);
  process.exit(failed.length ? 1 : 0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
stopWhenOrphaned(() => void shutdown('el proceso que me inició terminó'));
