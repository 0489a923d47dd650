// POST /api/v1/orders/:id/return — request the return of a delivered order (delivered -> return_requested)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { requestReturn } from '@/lib/returns/request-return';
import { requestReturnSchema } from '@/lib/returns/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'orders:write' }, async ({ organizationId, params, body }) => {
  const input = requestReturnSchema.parse(body ?? {});
  return json(await requestReturn(getDb(), { organizationId, orderId: params.id, input }));
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
