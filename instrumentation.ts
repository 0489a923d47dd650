// Next.js calls register() once per server process: start the background jobs there (Node runtime
// only, never during `next build`), and register the database's closing as the last step of a graceful
// shutdown (lib/platform/lifecycle/shutdown.ts; scripts/next-server.mjs runs the steps on SIGTERM). Without a
// database configured there is nothing to deliver from.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Observability first (docs/observability.md): traces before any pool opens (OTEL_EXPORTER_OTLP_ENDPOINT set),
  // and this worker's metrics answering the primary's collection (scripts/serve.ts).
  const [{ startTracing, stopTracing }, { installClusterMetrics }, { collectProcessMetrics }, lifecycle] = await Promise.all([
    import('./lib/platform/observability/tracing'),
    import('./lib/platform/observability/cluster-metrics'),
    import('./lib/platform/observability/metrics'),
    import('./lib/platform/lifecycle/shutdown'),
  ]);
  if (await startTracing().catch((error) => (console.error('tracing failed to start', error), false)))
    lifecycle.onShutdown('tracing', stopTracing, 90);
  installClusterMetrics();
  collectProcessMetrics();
  // The database's settings come from lib/platform/config.ts (installed on first use by lib/platform/db.ts).
  const { hasProcessDatabase } = await import('./lib/platform/db');
  if (!hasProcessDatabase()) return;
  const [{ onShutdown }, { closeDb }, { startJobs }, { jobs }] = await Promise.all([
    import('./lib/platform/lifecycle/shutdown'),
    import('./db/client'),
    import('./lib/platform/jobs/start-jobs'),
    import('./lib/platform/jobs/jobs'),
  ]);
  onShutdown('database', closeDb, 100);
  // The request log's daily partitions: created ahead, dropped after 30 days (lib/request-log/retention.ts).
  const { startRequestLogMaintenance } = await import('./lib/request-log/retention');
  startRequestLogMaintenance();
  // The background jobs of lib/platform/jobs/jobs.ts (webhook deliveries and recoveries, recipient messages, email, batch
  // purchases), each run here or relayed to Inngest; not awaited: the server answers while the runners connect.
  startJobs(jobs);
}
