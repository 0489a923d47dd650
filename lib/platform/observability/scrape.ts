// The body of GET /api/metrics (Prometheus text format): the process figures (every worker's, summed by the
// primary under scripts/serve.ts: cluster-metrics.ts) and the queue figures, read from the database at scrape
// time in one statement over the partial indexes of the due queues (cheap while the queues are short, which
// is what these figures watch). Queue figures are the database's, so they come from the one worker answering
// the scrape, never summed.
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { DbOrTx } from '@/db/client';
import { clusterMetricsText } from './cluster-metrics';
import { registry } from './metrics';

const queueRegistry = new client.Registry();
const gauge = (name: string, help: string) => new client.Gauge({ name, help, registers: [queueRegistry] });
const gauges = {
  databaseUp: gauge('envios_database_up', '1 si la base de datos respondió a la lectura de las colas de este scrape.'),
  clusterComplete: gauge(
    'envios_metrics_cluster_complete',
    '1 si las cifras de proceso suman todos los procesos del servidor; 0 si son las de uno solo.',
  ),
  webhookPending: gauge('envios_webhook_queue_depth', 'Entregas de webhooks pendientes (debidas o esperando su próximo intento).'),
  webhookDue: gauge('envios_webhook_queue_due', 'Entregas de webhooks debidas ahora y aún sin enviar.'),
  webhookOldestDue: gauge(
    'envios_webhook_queue_oldest_due_seconds',
    'Segundos que lleva esperando la entrega debida más antigua (0 sin ninguna).',
  ),
  emailDepth: gauge('envios_email_outbox_depth', 'Correos en la bandeja de salida por enviar (pendientes o enviándose).'),
  emailOldest: gauge(
    'envios_email_outbox_oldest_seconds',
    'Segundos que lleva esperando el correo pendiente debido más antiguo (0 sin ninguno).',
  ),
};

type QueueFigures = { webhook_pending: number; webhook_due: number; webhook_oldest_due: number; email_depth: number; email_oldest: number };

export async function readQueueFigures(db: DbOrTx): Promise<QueueFigures> {
  const [row] = await db.execute<QueueFigures>(sql`
    select
      (select count(*) from webhook_deliveries where state = 'pending')::int as webhook_pending,
      (select count(*) from webhook_deliveries where state = 'pending' and next_attempt_at <= now() and dispatched_at is null)::int as webhook_due,
      coalesce((select extract(epoch from now() - min(next_attempt_at)) from webhook_deliveries
                where state = 'pending' and next_attempt_at <= now() and dispatched_at is null), 0)::float8 as webhook_oldest_due,
      (select count(*) from email_outbox where status in ('pending', 'sending'))::int as email_depth,
      coalesce((select extract(epoch from now() - min(next_attempt_at)) from email_outbox
                where status = 'pending' and next_attempt_at <= now()), 0)::float8 as email_oldest`);
  return row;
}

export async function renderMetrics(db: DbOrTx): Promise<{ contentType: string; body: string }> {
  const [clusterText, queues] = await Promise.all([clusterMetricsText(), readQueueFigures(db).catch(() => null)]);
  gauges.clusterComplete.set(clusterText === null ? 0 : 1);
  gauges.databaseUp.set(queues ? 1 : 0);
  const figures: Array<[client.Gauge, number | undefined]> = [
    [gauges.webhookPending, queues?.webhook_pending],
    [gauges.webhookDue, queues?.webhook_due],
    [gauges.webhookOldestDue, queues?.webhook_oldest_due],
    [gauges.emailDepth, queues?.email_depth],
    [gauges.emailOldest, queues?.email_oldest],
  ];
  for (const [metric, value] of figures) {
    if (value === undefined) metric.reset();
    else metric.set(Math.max(0, Number(value)));
  }
  const processText = typeof clusterText === 'string' ? clusterText : await registry.metrics();
  return { contentType: registry.contentType, body: `${processText.trimEnd()}\n${await queueRegistry.metrics()}` };
}
