// Next.js calls register() once per server process: start the webhook delivery runner there (Node runtime
// only, never during `next build`), and register the database's closing as the last step of a graceful
// shutdown (lib/lifecycle/shutdown.ts; scripts/next-server.mjs runs the steps on SIGTERM). Without a
// database configured there is nothing to deliver from.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Observability first (docs/observability.md): traces before any pool opens (OTEL_EXPORTER_OTLP_ENDPOINT set),
  // and this worker's metrics answering the primary's collection (scripts/serve.ts).
  const [{ startTracing, stopTracing }, { installClusterMetrics }, { collectProcessMetrics }, lifecycle] = await Promise.all([
    import('./lib/observability/tracing'),
    import('./lib/observability/cluster-metrics'),
    import('./lib/observability/metrics'),
    import('./lib/lifecycle/shutdown'),
  ]);
  if (await startTracing().catch((error) => (console.error('tracing failed to start', error), false))) lifecycle.onShutdown('tracing', stopTracing, 90);
  installClusterMetrics();
  collectProcessMetrics();
  const { runtimeEnv } = await import('./lib/config');
  if (!runtimeEnv.databaseUrl()) return;
  const [{ onShutdown }, { closeDb }, { startProcessWebhookRunner }, { startProcessRecoveryRunner }] = await Promise.all([
    import('./lib/lifecycle/shutdown'),
    import('./db/client'),
    import('./lib/webhooks/runner'),
    import('./lib/webhooks/recovery-runner'),
  ]);
  onShutdown('database', closeDb, 100);
  // The request log's daily partitions: created ahead, dropped after 30 days (lib/request-log/retention.ts).
  const { startRequestLogMaintenance } = await import('./lib/request-log/retention');
  startRequestLogMaintenance();
  // Not awaited: the server answers requests while the runner connects (it retries by polling).
  startProcessWebhookRunner().catch((error) => console.error('webhook runner failed to start', error));
  // Recovery jobs (POST /api/v1/webhooks/:id/recover) are worked beside it, the same way.
  startProcessRecoveryRunner().catch((error) => console.error('webhook recovery runner failed to start', error));
  // Recipient SMS/WhatsApp notices through the configured adapter (lib/notifications/message-runner.ts).
  (await import('./lib/notifications/message-runner')).startProcessMessageRunner().catch((error) => console.error('recipient message runner failed to start', error));
  // Email: the outbox sender and the operational checks (lib/email/runner.ts), the same way.
  const { startProcessEmailRunner } = await import('./lib/email/runner');
  startProcessEmailRunner().catch((error) => console.error('email runner failed to start', error));
  // Batch purchases (POST /api/v1/batches/:id/purchase): queued rows bought a few at a time (lib/batches/purchase-runner.ts).
  (await import('./lib/batches/purchase-runner')).startProcessBatchRunner().catch((error) => console.error('batch runner failed to start', error));
}
