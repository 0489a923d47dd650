// POST /api/v1/webhooks/:id/rotate-secret — a new signing secret, effective immediately
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { rotateWebhookSecret } from '@/lib/webhooks/webhook-secret';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'webhooks:manage' }, async ({ organizationId, params }) =>
  json(await rotateWebhookSecret(getDb(), { organizationId, id: params.id })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
