// Each webhook attempt as operators see it (docs/observability.md): a span `webhook attempt` when tracing is
// on (delivery, attempt number, outcome, the endpoint's status code; never the URL, which may carry a token,
// nor the body or the secret) and the attempt counters of /api/metrics. deliverWebhook runs every attempt
// through here, whichever executor (in-process runner or Inngest) drives it.
import { observeWebhookAttempt } from '@/lib/platform/observability/metrics';
import { inSpan, tracer } from '@/lib/platform/observability/tracing';

/** What an attempt ends with (deliver-webhook.ts AttemptOutcome, the fields read here). */
type Outcome = { state: 'succeeded' | 'failed' | 'cancelled' | 'skipped' | 'pending'; statusCode: number | null };

function count(outcome: Outcome): void {
  if (outcome.state === 'succeeded') observeWebhookAttempt('succeeded');
  else if (outcome.state === 'pending') observeWebhookAttempt('retry');
  // cancelled with a status code: this attempt failed and the endpoint was disabled for failing (endpoint-health.ts)
  else if (outcome.state === 'failed' || (outcome.state === 'cancelled' && outcome.statusCode !== null)) observeWebhookAttempt('failed');
}

/** Runs attempt `attempt` of a delivery (`run`: deliver-webhook.ts runDeliveryAttempt) inside its span and counts it. */
export async function observedDeliveryAttempt<O extends Outcome>(
  params: { deliveryId: string; attempt: number },
  run: () => Promise<O>,
): Promise<O> {
  if (!tracer()) {
    const outcome = await run();
    count(outcome);
    return outcome;
  }
  const attributes = { 'envios.webhook.delivery_id': params.deliveryId, 'envios.webhook.attempt': params.attempt };
  return inSpan('webhook attempt', attributes, async (span) => {
    const outcome = await run();
    count(outcome);
    span?.setAttribute('envios.webhook.outcome', outcome.state);
    if (outcome.statusCode !== null) span?.setAttribute('http.response.status_code', outcome.statusCode);
    return outcome;
  });
}
