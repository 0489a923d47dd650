// GET /api/v1/webhooks/:id/deliveries — the delivery log: every attempt, newest first, paginated
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { listDeliveryAttempts } from '@/lib/webhooks/list-delivery-attempts';
import { listQuerySchema } from '@/lib/webhooks/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const GET = withApiKey<{ id: string }>({ scope: 'webhooks:manage' }, async ({ organizationId, params, url }) => {
  const query = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  return json(await listDeliveryAttempts(getDb(), { organizationId, webhookId: params.id, ...query }));
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
