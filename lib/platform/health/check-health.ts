// Liveness (GET /api/health, docs/observability.md): this process is up and serving requests. It reads nothing
// (no database, no Redis), so a dependency's outage never makes an orchestrator restart healthy instances;
// whether the instance should get traffic is readiness (lib/platform/health/check-ready.ts, GET /api/ready).
export type Health = { status: 'ok'; uptimeSeconds: number; time: string };

export function checkHealth(): Health {
  return { status: 'ok', uptimeSeconds: Math.floor(process.uptime()), time: new Date().toISOString() };
}
