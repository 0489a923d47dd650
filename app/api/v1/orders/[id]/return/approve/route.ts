// POST /api/v1/orders/:id/return/approve — approve a requested return and generate the return guide (-> return_approved)
import { getDb } from '@/db/client';
import { json } from '@/lib/http/respond';
import { withApiKey } from '@/lib/http/with-api-key';
import { approveReturn } from '@/lib/returns/approve-return';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withApiKey<{ id: string }>({ scope: 'orders:write' }, async ({ organizationId, params }) =>
  json(await approveReturn(getDb(), { organizationId, orderId: params.id })),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(['POST']);
