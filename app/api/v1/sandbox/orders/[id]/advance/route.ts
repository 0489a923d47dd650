// POST /api/v1/sandbox/orders/:id/advance — simulate the provider's next status report for a sandbox order
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { advanceSandboxOrder } from '@/lib/provider-intake/advance-sandbox-order';
import { sandboxAdvanceRequestSchema } from '@/lib/provider-intake/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'orders:write' }, async ({ organizationId, params, body }) => {
  const input = sandboxAdvanceRequestSchema.parse(body ?? {});
  return json(await advanceSandboxOrder(getDb(), { organizationId, orderId: params.id, input }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
