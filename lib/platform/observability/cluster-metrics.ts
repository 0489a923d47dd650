// /api/metrics under scripts/serve.ts: each worker process counts its own requests, so one worker's registry
// is a fraction of the server's. prom-client's AggregatorRegistry collects every worker's registry over the
// node:cluster IPC channel, in the primary; the worker answering a scrape asks the primary for that sum
// (this file) and serves it. Counters and histograms are summed; process figures are summed or averaged as
// prom-client defines. Should the primary not answer in time, the worker serves its own figures, marked with
// envios_metrics_cluster_complete 0 (docs/observability.md).
import cluster from 'node:cluster';
import client from 'prom-client';

const REQUEST = 'envios:metrics';
const REPLY = 'envios:metrics:reply';
export const PRIMARY_METRICS_TIMEOUT_MS = 6_000;

type MetricsRequest = { type: typeof REQUEST; id: number };
type MetricsReply = { type: typeof REPLY; id: number; text?: string; error?: string };

const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

let aggregator: client.AggregatorRegistry<client.PrometheusContentType> | undefined;

/**
 * In each worker (instrumentation.ts) and in the primary: constructing the AggregatorRegistry installs
 * prom-client's listener that answers the primary with this process's registry (in a worker), or gathers
 * the answers (in the primary). Every worker must install it, or the primary's collection waits for it.
 */
export function installClusterMetrics(): void {
  aggregator ??= new client.AggregatorRegistry();
}

type Replier = { send(message: MetricsReply): boolean };

/** In the primary (scripts/serve.ts): answers every worker's request for the whole server's metrics. */
export function serveClusterMetrics(
  primary: { on(event: 'message', listener: (worker: Replier, message: unknown) => void): unknown } = cluster,
): void {
  installClusterMetrics();
  primary.on('message', (worker, message) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    const reply = (fields: Omit<MetricsReply, 'type' | 'id'>) => {
      try {
        worker.send({ type: REPLY, id: message.id, ...fields });
      } catch {
        // the worker is gone
      }
    };
    aggregator!.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

let nextId = 1;

/**
 * In a worker: the metrics of every worker, summed by the primary; null when the primary did not answer in
 * time; undefined outside a cluster (one process: its own registry is the whole server's).
 */
export async function clusterMetricsText(): Promise<string | null | undefined> {
  if (!cluster.isWorker || typeof process.send !== 'function') return undefined;
  const id = nextId++;
  return new Promise((resolve) => {
    const done = (text: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(text);
    };
    const onMessage = (message: unknown) => {
      if (isMessage<MetricsReply>(message, REPLY) && message.id === id) done(message.text ?? null);
    };
    const timer = setTimeout(() => done(null), PRIMARY_METRICS_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id } satisfies MetricsRequest);
  });
}
