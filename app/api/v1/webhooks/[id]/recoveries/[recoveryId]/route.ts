// GET /api/v1/webhooks/:id/recoveries/:recoveryId — the progress of a recovery job
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';
import { getRecovery } from '@/lib/webhooks/get-recovery';

export const GET = apiRoute(operations.getWebhookRecovery, async ({ db, organizationId, params }) =>
  json(await getRecovery(db, { organizationId, webhookId: params.id, recoveryId: params.recoveryId })),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
