// GET /api/v1/carrier-accounts — the organization's carrier accounts and the platform's it may use, without secrets
import { listCarrierAccounts } from '@/lib/carriers/carrier-accounts';
import { apiRoute } from '@/lib/http/api-route';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { operations } from '@/lib/http/openapi/operations';
import { json } from '@/lib/http/respond';

export const GET = apiRoute(operations.listCarrierAccounts, async ({ db, organizationId }) =>
  json({ data: await listCarrierAccounts(db, { organizationId }) }),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
