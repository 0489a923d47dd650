// Prometheus metrics of this process (prom-client): the counters and histograms the request road and the
// webhook runner update. They live in prom-client's global registry, which is what its cluster aggregation
// collects from each worker (lib/platform/observability/scrape.ts, scripts/serve.ts), and on globalThis through it, so
// every bundle of Next.js updates the same ones. Figures read from the database at scrape time (queue depths,
// ages) are not here: they are the database's, not a process's (scrape.ts).
import client from 'prom-client';

export const registry = client.register;

/** The metric called `name`, created once per process whatever bundle asks first. */
function once<T extends client.Metric>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

/** Registered when this module loads (so a scrape shows every metric, at 0 before its first event); returns its getter. */
function eager<T extends client.Metric>(name: string, create: () => T): () => T {
  once(name, create);
  return () => once(name, create);
}

/** Seconds: 5 ms to 10 s, the range of the API's answers (a label render, a large export page). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requests = eager(
  'envios_http_requests_total',
  () =>
    new client.Counter({
      name: 'envios_http_requests_total',
      help: 'Solicitudes HTTP de la API atendidas, por ruta, método y estado.',
      labelNames: ['route', 'method', 'status'] as const,
    }),
);
const latency = eager(
  'envios_http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'envios_http_request_duration_seconds',
      help: 'Duración de las solicitudes HTTP de la API en segundos, por ruta, método y estado.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: LATENCY_BUCKETS,
    }),
);
const deliveryAttempts = eager(
  'envios_webhook_attempts_total',
  () =>
    new client.Counter({
      name: 'envios_webhook_attempts_total',
      help: 'Intentos de entrega de webhooks, por resultado (succeeded, retry, failed).',
      labelNames: ['outcome'] as const,
    }),
);
const deliveryFailures = eager(
  'envios_webhook_delivery_failures_total',
  () =>
    new client.Counter({
      name: 'envios_webhook_delivery_failures_total',
      help: 'Entregas de webhooks que terminaron fallidas (sin más reintentos).',
    }),
);

type Children = { count: client.Counter.Internal; latency: client.Histogram.Internal<'route' | 'method' | 'status'> };
// The metric children of each (route, method, status) seen: prom-client hashes a label set on every call, so
// the request road looks its children up once by a short key instead. Bounded by the route labels (request.ts).
const children = new Map<string, Children>();

/** One answered API request: its route pattern (bounded: never a raw path with ids), method, status, seconds. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const key = `${status} ${method} ${route}`;
  let child = children.get(key);
  if (!child) {
    const labels = { route, method, status: String(status) };
    child = { count: requests().labels(labels), latency: latency().labels(labels) };
    children.set(key, child);
  }
  child.count.inc();
  child.latency.observe(seconds);
}

/** One webhook attempt ended: succeeded, will be retried, or failed for good (a delivery failure). */
export function observeWebhookAttempt(outcome: 'succeeded' | 'retry' | 'failed'): void {
  deliveryAttempts().inc({ outcome });
  if (outcome === 'failed') deliveryFailures().inc();
}

let defaultsStarted = false;
/** Process figures (CPU, memory, event-loop delay, GC), summed or averaged across workers by the aggregation. */
export function collectProcessMetrics(): void {
  if (defaultsStarted || registry.getSingleMetric('process_cpu_user_seconds_total')) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry });
}
